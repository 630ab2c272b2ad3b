// Wall of Putrid Flesh: Defender (This creature can't attack.) / Protection from white / Prevent all damage that would be dealt to this creature by enchanted creatures.
import { card } from "../dsl";
export default card({
  name: "Wall of Putrid Flesh",
  keywords: ["defender", "protection from white"],
  // Ruling: "enchanted creatures" means creatures with an Aura on them.
  prevents: [{ to: "self", from: { types: ["Creature"], enchanted: true } }],
});

// Enchanted Being: Prevent all combat damage that would be dealt to this creature by enchanted creatures.
import { card } from "../dsl";
export default card({
  name: "Enchanted Being",
  // "Enchanted creatures": creatures with an Aura attached.
  prevents: [{ to: "self", combatOnly: true, from: { types: ["Creature"], enchanted: true } }],
});

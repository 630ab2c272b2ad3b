// Artifact Ward: Enchant creature / Enchanted creature can't be blocked by artifact creatures. / Prevent all damage that would be dealt to enchanted creature by artifact sources. / Enchanted creature can't be the target of abilities from artifact sources.
import { card, enchantCreature, grants } from "../dsl";
export default card({
  name: "Artifact Ward",
  enchant: enchantCreature,
  statics: [grants("enchanted", ["can't be blocked by artifact creatures", "can't be the target of abilities from artifact sources"])],
  prevents: [{ to: "enchanted", from: { types: ["Artifact"] } }],
  ai: { bonus: 0.3 },
});

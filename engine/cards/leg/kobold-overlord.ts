// Kobold Overlord: First strike / Other Kobold creatures you control have first strike.
import { card, grants } from "../dsl";

export default card({
  name: "Kobold Overlord",
  keywords: ["first strike"],
  statics: [grants({ types: ["Creature"], subtypes: ["Kobold"], controller: "you", other: true }, ["first strike"])],
});

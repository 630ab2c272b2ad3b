// Kobold Drill Sergeant: Other Kobold creatures you control get +0/+1 and have trample.
import { anthem, card, creature, grants } from "../dsl";
const otherKobolds = { ...creature, subtypes: ["Kobold"], controller: "you" as const, other: true };
export default card({
  name: "Kobold Drill Sergeant",
  statics: [anthem(0, 1, otherKobolds), grants(otherKobolds, ["trample"])],
});

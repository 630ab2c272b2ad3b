// Kobold Taskmaster: Other Kobold creatures you control get +1/+0.
import { anthem, card } from "../dsl";
export default card({
  name: "Kobold Taskmaster",
  statics: [anthem(1, 0, { subtypes: ["Kobold"], controller: "you", other: true })],
});

// Ball Lightning: Trample / Haste / At the beginning of the end step, sacrifice this creature.
import { card, sacrifice } from "../dsl";
export default card({
  name: "Ball Lightning",
  keywords: ["trample", "haste"],
  // Every turn's end step, not only its controller's (ruling 2007-02-01).
  triggers: [{ text: "At the beginning of the end step, sacrifice this creature.", when: { on: "step", step: "end", whose: "each" }, effect: [sacrifice("self")] }],
});

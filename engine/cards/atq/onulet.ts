// Onulet: When this creature dies, you gain 2 life.
import { card, gainLife } from "../dsl";
export default card({
  name: "Onulet",
  triggers: [{ text: "When this creature dies, you gain 2 life.", when: { on: "dies", self: true }, effect: [gainLife(2)] }],
});

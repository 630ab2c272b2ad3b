// Su-Chi: When this creature dies, add {C}{C}{C}{C}.
import { card } from "../dsl";
export default card({
  name: "Su-Chi",
  // A triggered ability that uses the stack (CR 605.5a); the mana empties at the end of the step (CR 500.5, 106.4).
  triggers: [{ text: "When this creature dies, add {C}{C}{C}{C}.", when: { on: "dies", self: true }, effect: [{ do: "addMana", who: "you", mana: "CCCC" }] }],
});

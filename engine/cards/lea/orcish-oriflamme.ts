// Orcish Oriflamme: Attacking creatures you control get +1/+0.
import { anthem, card } from "../dsl";
export default card({
  name: "Orcish Oriflamme",
  statics: [anthem(1, 0, { attacking: true, controller: "you" })],
});

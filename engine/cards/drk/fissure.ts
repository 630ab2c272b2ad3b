// Fissure: Destroy target creature or land. It can't be regenerated.
import { card, destroy, target } from "../dsl";
export default card({
  name: "Fissure",
  spell: { targets: [target("target creature or land", { types: ["Creature", "Land"] })], effect: [destroy("target", true)] },
  ai: { value: 2 },
});

// Hurr Jackal: {T}: Target creature can't be regenerated this turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Hurr Jackal",
  abilities: [ability("{T}: Target creature can't be regenerated this turn.", tapCost(), [{ do: "cantRegenerate", what: "target" }], { targets: [targetCreature] })],
});

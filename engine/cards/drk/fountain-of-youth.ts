// Fountain of Youth: {2}, {T}: You gain 1 life.
import { card, ability, gainLife, tapCost } from "../dsl";
export default card({
  name: "Fountain of Youth",
  abilities: [ability("{2}, {T}: You gain 1 life.", tapCost("{2}"), [gainLife(1)])],
});

// Dwarven Demolition Team: {T}: Destroy target Wall.
import { ability, card, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Dwarven Demolition Team",
  abilities: [ability("{T}: Destroy target Wall.", tapCost(), [destroy()], { targets: [target("target Wall", { subtypes: ["Wall"] })] })],
});

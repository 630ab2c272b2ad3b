// Goblin Digging Team: {T}, Sacrifice this creature: Destroy target Wall.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Goblin Digging Team",
  abilities: [ability("{T}, Sacrifice this creature: Destroy target Wall.", tapCost(undefined, { sacrificeSelf: true }), [destroy()],
    { targets: [target("target Wall", { subtypes: ["Wall"] })], ai: { targets: "harmful" } })],
});

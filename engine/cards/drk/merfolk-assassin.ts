// Merfolk Assassin: {T}: Destroy target creature with islandwalk.
import { card, ability, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Merfolk Assassin",
  abilities: [ability("{T}: Destroy target creature with islandwalk.", tapCost(), [destroy()], { targets: [target("target creature with islandwalk", { types: ["Creature"], keywords: ["islandwalk"] })] })],
  ai: { targets: "harmful" },
});

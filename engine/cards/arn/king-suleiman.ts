// King Suleiman: {T}: Destroy target Djinn or Efreet.
import { ability, card, destroy, tapCost, target } from "../dsl";
export default card({
  name: "King Suleiman",
  abilities: [ability("{T}: Destroy target Djinn or Efreet.", tapCost(), [destroy()], { targets: [target("target Djinn or Efreet", { subtypes: ["Djinn", "Efreet"] })] })],
});

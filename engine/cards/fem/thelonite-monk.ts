// Thelonite Monk: {T}, Sacrifice a green creature: Target land becomes a Forest. (This effect lasts indefinitely.)
import { card, ability, tapCost, targetLand } from "../dsl";
export default card({
  name: "Thelonite Monk",
  abilities: [
    // CR 305.7: the land's types become Forest for good (it loses its other land types and rules text,
    // gains "{T}: Add {G}"); supertypes unchanged (ruling). It may sacrifice itself (CR 602.2b).
    ability("{T}, Sacrifice a green creature: Target land becomes a Forest.",
      tapCost(undefined, { sacrifice: { filter: { types: ["Creature"], colors: ["G"] }, count: 1, text: "Sacrifice a green creature" } }),
      [{ do: "becomes", what: "target", landTypes: ["Forest"], until: "indefinitely" }], { targets: [targetLand] }),
  ],
});

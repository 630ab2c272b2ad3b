// Fungal Bloom: {G}{G}: Put a spore counter on target Fungus.
import { ability, addCounters, card, target } from "../dsl";
import { SPORE } from "../shared/spores";
export default card({
  name: "Fungal Bloom",
  abilities: [
    ability("{G}{G}: Put a spore counter on target Fungus.", { mana: "{G}{G}" }, [addCounters(SPORE, 1, "target")],
      { targets: [target("target Fungus", { subtypes: ["Fungus"] })], ai: { targets: "helpful" } }),
  ],
});

// Emerald Dragonfly: Flying / {G}{G}: This creature gains first strike until end of turn.
import { ability, card } from "../dsl";
export default card({
  name: "Emerald Dragonfly",
  keywords: ["flying"],
  abilities: [
    // CR 611.2, 702.7: a keyword granted until end of turn.
    ability("{G}{G}: This creature gains first strike until end of turn.", { mana: "{G}{G}" }, [{ do: "grant", what: "self", keywords: ["first strike"] }], { ai: { trick: true } }),
  ],
});

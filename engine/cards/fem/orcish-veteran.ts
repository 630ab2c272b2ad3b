// Orcish Veteran: This creature can't block white creatures with power 2 or greater. / {R}: This creature gains first strike until end of turn.
import { ability, card } from "../dsl";
export default card({
  name: "Orcish Veteran",
  // CR 509.1b: a restriction checked as blockers are declared (color and power of the attacker then).
  keywords: ["can't block white creatures with power 2 or greater"],
  abilities: [ability("{R}: This creature gains first strike until end of turn.", { mana: "{R}" }, [{ do: "grant", what: "self", keywords: ["first strike"] }])],
});

// River Merfolk: {U}: This creature gains mountainwalk until end of turn. (It can't be blocked as long as defending player controls a Mountain.)
import { ability, card } from "../dsl";
export default card({
  name: "River Merfolk",
  abilities: [ability("{U}: This creature gains mountainwalk until end of turn.", { mana: "{U}" }, [{ do: "grant", what: "self", keywords: ["mountainwalk"] }])],
});

// Goblin Balloon Brigade: {R}: This creature gains flying until end of turn.
import { ability, card } from "../dsl";
export default card({
  name: "Goblin Balloon Brigade",
  abilities: [ability("{R}: This creature gains flying until end of turn.", { mana: "{R}" }, [{ do: "grant", what: "self", keywords: ["flying"] }])],
});

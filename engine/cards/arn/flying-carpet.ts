// Flying Carpet: {2}, {T}: Target creature gains flying until end of turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Flying Carpet",
  abilities: [ability("{2}, {T}: Target creature gains flying until end of turn.", tapCost("{2}"), [{ do: "grant", what: "target", keywords: ["flying"] }], { targets: [targetCreature] })],
  ai: { targets: "helpful" },
});

// Icatian Scout: {1}, {T}: Target creature gains first strike until end of turn.
import { ability, card, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Icatian Scout",
  abilities: [ability("{1}, {T}: Target creature gains first strike until end of turn.", tapCost("{1}"), [{ do: "grant", what: "target", keywords: ["first strike"] }], { targets: [targetCreature] })],
  ai: { targets: "helpful" },
});

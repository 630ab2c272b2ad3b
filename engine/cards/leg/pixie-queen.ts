// Pixie Queen: Flying / {G}{G}{G}, {T}: Target creature gains flying until end of turn.
import { card, ability, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Pixie Queen",
  keywords: ["flying"],
  abilities: [ability("{G}{G}{G}, {T}: Target creature gains flying until end of turn.", tapCost("{G}{G}{G}"),
    [{ do: "grant", what: "target", keywords: ["flying"], until: "end_of_turn" }], { targets: [targetCreature], ai: { targets: "helpful" } })],
  ai: { bonus: 1 },
});

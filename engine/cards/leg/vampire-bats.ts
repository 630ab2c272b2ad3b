// Vampire Bats: Flying (This creature can't be blocked except by creatures with flying or reach.) / {B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.
import { card, selfPump } from "../dsl";

const text = "{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.";
export default card({
  name: "Vampire Bats",
  keywords: ["flying"],
  abilities: [{
    ...selfPump(text, "{B}", 1, 0),
    // CR 602.5b: "Activate no more than twice each turn", counted from the turn's activations of
    // this object's ability (read-only look at the kernel's turn history).
    condition: (g, self) => (g.state.history.activations[`${self.id}|Vampire Bats#a0`] ?? 0) < 2,
    conditionText: "no more than twice each turn",
  }],
});

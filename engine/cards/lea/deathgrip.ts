// Deathgrip: {B}{B}: Counter target green spell.
import { card } from "../dsl";
import { counterSpellOf } from "../families";
export default card({
  name: "Deathgrip",
  abilities: [counterSpellOf("{B}{B}", { colors: ["G"] }, "green")],
});

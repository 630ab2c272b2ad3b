// Lifeforce: {G}{G}: Counter target black spell.
import { card } from "../dsl";
import { counterSpellOf } from "../families";
export default card({
  name: "Lifeforce",
  abilities: [counterSpellOf("{G}{G}", { colors: ["B"] }, "black")],
});

// Coal Golem: {3}, Sacrifice this creature: Add {R}{R}{R}.
import { card, manaAbility } from "../dsl";
export default card({
  name: "Coal Golem",
  // A mana ability (CR 605.1a): it makes mana and has no target, so it doesn't use the stack.
  abilities: [manaAbility("{3}, Sacrifice this creature: Add {R}{R}{R}.", { fixed: "RRR" }, { mana: "{3}", sacrificeSelf: true })],
});

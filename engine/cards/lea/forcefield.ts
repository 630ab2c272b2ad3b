// Forcefield: {1}: The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1 of that damage.
import { ability, card } from "../dsl";
import { preventFromChosenSource } from "../families";
export default card({
  name: "Forcefield",
  abilities: [
    ability("{1}: The next time an unblocked creature of your choice would deal combat damage to you this turn, prevent all but 1 of that damage.", { mana: "{1}" }, [
      // Ruling 2004-10-04: a blocked creature (even with trample) can't be chosen.
      preventFromChosenSource({ types: ["Creature"], attacking: true, blocked: false }, "an unblocked creature", { reduce: "all_but_1", combatOnly: true }),
    ]),
  ],
  ai: { bonus: 2 },
});

// Goblin Grenade: As an additional cost to cast this spell, sacrifice a Goblin. / Goblin Grenade deals 5 damage to any target.
import { card, anyTarget, damage } from "../dsl";
export default card({
  name: "Goblin Grenade",
  spell: {
    // CR 601.2b, 601.2h: exactly one Goblin, any permanent with that subtype (rulings 2004-10-04, 2011-09-22).
    additionalCost: { sacrifice: { filter: { subtypes: ["Goblin"] }, count: 1, text: "Sacrifice a Goblin" } },
    targets: [anyTarget],
    effect: [damage(5)],
  },
});

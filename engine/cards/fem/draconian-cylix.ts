// Draconian Cylix: {2}, {T}, Discard a card at random: Regenerate target creature.
import { card, ability, regenerate, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Draconian Cylix",
  // The random discard is part of the cost, paid as it is activated (ruling 2004-10-04; CR 602.2b, 601.2h).
  abilities: [ability("{2}, {T}, Discard a card at random: Regenerate target creature.",
    tapCost("{2}", { discard: { count: 1, random: true, text: "Discard a card at random" } }),
    [regenerate("target")], { targets: [targetCreature], ai: { targets: "helpful" } })],
});

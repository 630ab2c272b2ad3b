// Coral Helm: {3}, Discard a card at random: Target creature gets +2/+2 until end of turn.
import { card, ability, pump, targetCreature } from "../dsl";
export default card({
  name: "Coral Helm",
  // The random discard is part of the cost, paid as it is activated (CR 601.2h, 602.2b).
  abilities: [ability("{3}, Discard a card at random: Target creature gets +2/+2 until end of turn.",
    { mana: "{3}", discard: { count: 1, random: true, text: "Discard a card at random" } }, [pump(2, 2)], { targets: [targetCreature], ai: { targets: "helpful", trick: true } })],
});

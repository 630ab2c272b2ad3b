// Land's Edge: Discard a card: If the discarded card was a land card, this enchantment deals 2 damage to target player or planeswalker. Any player may activate this ability.
import { ability, card, damage, targetPlayer } from "../dsl";
import { cardData } from "../data";

export default card({
  name: "Land's Edge",
  // A World enchantment: the world rule (CR 704.5k) is a state-based action of the engine.
  abilities: [ability(
    "Discard a card: If the discarded card was a land card, this enchantment deals 2 damage to target player or planeswalker. Any player may activate this ability.",
    { discard: { count: 1, text: "Discard a card" } },
    // The cost records the discarded card (CR 601.2h); a card in a graveyard has its printed
    // characteristics. No planeswalkers exist among this game's cards: the target is a player.
    [{ do: "if", test: (ctx) => !!ctx.item.paid?.discarded?.some((name) => cardData(name)?.types.includes("Land")), then: [damage(2, "target")] }],
    { targets: [targetPlayer], by: "any", ai: { targets: "harmful" } },
  )],
  ai: { value: 1 },
});

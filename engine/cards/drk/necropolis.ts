// Necropolis: Defender (This creature can't attack.) / Exile a creature card from your graveyard: Put X +0/+1 counters on this creature, where X is the exiled card's mana value.
import { ability, addCounters, card, creature } from "../dsl";
import { cardData } from "../data";
export default card({
  name: "Necropolis",
  keywords: ["defender"],
  abilities: [ability("Exile a creature card from your graveyard: Put X +0/+1 counters on this creature, where X is the exiled card's mana value.",
    { exile: { zone: "graveyard", filter: creature, count: 1, text: "Exile a creature card from your graveyard" } },
    // X: the exiled card's mana value (CR 202.3), a card in a graveyard having its printed
    // characteristics; the cost records the exiled card's name (CR 601.2h).
    [addCounters("+0/+1", (ctx) => { const name = ctx.item.paid?.exiled?.[0]; return name ? cardData(name)?.cmc ?? 0 : 0; }, "self")])],
});

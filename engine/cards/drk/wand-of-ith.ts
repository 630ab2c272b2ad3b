// Wand of Ith: {3}, {T}: Target player reveals a card at random from their hand. If it's a land card, that player discards it unless they pay 1 life. If it isn't a land card, the player discards it unless they pay life equal to its mana value. Activate only during your turn.
import { ability, card, code, tapCost, targetPlayer } from "../dsl";
import { Illegal } from "../../core/errors";

export default card({
  name: "Wand of Ith",
  abilities: [ability(
    "{3}, {T}: Target player reveals a card at random from their hand. If it's a land card, that player discards it unless they pay 1 life. If it isn't a land card, the player discards it unless they pay life equal to its mana value. Activate only during your turn.",
    tapCost("{3}"),
    [code((ctx) => {
      const g = ctx.g;
      const p = ctx.target(0);
      if (!p || !g.isPlayer(p)) return;
      const hand = g.player(p).hand;
      if (!hand.length) return;
      const id = hand[g.random(hand.length)]!;
      g.reveal(p, [id]); // CR 701.20a
      const c = g.chars(g.obj(id)!);
      // Ruling 2004-10-04: X in the mana cost is 0 (CR 202.3e).
      const n = c.types.includes("Land") ? 1 : c.manaValue;
      // A "pay or not" decision, always asked (CR 118.12); paying needs that much life (CR 119.4).
      const pay = ctx.ask(p, `Pay ${n} life? If you don't, discard ${g.obj(id)!.name}`, { type: "pay", cost: `${n} life` }).value === true;
      if (pay && g.player(p).life < n) throw new Illegal("cannot_pay", `You can't pay ${n} life`);
      if (pay) { if (n > 0) g.loseLife(p, n); }
      else g.discard(p, id); // CR 701.9a
    })],
    { targets: [targetPlayer], timing: "your_turn" },
  )],
  ai: { targets: "harmful" },
});

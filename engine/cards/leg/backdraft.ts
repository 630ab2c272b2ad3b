// Backdraft: Choose a player who cast one or more sorcery spells this turn. Backdraft deals damage to that player equal to half the damage dealt by one of those sorcery spells this turn, rounded down.
import { card, code } from "../dsl";
import type { PlayerId } from "../../types";
import { spellsCastThisTurn, totalDamageThisTurn } from "../../core/history";

export default card({
  name: "Backdraft",
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      const sorceries = spellsCastThisTurn(g).filter((s) => s.types.includes("Sorcery"));
      const players = [...new Set(sorceries.map((s) => s.player))];
      if (!players.length) return;
      // Chosen, not targeted, as it resolves (CR 608.2d); only one such player: no question.
      const p = players.length === 1 ? players[0]! : (ctx.ask(ctx.controller, "Choose a player who cast one or more sorcery spells this turn", { type: "player", options: players }).value as PlayerId);
      const theirs = sorceries.filter((s) => s.player === p);
      let spell = theirs[0]!;
      if (theirs.length > 1) {
        // "One of those sorcery spells": named by its card, wherever it is now.
        const cardOf = new Map<string, (typeof theirs)[number]>();
        for (const s of theirs) {
          const now = Object.values(g.state.objects).find((o) => o.card === s.card);
          if (now && !cardOf.has(now.id)) cardOf.set(now.id, s);
        }
        const [pick] = ctx.chooseCards(ctx.controller, [...cardOf.keys()], 1, 1, "Choose one of those sorcery spells");
        spell = (pick !== undefined ? cardOf.get(pick) : undefined) ?? spell;
      }
      // All the damage that spell dealt this turn (CR 120), the spell being the source (its object on the stack).
      const dealt = totalDamageThisTurn(g, (r) => r.source === spell.object);
      g.dealDamage(ctx.source(), p, Math.floor(dealt / 2));
    })],
  },
});

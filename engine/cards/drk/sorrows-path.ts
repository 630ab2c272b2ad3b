// Sorrow's Path: {T}: Choose two target blocking creatures controlled by the same opponent. If each of those creatures could block all creatures that the other is blocking, remove both of them from combat. Each one then blocks all creatures the other was blocking. / Whenever this land becomes tapped, it deals 2 damage to you and each creature you control.
import { ability, card, code, tapCost } from "../dsl";
import type { TargetSpec } from "../types";
import { blockedAttackers, blockLimit, cannotBlock } from "../../core/combat";

// In a two-player game "the same opponent" is the one opponent.
const blocker: TargetSpec = { text: "target blocking creature an opponent controls", object: { types: ["Creature"], blocking: true, controller: "opponent" } };

export default card({
  name: "Sorrow's Path",
  abilities: [ability("{T}: Choose two target blocking creatures controlled by the same opponent. If each of those creatures could block all creatures that the other is blocking, remove both of them from combat. Each one then blocks all creatures the other was blocking.", tapCost(), [
    code((ctx) => {
      const [x, y] = ctx.who("targets").map((id) => ctx.g.obj(id));
      if (!x || !y || x.zone !== "battlefield" || y.zone !== "battlefield") return;
      const g = ctx.g;
      const ax = blockedAttackers(g, x), ay = blockedAttackers(g, y);
      // Rulings 2009-10-01: evasion, protection, restrictions, tapped and how many it may block count.
      const could = (b: typeof x, as: string[]) => as.length <= blockLimit(g, b) && as.every((a) => cannotBlock(g, b, g.obj(a)!) === null);
      if (!could(x, ay) || !could(y, ax)) return;
      // CR 506.4: both leave combat (the attackers stay blocked), then each blocks what the other blocked.
      g.removeFromCombat(x, { announce: true });
      g.removeFromCombat(y, { announce: true });
      g.addBlocks([...ay.map((a) => ({ blocker: x.id, attacker: a })), ...ax.map((a) => ({ blocker: y.id, attacker: a }))]);
    }),
  ], { targets: [blocker, blocker], distinctTargets: true, ai: { never: true } })],
  triggers: [{
    text: "Whenever this land becomes tapped, it deals 2 damage to you and each creature you control.",
    when: { on: "tapped", self: true }, // ruling 2009-02-01: however it becomes tapped
    effect: [code((ctx) => {
      const src = ctx.source();
      const to = [ctx.controller as string, ...ctx.who({ all: { types: ["Creature"], controller: "you" } })];
      ctx.g.simultaneously(() => { for (const r of to) ctx.g.dealDamage(src, r, 2); });
    })],
  }],
});

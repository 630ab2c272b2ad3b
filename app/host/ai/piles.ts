/**
 * The heuristic's answers to the pile questions of combat (engine/core/piles.ts: Raging River,
 * Camouflage), built from what the table shows rather than by trying every division (a division
 * of n creatures has 2^n answers, and what it decides only shows once blockers are declared).
 *
 * - Raging River, defending: the attacker will give each attacker the pile that blocks it worse,
 *   so the creatures are dealt out to balance the two piles' blocking strength.
 * - Raging River, attacking: each attacker takes the side whose best blocker threatens it least
 *   (one that would kill it, then one that would survive it, then power).
 * - Camouflage, defending: each pile meets an attacker chosen at random, so the creatures that
 *   block well against the attackers on average are dealt out one pile after another, best first;
 *   creatures that would die against most attackers for nothing are kept out unless the attack
 *   would be lethal.
 */
import type { Action, CardView, PileQuestion, PlayerView } from "../../../engine/index";
import { creatureValue } from "./board";

const pt = (c: CardView | undefined) => ({ p: Math.max(0, c?.power ?? 0), t: Math.max(0, c?.toughness ?? 0) });

/** How much `b` threatens `a` as a blocker: 2 if it kills it, 1 if it survives it, plus a bit of power. */
function threat(b: CardView, a: CardView): number {
  if (b.tapped) return 0;
  if (a.keywords.includes("flying") && !b.keywords.includes("flying") && !b.keywords.includes("reach")) return 0;
  const x = pt(b);
  const y = pt(a);
  return (x.p >= y.t ? 2 : 0) + (x.t > y.p ? 1 : 0) + x.p * 0.05;
}

/** A blocker's worth against the attackers on average. */
function blockWorth(b: CardView, attackers: CardView[]): number {
  if (!attackers.length) return 0;
  return attackers.reduce((s, a) => s + threat(b, a), 0) / attackers.length;
}

export function pileAnswer(view: PlayerView, q: PileQuestion, from: string[]): Action {
  const me = view.you;
  const card = (id: string) => view.battlefield.find((c) => c.id === id);
  const choose = (cards: string[]): Action => ({ type: "choose", player: me, cards });
  switch (q.kind) {
    case "left_or_right": {
      const a = card(q.attacker);
      const worst = (pile: string[]) => (a ? Math.max(0, ...pile.map((id) => { const b = card(id); return b ? threat(b, a) : 0; })) : 0);
      const l = worst(q.left);
      const r = worst(q.right);
      // The side whose best blocker threatens it less; on a tie, the one with fewer creatures.
      const right = r < l || (r === l && q.right.length < q.left.length);
      return { type: "choose", player: me, value: right ? 2 : 1 };
    }
    case "divide_left_right": {
      const attackers = q.attackers.map(card).filter((c): c is CardView => !!c);
      // Dealt out best first to the weaker pile, so that each pile holds a good blocker.
      const ranked = from.map((id) => card(id)).filter((c): c is CardView => !!c)
        .sort((x, y) => blockWorth(y, attackers) - blockWorth(x, attackers) || creatureValue(y) - creatureValue(x));
      const left: string[] = [];
      let lw = 0;
      let rw = 0;
      for (const c of ranked) {
        const w = blockWorth(c, attackers) + 0.01;
        if (lw <= rw) { left.push(c.id); lw += w; } else rw += w;
      }
      return choose(left);
    }
    case "blocking_pile": {
      const attackers = q.attackers.map(card).filter((c): c is CardView => !!c);
      const incoming = attackers.reduce((s, a) => s + pt(a).p, 0);
      const lethal = incoming >= view.players[me].life;
      const useful = from.map((id) => card(id)).filter((c): c is CardView => !!c && !c.tapped)
        .filter((c) => lethal || blockWorth(c, attackers) >= 0.5)
        .sort((x, y) => blockWorth(y, attackers) - blockWorth(x, attackers) || creatureValue(y) - creatureValue(x));
      // Pile k of n takes the k-th, (k+n)-th, ... of the ranked creatures not yet placed; a creature
      // that may be in several piles (it can block more) is kept in each.
      const placed = new Set(q.before.flat());
      const free = useful.filter((c) => !placed.has(c.id) || from.includes(c.id));
      const piles = q.of - q.index + 1; // this one and those still to make
      const mine = free.filter((c, i) => i % piles === 0 || (placed.has(c.id) && from.includes(c.id)));
      return choose(mine.map((c) => c.id));
    }
  }
}

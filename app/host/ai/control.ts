/**
 * A deck that holds answers (its plan "control" or "prison", plan.ts) plays like one:
 * - at 10 life or less it keeps the mana of a counter in hand open for the opponent's turn,
 *   unless what it spends the mana on now is worth more, the more so the lower its life;
 * - it draws its cards with instants (Ancestral Recall) at the end of the opponent's turn;
 * - it does not trade an answer for a cheap nothing: a counter or a removal spell aimed at
 *   something worth less than the answer waits for a real threat, unless its life is low.
 * What an answer is and what a spell is worth are read from the cards' hints (`counters`,
 * `removal`, `value`), never from their names.
 */
import { cardData } from "../../../engine/cards/data";
import { cardHints, type Action, type CardView } from "../../../engine/index";
import { creatureValue, handCardValue, isCreature, isLand, landCount, permanentValue } from "./board";
import { abilityInfo, isHarmful } from "./cards";
import type { Ctx } from "./heuristic-context";
import { holdsAnswers } from "./plan";

/** A change to an action's score from the deck's plan (0 when the plan has nothing to say). */
export function planAdjust(ctx: Ctx, a: Action, gain: number): number {
  if (!holdsAnswers(ctx.plan) || (a.type !== "cast" && a.type !== "activate")) return 0;
  const c = ctx.card(a.card);
  if (!c) return 0;
  const v = ctx.view;
  if (a.type === "cast") {
    const h = cardHints(c.name);
    const instant = (cardData(c.name)?.types ?? c.types).includes("Instant");
    // An instant that only helps (card draw) waits for the opponent's end step, on an empty stack.
    if (instant && h?.targets !== "harmful" && !h?.trick && v.stack.length === 0 && !(v.turn.active === ctx.opp && v.turn.step === "end")) return -Math.max(0, gain) - 1;
    if (h?.counters || (h?.removal && isHarmful(c.name))) {
      const cheap = cheapTarget(ctx, a, c, gain);
      if (cheap) return -Math.max(0, gain) - 1;
      // With other answers in hand, each is worth less than its card: a counter aimed at a creature
      // spell or at a spell that hurts this player's side is spent more readily.
      if (h?.counters && spareAnswers(ctx, c) && threatensMe(ctx, a)) return SPARE_BONUS;
    }
  }
  return -holdCost(ctx, a, c);
}

/** What spending the mana of the counter in hand costs now: its worth when it leaves too little open. */
function holdCost(ctx: Ctx, a: Action, c: CardView): number {
  const v = ctx.view;
  if (v.turn.active !== ctx.me || v.stack.length || v.players[ctx.opp].handCount === 0) return 0;
  if (a.type === "cast" && (cardData(c.name)?.types ?? c.types).includes("Instant")) return 0;
  // A permanent that makes mana gives back what it costs.
  if (a.type === "cast" && cardHints(c.name)?.abilities?.some((ab) => ab.mana)) return 0;
  const counters = (v.players[ctx.me].hand ?? []).filter((h) => h.id !== c.id && cardHints(h.name)?.counters);
  if (!counters.length) return 0;
  const need = Math.min(...counters.map((h) => h.manaValue));
  const before = ctx.mana.total;
  const after = before - costOf(a, c);
  if (before < need || after >= need) return 0;
  // Only at 10 life or less, where the counter is what stops the burn spell that ends the game
  // (measured: holding it at more life lost The Deck more games than it saved).
  const life = v.players[ctx.me].life;
  return life > 10 ? 0 : 0.6 + (10 - life) * 0.3;
}

function costOf(a: Action, c: CardView): number {
  if (a.type === "cast") return c.manaValue + (a.x ?? 0);
  if (a.type !== "activate") return 0;
  const cost = abilityInfo(c.name, a.ability ?? 1)?.cost ?? "";
  return [...cost.matchAll(/\{(\d+|[WUBRGCX])\}/g)].reduce((n, m) => n + (/\d/.test(m[1]!) ? Number(m[1]) : m[1] === "X" ? (a.x ?? 0) : 1), 0);
}

/**
 * Whether the last answer in hand is aimed at something worth less than itself: a creature spell
 * whose countering gains less than a point (the creature it would be, less the answer), a creature whose worth is below the answer's, or a permanent spell
 * that neither makes a creature nor hurts this player's side and is worth less. At low life (8 or
 * less), or with other answers in hand, nothing is cheap.
 */
function cheapTarget(ctx: Ctx, a: Action, c: CardView, gain: number): boolean {
  if (a.type !== "cast" || ctx.view.players[ctx.me].life <= 8) return false;
  // With another answer in hand this one is no longer the last word: it may go on the small thing.
  if (spareAnswers(ctx, c)) return false;
  const t = a.targets?.[0];
  if (!t || t === "A" || t === "B") return false;
  const answer = handCardValue(c.name, landCount(ctx.view, ctx.me));
  const item = ctx.view.stack.find((i) => i.id === t);
  if (item) {
    if (item.controller !== ctx.opp) return false;
    if (item.kind !== "spell") return false;
    const d = cardData(item.name);
    if (!d) return false;
    // A creature spell's printed numbers undersell what it becomes (Kird Ape with a Forest): it is
    // judged by the look-ahead's gain, the creature on the board less the answer spent, which must
    // clear a margin of a point.
    if (d.types.includes("Creature")) return gain < 1;
    // A spell aimed at this player or their things is judged by the look-ahead.
    if (item.targets.some((x) => x === ctx.me || ctx.card(x)?.controller === ctx.me)) return false;
    if (cardHints(item.name)?.sweeper || d.types.includes("Land")) return false;
    if (d.types.includes("Instant") || d.types.includes("Sorcery")) return false;
    return (cardHints(item.name)?.bonus ?? 0.8 + d.cmc * 0.5) < answer * 0.8;
  }
  const p = ctx.card(t);
  if (!p || p.controller !== ctx.opp || isLand(p)) return false;
  return (isCreature(p) ? creatureValue(p) : permanentValue(p, 3)) < answer;
}

/** What a counter gains when other answers are held (about a third of a counter's worth in hand). */
const SPARE_BONUS = 0.8;

/** Other answers in hand than `c` (counters, removal aimed at the opponent's things). */
function spareAnswers(ctx: Ctx, c: CardView): number {
  return (ctx.view.players[ctx.me].hand ?? []).filter((h) => h.id !== c.id && (cardHints(h.name)?.counters || (cardHints(h.name)?.removal && isHarmful(h.name)))).length;
}

/** Whether the action is aimed at the opponent's creature spell, or their spell aimed at this player or their things. */
function threatensMe(ctx: Ctx, a: Action): boolean {
  const t = (a as { targets?: string[] }).targets?.[0];
  const item = t ? ctx.view.stack.find((i) => i.id === t) : undefined;
  if (!item || item.controller !== ctx.opp || item.kind !== "spell") return false;
  if ((cardData(item.name)?.types ?? []).includes("Creature")) return true;
  return item.targets.some((x) => x === ctx.me || ctx.card(x)?.controller === ctx.me);
}

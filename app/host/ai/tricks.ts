/**
 * The heuristic's combat tricks and special permanents: pumps and Giant Growth after blockers,
 * regeneration when a creature would die, Icy Manipulator before the opponent's combat. Judged
 * with the fast combat model on the current combat, counting what is already on the stack.
 */
import { cardHints, type Action, type CardView } from "../../../engine/index";
import { creatureValue, handCardValue, isCreature, isLand } from "./board";
import { cardData } from "../../../engine/cards/data";
import { pendingPump, pumpAbility, regenerationAbility } from "./cards";
import { combatValue, fighter, resolveCombat, type Fighter } from "./combat";
import type { Ctx } from "./heuristic-context";

/** Whether the player has a creature that could attack this turn. */
export function hasReadyAttacker(ctx: Ctx): boolean {
  return ctx.view.battlefield.some((c) => c.controller === ctx.me && isCreature(c) && !c.tapped && !c.sick && !(c.power === 0) && !c.keywords.includes("defender") && !c.subtypes.includes("Wall"));
}

/** Combat after blockers: the boosts and regenerations already on the stack, by creature. */
function pendingBoosts(ctx: Ctx): Map<string, { power: number; toughness: number; regen: boolean }> {
  const out = new Map<string, { power: number; toughness: number; regen: boolean }>();
  const get = (id: string) => {
    let e = out.get(id);
    if (!e) out.set(id, (e = { power: 0, toughness: 0, regen: false }));
    return e;
  };
  for (const it of ctx.view.stack) {
    const src = it.kind === "ability" ? ctx.card(it.source) : undefined;
    const pump = pendingPump(it, src);
    if (pump) { const e = get(pump.creature); e.power += pump.power; e.toughness += pump.toughness; }
    if (src && regenerationAbility(src)) get(it.source).regen = true;
  }
  for (const id of ctx.input.memory.regenerated) get(id).regen = true;
  return out;
}

/** The current combat as the fast model sees it, with extra boosts applied. */
function combatNow(ctx: Ctx, extra: Map<string, { power: number; toughness: number; regen: boolean }>) {
  const v = ctx.view;
  const mk = (c: CardView): Fighter => {
    const e = extra.get(c.id);
    return fighter(c, v, e ? { power: e.power, toughness: e.toughness, regen: e.regen || undefined } : undefined);
  };
  const attackers = v.battlefield.filter((c) => c.attacking).map(mk);
  const blocks = new Map<string, Fighter[]>();
  for (const c of v.battlefield) {
    if (!c.blocking) continue;
    const list = blocks.get(c.blocking) ?? [];
    list.push(mk(c));
    blocks.set(c.blocking, list);
  }
  const r = resolveCombat(attackers, blocks);
  const defender = v.turn.active === ctx.me ? ctx.opp : ctx.me;
  return combatValue(r, [...attackers, ...[...blocks.values()].flat()], ctx.me, defender, v.players[defender].life);
}

export function combatTrick(ctx: Ctx, a: Action, c: CardView): number {
  const pending = pendingBoosts(ctx);
  const before = combatNow(ctx, pending);
  const withIt = new Map([...pending].map(([k, v]) => [k, { ...v }]));
  let targetId: string | undefined;
  let boost = { power: 0, toughness: 0 };
  let cost = 0;
  if (a.type === "cast") {
    targetId = a.targets?.[0];
    const p = cardHints(c.name)?.pump ?? { power: 0, toughness: 0 };
    boost = { power: p.power, toughness: p.toughness };
    cost = handCardValue(c.name, 0);
  } else {
    const pump = pumpAbility(c);
    if (!pump) return -1;
    targetId = pump.creature;
    boost = { power: pump.power, toughness: pump.toughness };
    cost = 0.35;
  }
  const target = targetId ? ctx.card(targetId) : undefined;
  if (!target || target.controller !== ctx.me || !(target.attacking || target.blocking)) return -1;
  const e = withIt.get(target.id) ?? { power: 0, toughness: 0, regen: false };
  e.power += boost.power;
  e.toughness += boost.toughness;
  withIt.set(target.id, e);
  return combatNow(ctx, withIt) - before - cost;
}

export function regenerate(ctx: Ctx, a: Action, c: CardView, inCombat: boolean): number {
  if (ctx.input.memory.regenerated.includes(c.id)) return -1;
  if (ctx.view.stack.some((i) => i.kind === "ability" && i.source === c.id)) return -1;
  const top = ctx.view.stack[ctx.view.stack.length - 1];
  const removal = top ? cardHints(top.name)?.removal : undefined;
  if (top && top.controller === ctx.opp && top.targets.includes(c.id)) {
    // Regeneration answers destruction and damage, not exile, bounce, control or "can't be regenerated".
    if (removal !== "destroy" && removal !== "damage") return -1;
    return creatureValue(c) - 0.3;
  }
  const sweeper = top && top.controller === ctx.opp ? cardHints(top.name)?.sweeper : undefined;
  if (sweeper === "destroy") return creatureValue(c) - 0.3;
  if (sweeper === "damage") {
    // A ping to every creature (Pestilence) or X damage to each (Earthquake): regenerate one it would kill.
    const dmg = top!.kind === "ability" ? 1 : (top!.x ?? 0);
    return (c.toughness ?? 0) - c.damage <= dmg ? creatureValue(c) - 0.3 : -1;
  }
  if (inCombat && (c.attacking || c.blocking) && ctx.view.stack.length === 0) {
    const pending = pendingBoosts(ctx);
    const before = combatNow(ctx, pending);
    const withIt = new Map([...pending].map(([k, v]) => [k, { ...v }]));
    withIt.set(c.id, { ...(withIt.get(c.id) ?? { power: 0, toughness: 0 }), regen: true });
    return combatNow(ctx, withIt) - before - 0.3;
  }
  void a;
  return -1;
}


/** A creature that could attack this turn if it stays untapped (summoning sickness aside). */
const canAttack = (c: CardView) => isCreature(c) && !c.tapped && (c.power ?? 0) >= 1 && !c.keywords.includes("defender") && !c.subtypes.includes("Wall");

/** Whether `t` could block one of this player's ready attackers (fliers only by fliers and reach). */
function couldBlock(ctx: Ctx, t: CardView): boolean {
  const air = t.keywords.includes("flying") || t.keywords.includes("reach");
  return ctx.view.battlefield.some((c) => c.controller === ctx.me && isCreature(c) && !c.tapped && !c.sick && !(c.power === 0)
    && !c.keywords.includes("defender") && !c.subtypes.includes("Wall") && (air || !c.keywords.includes("flying")));
}

/** Icy Manipulator: tap the opponent's best attacker at the start of their combat. */
export function icy(ctx: Ctx, a: Action): number {
  if (a.type !== "activate") return -1;
  const v = ctx.view;
  const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
  if (!t || t.controller !== ctx.opp || t.tapped) return -1;
  if (v.turn.active === ctx.opp && v.turn.step === "beginning_of_combat" && isCreature(t) && !t.sick) {
    return canAttack(t) ? 0.5 + creatureValue(t) * 0.3 : -1;
  }
  if (v.turn.active === ctx.me && v.turn.step === "beginning_of_combat" && isCreature(t) && couldBlock(ctx, t)) {
    const threats = v.battlefield.some((o) => o.controller === ctx.opp && canAttack(o) && o.id !== t.id);
    return threats ? -1 : 0.4 + creatureValue(t) * 0.2;
  }
  // A land in the upkeep only when no creature of theirs could attack this turn: the Manipulator
  // is kept for their best attacker at the start of their combat.
  if (v.turn.active === ctx.opp && v.turn.step === "upkeep" && isLand(t)) {
    return v.battlefield.some((o) => o.controller === ctx.opp && canAttack(o)) ? -1 : 0.35;
  }
  return -1;
}

/**
 * A permanent that becomes a creature for the turn or the combat (`animates`: Mishra's Factory,
 * Jade Statue). Animated:
 *   - in the opponent's declare-attackers step, to block an attacker it can stop: one it survives
 *     (worth the damage stopped, more if it also kills), one it trades with when that attacker is
 *     worth more than the land, or any when the attack would be lethal;
 *   - at the start of this player's combat, to attack, when no untapped creature of the opponent
 *     could block it without dying.
 * The blocks and attacks themselves are then chosen as for any creature (combat.ts). The cost is
 * paid from other sources, the ones the hand's colors need least, so the permanent is not tapped
 * by its own cost. Returns the action to take (with its payment) and its worth, or null.
 */
export function animateWorth(ctx: Ctx, a: Action, c: CardView, body: { power: number; toughness: number }, cost: string): { action: Action; score: number } | null {
  const v = ctx.view;
  if (a.type !== "activate" || isCreature(c) || c.tapped || v.stack.length) return null;
  let score = -1;
  if (v.turn.active === ctx.opp && v.turn.step === "declare_attackers") {
    const attackers = v.battlefield.filter((x) => x.controller === ctx.opp && x.attacking && isCreature(x));
    const incoming = attackers.reduce((n, x) => n + Math.max(0, x.power ?? 0), 0);
    const lethal = incoming >= v.players[ctx.me].life;
    const mine = creatureValue({ name: c.name, power: body.power, toughness: body.toughness, keywords: [] });
    for (const x of attackers) {
      if (x.keywords.includes("flying") || x.keywords.some((k) => k.endsWith("walk"))) continue;
      const power = Math.max(0, x.power ?? 0);
      const firstStrike = x.keywords.includes("first strike") || x.keywords.includes("double strike");
      const survives = power < body.toughness;
      const kills = body.power >= (x.toughness ?? 0) - x.damage && (survives || !firstStrike);
      let s = -1;
      if (survives) s = 0.5 + power * 0.3 + (kills ? creatureValue(x) * 0.5 : 0);
      else if (kills && creatureValue(x) > mine + 1) s = 0.4 + creatureValue(x) - mine - 1;
      else if (lethal) s = 0.5 + power;
      score = Math.max(score, s);
    }
  } else if (v.turn.active === ctx.me && v.turn.step === "beginning_of_combat") {
    const stopped = v.battlefield.some((x) => x.controller === ctx.opp && isCreature(x) && !x.tapped
      && ((x.toughness ?? 0) > body.power || (x.power ?? 0) >= body.toughness));
    if (!stopped) score = 0.4 + body.power * 0.2;
  }
  if (score <= 0) return null;
  // The mana first, from other sources (offered as their mana abilities), then the ability paid from the pool.
  const need = genericCost(cost);
  if (need === null) return null;
  if (v.players[ctx.me].manaPool.length >= need) return { action: a, score };
  const pay = payFromOthers(ctx, c, need - v.players[ctx.me].manaPool.length);
  const tap = pay && ctx.legal.find((x) => x.type === "activate" && x.card === pay[0] && findManaAbility(ctx, x));
  return tap ? { action: tap, score } : null;
}

/** A cost's generic mana, null when it has colored symbols. */
function genericCost(cost: string): number | null {
  let need = 0;
  for (const m of cost.matchAll(/\{(\d+|[WUBRGC])\}/g)) {
    if (!/\d|C/.test(m[1]!)) return null;
    need += /\d/.test(m[1]!) ? Number(m[1]) : 1;
  }
  return need;
}

const findManaAbility = (ctx: Ctx, x: Action) => x.type === "activate" && !!ctx.card(x.card)?.abilities.find((ab) => ab.number === (x.ability ?? 1))?.mana;

/** Untapped mana sources other than `self` to pay a generic cost, those the hand's colored costs need least first. */
function payFromOthers(ctx: Ctx, self: CardView, need: number): string[] | null {
  const v = ctx.view;
  const demand: Record<string, number> = {};
  for (const h of v.players[ctx.me].hand ?? []) for (const m of (cardData(h.name)?.manaCost ?? "").matchAll(/\{([WUBRG])\}/g)) demand[m[1]!] = (demand[m[1]!] ?? 0) + 1;
  const sources = v.battlefield.filter((x) => x.controller === ctx.me && x.id !== self.id && !x.tapped && (!isCreature(x) || !x.sick) && x.abilities.some((ab) => ab.mana && ab.tapOnly && (ab.manaAmount ?? 1) === 1))
    .map((x) => ({ id: x.id, want: [...new Set(x.abilities.flatMap((ab) => ab.manaColors ?? []))].reduce((n, col) => n + (demand[col] ?? 0), 0) + (isCreature(x) ? 0.5 : 0) }))
    .sort((p, q) => p.want - q.want);
  return sources.length >= need && need > 0 ? sources.slice(0, need).map((s) => s.id) : null;
}

/**
 * The heuristic's combat tricks and special permanents: pumps and Giant Growth after blockers,
 * regeneration when a creature would die, Icy Manipulator before the opponent's combat. Judged
 * with the fast combat model on the current combat, counting what is already on the stack.
 */
import { cardHints, type Action, type CardView } from "../../../engine/index";
import { creatureValue, handCardValue, isCreature, isLand } from "./board";
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


/** Icy Manipulator: tap the opponent's best attacker at the start of their combat. */
export function icy(ctx: Ctx, a: Action): number {
  if (a.type !== "activate") return -1;
  const v = ctx.view;
  const t = a.targets?.[0] ? ctx.card(a.targets[0]) : undefined;
  if (!t || t.controller !== ctx.opp || t.tapped) return -1;
  if (v.turn.active === ctx.opp && v.turn.step === "beginning_of_combat" && isCreature(t) && !t.sick) {
    return (t.power ?? 0) >= 2 ? 0.5 + creatureValue(t) * 0.3 : -1;
  }
  if (v.turn.active === ctx.me && v.turn.step === "beginning_of_combat" && isCreature(t) && hasReadyAttacker(ctx)) {
    const threats = v.battlefield.some((o) => o.controller === ctx.opp && isCreature(o) && (o.power ?? 0) >= 2 && o.id !== t.id);
    return threats ? -1 : 0.4 + creatureValue(t) * 0.2;
  }
  if (v.turn.active === ctx.opp && v.turn.step === "upkeep" && isLand(t)) return 0.35;
  return -1;
}

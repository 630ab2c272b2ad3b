/**
 * legalActions(state, player): every decision the player may make now, as complete actions.
 * Candidates are generated from the rules and then each is checked by applying it, so that every
 * action offered is accepted (combinatorial choices such as attack subsets are capped).
 */
import type { Action, PlayerId, Ref } from "../types";
import { other, PLAYERS } from "../types";
import { cardDef } from "../cards/registry";
import type { TargetSpec } from "../cards/types";
import { applyAction } from "./actions";
import { spellTargets } from "./cast";
import { cannotAttack, cannotBlock, forcedAttackers, lethalFor } from "./combat";
import { Game } from "./game";
import { COLORS, costTotal, parseCost } from "./mana";
import type { GameState } from "./state";
import { targetProblem } from "./targets";

const MAX_COMBOS = 64;

function subsets<T>(items: T[], limit = MAX_COMBOS): T[][] {
  const out: T[][] = [[]];
  for (const it of items) {
    const n = out.length;
    for (let i = 0; i < n && out.length < limit; i++) out.push([...out[i]!, it]);
  }
  return out;
}

function subsetsOfSize<T>(items: T[], k: number, limit = MAX_COMBOS): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) rec(i + 1, [...acc, items[i]!]);
  };
  rec(0, []);
  return out;
}

function candidatesFor(g: Game, spec: TargetSpec, p: PlayerId, sourceId: string): Ref[] {
  const source = g.obj(sourceId)!;
  const zone = spec.zone ?? "battlefield";
  const objs = zone === "battlefield" ? g.state.battlefield
    : zone === "stack" ? g.state.stack.map((i) => i.id).filter((id) => id !== sourceId)
    : PLAYERS.flatMap((q) => g.player(q).graveyard);
  const refs: Ref[] = [...(spec.players ? PLAYERS : []), ...objs];
  return refs.filter((r) => targetProblem(g, spec, r, p, source) === null);
}

function targetCombos(g: Game, specs: TargetSpec[], p: PlayerId, sourceId: string): Ref[][] {
  let combos: Ref[][] = [[]];
  for (const spec of specs) {
    const cands = candidatesFor(g, spec, p, sourceId);
    const next: Ref[][] = [];
    for (const c of combos) for (const r of cands) if (next.length < MAX_COMBOS) next.push([...c, r]);
    combos = next;
  }
  return combos;
}

/** A rough upper bound of the mana a player could make now, to bound X. */
function manaAvailable(g: Game, p: PlayerId): number {
  let n = g.player(p).manaPool.length;
  for (const o of g.battlefield()) {
    if (o.controller !== p || o.tapped) continue;
    const ab = cardDef(o.name)?.abilities?.find((a) => a.mana);
    if (ab) n += ab.mana!.fixed?.length ?? ab.mana!.anyColor ?? 1;
  }
  return n;
}

/** Candidate actions by index known to be legal without trying them. */
let exact = new Set<number>();

function priorityCandidates(g: Game, p: PlayerId): Action[] {
  const s = g.state;
  const out: Action[] = [{ type: "pass", player: p }];
  const hand = g.player(p).hand;
  const seenNames = new Set<string>();
  // CR 305.2: one land per turn, in your main phase with an empty stack.
  const canPlayLand = s.turn.active === p && (s.turn.step === "precombat_main" || s.turn.step === "postcombat_main") && !s.stack.length && g.player(p).landsPlayed < 1;
  for (const id of hand) {
    const o = g.obj(id)!;
    const c = g.chars(o);
    if (c.types.includes("Land")) { if (canPlayLand && cardDef(o.name)) out.push({ type: "play", player: p, card: id }); continue; }
    const def = cardDef(o.name);
    if (!def) continue;
    if (seenNames.has(o.name)) continue; // identical cards give identical actions; offered once
    seenNames.add(o.name);
    // Cheap filters before the exact check: timing (CR 307.1) and enough mana in reach.
    if (!c.types.includes("Instant") && !(s.turn.active === p && (s.turn.step === "precombat_main" || s.turn.step === "postcombat_main") && !s.stack.length)) continue;
    const cost = parseCost(cardDataCost(g, o.name));
    const avail = manaAvailable(g, p);
    if (costTotal(cost) > avail) continue;
    const xs = cost.xCount ? Array.from({ length: Math.max(0, Math.min(10, manaAvailable(g, p) - 1)) }, (_, i) => i + 1) : [undefined];
    const modes = def.spell?.modes ? def.spell.modes.map((_, i) => i + 1) : [undefined];
    for (const mode of modes) {
      const specs = def.spell?.variableTargets ? [def.spell.variableTargets.spec] : spellTargets(def, mode).specs;
      for (const targets of targetCombos(g, specs, p, id)) {
        for (const x of xs) {
          const a: Action = { type: "cast", player: p, card: id };
          if (targets.length) a.targets = targets;
          if (x !== undefined) a.x = x;
          if (mode !== undefined) a.choices = { mode };
          out.push(a);
        }
      }
    }
  }
  for (const o of g.battlefield()) {
    if (o.controller !== p) continue;
    cardDef(o.name)?.abilities?.forEach((ab, i) => {
      if (ab.tap && o.tapped) return;
      if (ab.mana) {
        const m = ab.mana;
        const choices = m.fixed ? [undefined] : m.oneOf ? m.oneOf : COLORS.map((col) => col.repeat(m.anyColor ?? 1));
        // Mana abilities with only {T} (and sacrifice) are exact: untapped and not sick is all they need.
        if (ab.cost || (ab.tap && o.sick && g.chars(o).types.includes("Creature"))) return;
        for (const mana of choices) exact.add(out.push({ type: "activate", player: p, card: o.id, ability: i + 1, ...(mana ? { mana } : {}) }) - 1);
        return;
      }
      const cost = parseCost(ab.cost);
      if (costTotal(cost) > manaAvailable(g, p) - (ab.tap && cardDef(o.name)?.abilities?.some((x) => x.mana) ? 1 : 0)) return;
      if (ab.tap && o.sick && g.chars(o).types.includes("Creature")) return;
      const xs = cost.xCount ? [1, 2, 3] : [undefined];
      for (const targets of targetCombos(g, ab.targets ?? [], p, o.id)) {
        for (const x of xs) out.push({ type: "activate", player: p, card: o.id, ability: i + 1, ...(targets.length ? { targets } : {}), ...(x ? { x } : {}) });
      }
    });
  }
  return out;
}

import { cardData } from "../cards/data";
function cardDataCost(_g: Game, name: string): string {
  return cardData(name)?.manaCost ?? "";
}

function decisionCandidates(g: Game, p: PlayerId): Action[] {
  const s = g.state;
  const d = s.decision!;
  switch (d.kind) {
    case "mulligan":
      return [{ type: "keep", player: p }, ...(g.player(p).mulligans < 7 ? [{ type: "mulligan", player: p } as Action] : [])];
    case "bottom":
      return subsetsOfSize(g.player(p).hand, d.count, 16).map((cards) => ({ type: "choose", player: p, cards }));
    case "declare_attackers": {
      const able = g.battlefield().filter((o) => cannotAttack(g, o) === null).map((o) => o.id);
      const forced = forcedAttackers(g);
      const optional = able.filter((id) => !forced.includes(id));
      return subsets(optional).map((sub) => ({ type: "attack", player: p, attackers: [...forced, ...sub] }));
    }
    case "declare_blockers": {
      const attackers = g.battlefield().filter((o) => o.attacking);
      const blockers = g.battlefield().filter((o) => o.controller === p);
      let combos: { blocker: string; attacker: string }[][] = [[]];
      for (const b of blockers) {
        const opts = attackers.filter((a) => cannotBlock(g, b, a) === null);
        if (!opts.length) continue;
        const next: typeof combos = [];
        for (const c of combos) {
          next.push(c);
          for (const a of opts) if (next.length < MAX_COMBOS) next.push([...c, { blocker: b.id, attacker: a.id }]);
        }
        combos = next;
      }
      return combos.map((blocks) => ({ type: "block", player: p, blocks }));
    }
    case "assign_damage": {
      const a = g.obj(d.attacker)!;
      const power = g.chars(a).power;
      const blockers = (a.blockedBy ?? []).filter((id) => g.obj(id)?.zone === "battlefield");
      const trample = g.chars(a).keywords.has("trample");
      const out: Action[] = [];
      // Lethal damage in each order of blockers, the rest to the last one or (with trample) the player.
      const orders = blockers.length <= 3 ? permutations(blockers) : [blockers];
      for (const order of orders) {
        const dmg: Record<string, number> = {};
        let left = power;
        for (const b of order) { const n = Math.min(left, lethalFor(g, g.obj(b)!)); dmg[b] = n; left -= n; }
        if (left > 0) {
          if (trample) dmg[other(s.turn.active)] = left;
          else dmg[order[order.length - 1]!] = (dmg[order[order.length - 1]!] ?? 0) + left;
        }
        out.push({ type: "assign", player: p, attacker: a.id, damage: dmg });
      }
      return out;
    }
    case "payment": {
      const out: Action[] = [{ type: "cancel", player: p }, { type: "choose", player: p, value: true }];
      for (const o of g.battlefield()) {
        if (o.controller !== p) continue;
        cardDef(o.name)?.abilities?.forEach((ab, i) => {
          if (!ab.mana || ab.cost || (ab.tap && o.tapped) || (ab.tap && o.sick && g.chars(o).types.includes("Creature"))) return;
          const m = ab.mana;
          const choices = m.fixed ? [undefined] : m.oneOf ? m.oneOf : COLORS.map((col) => col.repeat(m.anyColor ?? 1));
          for (const mana of choices) out.push({ type: "activate", player: p, card: o.id, ability: i + 1, ...(mana ? { mana } : {}) });
        });
      }
      return out;
    }
    case "discard":
      return subsetsOfSize(g.player(p).hand, d.count, 16).map((cards) => ({ type: "choose", player: p, cards }));
    case "choose": {
      const ch = d.choice;
      if (ch.type === "pay") return [{ type: "choose", player: p, value: true }, { type: "choose", player: p, value: false }];
      if (ch.type === "search") return g.player(p).library.slice(0, 60).map((id) => ({ type: "choose", player: p, cards: [id] }));
      if (ch.type === "source") {
        const srcs = [...g.state.battlefield, ...g.state.stack.map((i) => i.id)].filter((id) => { const o = g.obj(id); return o && g.chars(o).colors.includes("R"); });
        return srcs.map((id) => ({ type: "choose", player: p, cards: [id] }));
      }
      if (ch.type === "balance") {
        const what = ch.what;
        const mine = what === "hand" ? g.player(p).hand : g.battlefield().filter((o) => o.controller === p && (what === "lands" ? g.chars(o).types.includes("Land") : g.chars(o).types.includes("Creature"))).map((o) => o.id);
        return subsetsOfSize(mine, ch.keep, 16).map((cards) => ({ type: "choose", player: p, cards }));
      }
      return [];
    }
  }
}

function permutations<T>(xs: T[]): T[][] {
  if (xs.length <= 1) return [xs];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]));
}

export function legalActionsFor(state: GameState, p: PlayerId): Action[] {
  if (state.outcome) return [];
  const g = new Game(state);
  let candidates: Action[];
  exact = new Set();
  if (state.decision) {
    if (state.decision.player !== p) return [];
    candidates = decisionCandidates(g, p);
  } else if (state.priority === p) candidates = priorityCandidates(g, p);
  else return [];
  // Casting, activating and answering choices involve costs and targets: those are checked by
  // applying them. The others are generated from the very checks `apply` makes.
  const needsCheck = (a: Action) => a.type === "cast" || a.type === "activate" || a.type === "choose";
  const known = exact;
  return candidates.filter((a, i) => known.has(i) || !needsCheck(a) || applyAction(state, a).ok);
}

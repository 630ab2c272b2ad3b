/**
 * Complete actions from legal options, for players that pick from a list (the computer players,
 * the fuzzer, the command-line player). Combinations are bounded, but every single choice an
 * option offers appears in at least one action: each creature that can attack attacks in some
 * action, each target is targeted, each blocker blocks each attacker it can.
 */
import { allCardNames } from "../cards/data";
import type { Action, CostChoices, PlayerId, Ref } from "../types";
import type { ActivateOption, CastOption, LegalOptions, PlayableOption, TargetSlot } from "./legal";
import { requirementsObeyed } from "./combat-rules";
import { slotAgrees } from "./legal";

const CAP = 64;

function product(slots: TargetSlot[], cap: number): Ref[][] {
  let combos: Ref[][] = [[]];
  for (const slot of slots) {
    const next: Ref[][] = [];
    for (const c of combos) for (const r of slot.candidates) if (next.length < cap) next.push([...c, r]);
    // Every candidate appears at least once, even past the cap.
    for (const r of slot.candidates) if (!next.some((n) => n[n.length - 1] === r)) next.push([...(combos[0] ?? []), r]);
    combos = next;
  }
  return combos;
}

function subsetsOfSize<T>(items: T[], k: number, limit: number): T[][] {
  const out: T[][] = [];
  const rec = (start: number, acc: T[]) => {
    if (out.length >= limit) return;
    if (acc.length === k) { out.push([...acc]); return; }
    for (let i = start; i < items.length; i++) rec(i + 1, [...acc, items[i]!]);
  };
  rec(0, []);
  return out;
}

/** Ways to pay the cost parts that need choosing (the first few combinations). */
function costChoices(opt: PlayableOption): (CostChoices | undefined)[] {
  if (!opt.costs.length) return [undefined];
  let out: CostChoices[] = [{}];
  for (const part of opt.costs) {
    if (part.candidates.length === part.count && (part.min === undefined || part.min === part.count)) continue; // paid without choosing
    const key = part.kind === "return" ? "return" : part.kind;
    // "Any number of": all of them, none, and a few single ones.
    const picks = part.min !== undefined ? [part.candidates, ...(part.min === 0 ? [[]] : []), ...subsetsOfSize(part.candidates, 1, 2)] : part.groups ? part.groups.flatMap((gr) => subsetsOfSize(gr, part.count, 4)) : subsetsOfSize(part.candidates, part.count, 4);
    const next: CostChoices[] = [];
    for (const c of out) for (const pk of picks) next.push({ ...c, [key]: pk });
    out = next.slice(0, 8);
  }
  return out.map((c) => (Object.keys(c).length ? c : undefined));
}

function xValues(x: { min: number; max: number } | undefined, few: boolean): (number | undefined)[] {
  if (!x) return [undefined];
  if (x.max < x.min) return [];
  if (few) return [...new Set([x.min, x.max])];
  const vals: number[] = [];
  for (let v = Math.max(x.min, 1); v <= Math.min(x.max, 10); v++) vals.push(v);
  // The most is always offered (a Channelled Fireball for 15).
  if (x.max > 10) vals.push(x.max);
  if (!vals.length) vals.push(x.min);
  return vals;
}

/** The values of X the chosen targets allow (a target "with mana value X" fixes X), or null if X is free. */
function xAllowedBy(slots: TargetSlot[], targets: Ref[]): number[] | null {
  let out: number[] | null = null;
  slots.forEach((s, i) => {
    const t = targets[i];
    if (!s.xFor || t === undefined) return;
    const xs = s.xFor[t] ?? [];
    out = out ? out.filter((v) => xs.includes(v)) : xs;
  });
  return out;
}

function playables(p: PlayerId, opt: CastOption | ActivateOption, kind: "cast" | "activate", few: boolean): Action[] {
  const out: Action[] = [];
  const base = kind === "cast" ? { type: "cast" as const, player: p, card: opt.card } : { type: "activate" as const, player: p, card: opt.card, ability: (opt as ActivateOption).ability };
  const push = (targets: Ref[], x: number | undefined, mode: number | undefined, costs: CostChoices | undefined, mana?: string) => {
    const a = { ...base } as Record<string, unknown>;
    if (targets.length) a.targets = targets;
    if (x !== undefined) a.x = x;
    if (mode !== undefined) a.choices = { mode };
    if (costs) a.costs = costs;
    if (mana) a.mana = mana;
    out.push(a as unknown as Action);
  };
  const costs = costChoices(opt);
  if (kind === "activate" && (opt as ActivateOption).isMana) {
    for (const mana of (opt as ActivateOption).mana ?? [undefined]) for (const c of costs) push([], undefined, undefined, c, mana);
    return out;
  }
  if (opt.variableTargets) {
    // Fireball: one target with every X, and every candidate once; also no target at all where allowed.
    const xs = xValues(opt.x, few);
    const vt = opt.variableTargets;
    // Fixed targets first (Drafna's Restoration: "target player"), then the variable ones.
    for (const fixed of product(opt.targets, few ? 16 : CAP)) {
      const fits = (r: Ref) => !vt.ownerMustBe || vt.ownerMustBe.owners[r] === fixed[vt.ownerMustBe.slot];
      for (const r of vt.candidates.filter(fits).slice(0, CAP)) for (const x of xs) push([...fixed, r], x, undefined, costs[0]);
      if (vt.min === 0) push(fixed, opt.x?.min, undefined, costs[0]);
    }
    // Two targets at the most X they leave (Fireball divided between two creatures): every pair, up to the cap.
    if (vt.pairX !== undefined) for (const pair of subsetsOfSize(vt.candidates, 2, few ? 16 : CAP)) push(pair, vt.pairX, undefined, costs[0]);
    return out;
  }
  if (opt.xTargets) {
    const cands = opt.xTargets.candidates;
    const max = opt.x?.max ?? 0;
    for (let n = 0; n <= Math.min(max, 3); n++) for (const t of subsetsOfSize(cands, n, 6)) push(t, n, undefined, costs[0]);
    return out;
  }
  const modes = opt.modes ?? [{ mode: undefined, text: "", targets: opt.targets }];
  for (const m of modes) {
    for (const targets of product(m.targets, few ? 16 : CAP)) {
      if (opt.distinctTargets && new Set(targets).size !== targets.length) continue; // CR 115.3
      if (!targets.every((r, i) => slotAgrees(m.targets, i, r, targets))) continue; // "shares a type with it"
      const fixed = xAllowedBy(m.targets, targets);
      for (const x of fixed ? fixed.slice(0, few ? 2 : 10) : xValues(opt.x, few)) for (const c of costs) push(targets, x, m.mode, c);
    }
  }
  return out;
}

/** The complete ways to cast one spell of the options (Word of Command's forced cast, player-control.ts). */
export function actionsFor(p: PlayerId, opt: CastOption): Action[] {
  return playables(p, opt, "cast", false);
}

/**
 * Attack declarations: none, each creature alone, all of them, and more subsets up to a bound.
 * A creature with an attack cost (CR 508.1h) is offered only with the required attackers: the
 * options say it can pay alone, not together with others.
 */
type AttackOption = NonNullable<LegalOptions["attack"]>;

/**
 * One sensible set of bands among these attackers (CR 702.22c): for each quality some attacker
 * "bands with other", the attackers having it; then the creatures with banding and one creature
 * without (`pick` chooses which: by default the one with the greatest power). Null when no band forms.
 */
export function bandsAmong(attack: AttackOption, attackers: string[], pick?: (ids: string[]) => string): string[][] | null {
  if (!attack.bands) return null;
  const info = new Map(attack.creatures.map((c) => [c.id, c]));
  // By default the strongest (its blockers' damage is then divided by the banding player).
  pick ??= (ids) => ids.reduce((a, b) => ((info.get(b)?.power ?? 0) > (info.get(a)?.power ?? 0) ? b : a));
  const used = new Set<string>();
  const out: string[][] = [];
  const qualities = new Set(attackers.flatMap((id) => info.get(id)?.bandsWithOther ?? []));
  for (const q of qualities) {
    const members = attackers.filter((id) => !used.has(id) && info.get(id)?.qualities?.includes(q));
    if (members.length >= 2 && members.some((id) => info.get(id)?.bandsWithOther?.includes(q))) { out.push(members); for (const id of members) used.add(id); }
  }
  const banding = attackers.filter((id) => !used.has(id) && info.get(id)?.banding);
  const others = attackers.filter((id) => !used.has(id) && !info.get(id)?.banding);
  if (banding.length && banding.length + others.length >= 2) out.push(others.length ? [...banding, pick(others)] : banding);
  return out.length ? out : null;
}

function attacks(p: PlayerId, attack: AttackOption): Action[] {
  const creatures = attack.creatures;
  const forced = creatures.filter((c) => c.required).map((c) => c.id);
  const optional = creatures.filter((c) => !c.required && !c.cost).map((c) => c.id);
  const costly = creatures.filter((c) => c.cost).map((c) => c.id);
  const sets: string[][] = [[], ...optional.map((id) => [id]), optional, ...costly.map((id) => [id])];
  const out: string[][] = [];
  const seen = new Set<string>();
  const add = (sub: string[]) => {
    const all = [...forced, ...sub];
    const key = [...all].sort().join(",");
    if (!seen.has(key)) { seen.add(key); out.push(all); }
  };
  for (const s of sets) add(s);
  // More subsets, for players that compare many attacks.
  const grow: string[][] = [[]];
  for (const id of optional) {
    const n = grow.length;
    for (let i = 0; i < n && grow.length < CAP; i++) grow.push([...grow[i]!, id]);
  }
  for (const s of grow) add(s);
  // CR 508.1c: no more attackers than the limit (Caverns of Despair).
  const max = attack.max;
  if (max !== undefined) for (let i = out.length - 1; i >= 0; i--) if (out[i]!.length > max) out.splice(i, 1);
  const actions: Action[] = out.map((attackers) => ({ type: "attack", player: p, attackers }));
  // CR 702.22c: the same attacks with bands formed (bounded: one banded variant per attack).
  if (attack.bands) for (const attackers of out) {
    const bands = bandsAmong(attack, attackers);
    if (bands) actions.push({ type: "attack", player: p, attackers, bands });
  }
  return actions;
}

type BlockerOption = NonNullable<LegalOptions["block"]>["blockers"][number];

/**
 * What one blocker may do (CR 509.1a–c): sets of attackers it blocks, each within its limit and
 * obeying as many of its requirements as it can; not blocking first when that is allowed, then
 * each attacker alone, then more attackers for a creature that can block several (bounded).
 */
export function blockerSets(b: BlockerOption): string[][] {
  const r = b.requirements;
  const ok = (set: string[]) => !r || requirementsObeyed(r, set) >= r.obey;
  const out: string[][] = [];
  const add = (set: string[]) => { if (set.length <= b.max && ok(set)) out.push(set); };
  add([]);
  for (const a of b.attackers) add([a]);
  if (b.max >= 2) {
    for (let i = 0; i < b.attackers.length && out.length < 12; i++) for (let j = i + 1; j < b.attackers.length && out.length < 12; j++) add([b.attackers[i]!, b.attackers[j]!]);
    if (b.max >= 3) add(b.attackers.slice(0, b.max));
  }
  if (r) {
    // The set obeying the most requirements: the most-demanded attackers, up to the limit.
    const best = [...b.attackers].sort((x, y) => (r.weights[y] ?? 0) - (r.weights[x] ?? 0)).slice(0, b.max).filter((a, i) => (r.weights[a] ?? 0) > 0 || (i === 0 && r.any > 0));
    if (!out.some((s) => s.length === best.length && s.every((a) => best.includes(a)))) add(best);
  }
  return out;
}

type BlockPair = { blocker: string; attacker: string };

/** CR 702.111b: no attacker with menace is blocked by exactly one creature. */
function menaceObeyed(bl: BlockPair[], menace: readonly string[] | undefined): boolean {
  return !menace || menace.every((a) => bl.filter((x) => x.attacker === a).length !== 1);
}

/**
 * CR 509.1b–c: blocks within a limit on the number of blockers (Caverns of Despair), obeying as
 * many requirements as the limit allows: the blockers with the most requirements block.
 */
function withinBlockerLimit(bl: BlockPair[], blockers: BlockerOption[], max: number): boolean {
  const ids = new Set(bl.map((x) => x.blocker));
  if (ids.size > max) return false;
  const reqs = blockers.filter((b) => b.requirements);
  if (!reqs.length) return true;
  const need = reqs.map((b) => b.requirements!.obey).sort((x, y) => y - x).slice(0, max).reduce((t, n) => t + n, 0);
  const got = reqs.reduce((t, b) => t + requirementsObeyed(b.requirements!, bl.filter((x) => x.blocker === b.id).map((x) => x.attacker)), 0);
  return got >= need;
}

/** The blockers (at most `max`) a random declaration keeps: those with requirements first. */
function limitBlockers(bl: BlockPair[], blockers: BlockerOption[], max: number): BlockPair[] {
  const obey = (id: string) => blockers.find((b) => b.id === id)?.requirements?.obey ?? 0;
  const ids = [...new Set(bl.map((x) => x.blocker))].sort((x, y) => obey(y) - obey(x)).slice(0, max);
  return bl.filter((x) => ids.includes(x.blocker));
}

function blocks(p: PlayerId, blockers: BlockerOption[], menace?: readonly string[], maxBlockers?: number): Action[] {
  type Pair = { blocker: string; attacker: string };
  const sets = blockers.map((b) => ({ b, sets: blockerSets(b) }));
  const pairs = (id: string, set: string[]): Pair[] => set.map((a) => ({ blocker: id, attacker: a }));
  let combos: Pair[][] = [[]];
  for (const { b, sets: ss } of sets) {
    const next: Pair[][] = [];
    for (const c of combos) {
      next.push([...c, ...pairs(b.id, ss[0]!)]);
      for (const set of ss.slice(1)) if (next.length < CAP) next.push([...c, ...pairs(b.id, set)]);
    }
    combos = next;
  }
  const out = combos;
  // Every choice of every blocker, the others making their first choice, even past the bound.
  const first = sets.flatMap(({ b, sets: ss }) => pairs(b.id, ss[0]!));
  for (const { b, sets: ss } of sets) for (const set of ss.slice(1)) {
    const bl = [...first.filter((x) => x.blocker !== b.id), ...pairs(b.id, set)];
    const key = (c: Pair[]) => c.map((x) => `${x.blocker}>${x.attacker}`).sort().join(",");
    const k = key(bl);
    if (!out.some((c) => c.length === bl.length && key(c) === k)) out.push(bl);
  }
  let legal = menace ? out.filter((bl) => menaceObeyed(bl, menace)) : out;
  if (maxBlockers !== undefined) {
    // Each blocker alone, too (the combinations above may all have too many).
    for (const { b, sets: ss } of sets) for (const set of ss) if (set.length) legal.push(pairs(b.id, set));
    const limited = limitBlockers(first, blockers, maxBlockers);
    legal.push(limited);
    legal = legal.filter((bl) => withinBlockerLimit(bl, blockers, maxBlockers) && (!menace || menaceObeyed(bl, menace)));
  }
  return legal.map((bl) => ({ type: "block", player: p, blocks: bl }));
}

function permutations<T>(xs: T[], cap = 24): T[][] {
  if (xs.length <= 1) return [xs];
  const out: T[][] = [];
  for (let i = 0; i < xs.length && out.length < cap; i++) {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)], cap)) {
      if (out.length >= cap) break;
      out.push([xs[i]!, ...rest]);
    }
  }
  return out;
}

function assigns(p: PlayerId, a: NonNullable<LegalOptions["assign"]>): Action[] {
  const out: Action[] = [];
  const orders = a.blockers.length <= 3 ? permutations(a.blockers) : [a.blockers];
  for (const order of orders) {
    const dmg: Record<string, number> = {};
    let left = a.power;
    for (const b of order) { const n = Math.min(left, a.lethal[b] ?? 0); dmg[b] = n; left -= n; }
    if (left > 0) {
      if (a.trample) dmg[a.defender] = left;
      else if (order.length) dmg[order[order.length - 1]!] = (dmg[order[order.length - 1]!] ?? 0) + left;
    }
    out.push({ type: "assign", player: p, attacker: a.attacker, damage: dmg });
  }
  // CR 702.22j–k: the banding player may put all the damage on any one creature.
  if (a.banding) for (const b of a.blockers) out.push({ type: "assign", player: p, attacker: a.attacker, damage: { [b]: a.power } });
  return out;
}

function answers(p: PlayerId, c: NonNullable<LegalOptions["choose"]>): Action[] {
  const ch = c.choice;
  const choose = (x: Omit<Extract<Action, { type: "choose" }>, "type" | "player">): Action => ({ type: "choose", player: p, ...x });
  switch (ch.type) {
    case "cards": {
      const out: Action[] = [];
      for (let k = ch.min; k <= ch.max && out.length < CAP; k++) {
        const sets = subsetsOfSize(ch.from, k, 16);
        // Every card appears in at least one answer, even past the cap: a search of a 50-card
        // library for one card (Demonic Tutor) may take any of them, not only the first 16.
        if (k > 0) for (const c of ch.from) if (!sets.some((s) => s.includes(c))) sets.push([c, ...ch.from.filter((x) => x !== c).slice(0, k - 1)]);
        for (const s of sets) out.push(choose({ cards: s }));
      }
      return out;
    }
    case "targets": return product(ch.slots, CAP).map((t) => choose({ cards: t }));
    case "order": return permutations(ch.items).map((o) => choose({ order: o }));
    case "yesno": return [choose({ value: true }), choose({ value: false })];
    case "pay": return c.canPay === false ? [choose({ value: false })] : [choose({ value: true }), choose({ value: false })];
    case "color": return ch.options.map((v) => choose({ value: v }));
    case "number": {
      const out: Action[] = [];
      for (let v = ch.min; v <= Math.min(ch.max, ch.min + 20); v++) out.push(choose({ value: v }));
      if (ch.optional) out.push(choose({ value: false }));
      return out;
    }
    case "mode": case "option": return ch.options.map((_o, i) => i + 1).filter((v) => !ch.allowed || ch.allowed.includes(v)).map((v) => choose({ value: v }));
    case "player": return ch.options.map((v) => choose({ value: v }));
    case "name": return allCardNames().map((v) => choose({ value: v })); // CR 201.4: every card name
    case "play": return []; // offered as `cast` options instead (legal.ts)
  }
}

/**
 * Complete actions for the options. `few` keeps X to its extremes and fewer target
 * combinations (for search); the default offers X from 1 to 10.
 */
export function actionsFrom(o: LegalOptions, opts: { few?: boolean } = {}): Action[] {
  const p = o.player;
  const out: Action[] = [];
  if (o.keep) out.push({ type: "keep", player: p });
  if (o.mulligan) out.push({ type: "mulligan", player: p });
  if (o.attack) out.push(...attacks(p, o.attack));
  if (o.block) out.push(...blocks(p, o.block.blockers, o.block.menace, o.block.maxBlockers));
  if (o.assign) out.push(...assigns(p, o.assign));
  if (o.choose) out.push(...answers(p, o.choose));
  if (o.payment) {
    out.push({ type: "cancel", player: p });
    if (o.payment.canConfirm) out.push({ type: "choose", player: p, value: true });
  }
  if (o.pass) out.push({ type: "pass", player: p });
  for (const id of o.play) out.push({ type: "play", player: p, card: id });
  const seenNames = new Set<string>();
  for (const c of o.cast) {
    // Identical cards give identical actions: offered once, by the first copy.
    if (seenNames.has(c.name)) continue;
    seenNames.add(c.name);
    out.push(...playables(p, c, "cast", !!opts.few));
  }
  for (const a of o.activate) out.push(...playables(p, a, "activate", !!opts.few));
  return out;
}

/**
 * One random complete action from the options, without listing them all (the random player, the
 * speed benchmark): an option is picked uniformly, then its targets, X and cost choices at random.
 * Mana abilities are left out where automatic payment pays for what they'd be for (with priority):
 * tapping a land for nothing only makes a random game longer.
 */
export function randomAction(o: LegalOptions, rand: (n: number) => number): Action | null {
  const p = o.player;
  const pick = <T,>(xs: readonly T[]): T => xs[rand(xs.length)]!;
  const entries: (() => Action)[] = [];
  if (o.pass) entries.push(() => ({ type: "pass", player: p }));
  if (o.keep) entries.push(() => ({ type: "keep", player: p }));
  if (o.mulligan) entries.push(() => ({ type: "mulligan", player: p }));
  for (const id of o.play) entries.push(() => ({ type: "play", player: p, card: id }));
  const playable = (opt: CastOption | ActivateOption, kind: "cast" | "activate") => () => {
    const a: Record<string, unknown> = kind === "cast" ? { type: "cast", player: p, card: opt.card } : { type: "activate", player: p, card: opt.card, ability: (opt as ActivateOption).ability };
    if (kind === "activate" && (opt as ActivateOption).mana) a.mana = pick((opt as ActivateOption).mana!);
    const mode = opt.modes ? pick(opt.modes) : undefined;
    if (mode) a.choices = { mode: mode.mode };
    let x = opt.x ? opt.x.min + rand(opt.x.max - opt.x.min + 1) : undefined;
    if (opt.variableTargets) {
      const vt = opt.variableTargets;
      const fixed = opt.targets.map((s) => pick(s.candidates));
      const cands = vt.candidates.filter((r) => !vt.ownerMustBe || vt.ownerMustBe.owners[r] === fixed[vt.ownerMustBe.slot]);
      const n = Math.min(cands.length, vt.min + rand(2));
      a.targets = [...fixed, ...(subsetsOfSize(cands, n, 1 + rand(4)).pop() ?? [])];
      if (x !== undefined) x = Math.max(opt.x!.min, x - Math.max(0, n - 1)); // the extra cost per target
    } else if (opt.xTargets) {
      const n = x ?? 0;
      a.targets = [...opt.xTargets.candidates].sort(() => rand(3) - 1).slice(0, n);
    } else {
      const slots = mode ? mode.targets : opt.targets;
      if (slots.length && opt.distinctTargets) {
        // CR 115.3: different objects for one "target" word.
        const chosen: Ref[] = [];
        for (const s of slots) { const left = s.candidates.filter((r) => !chosen.includes(r)); chosen.push(left.length ? pick(left) : pick(s.candidates)); }
        a.targets = chosen;
      } else if (slots.length) {
        const chosen: Ref[] = [];
        for (const [i, s] of slots.entries()) { const ok = s.candidates.filter((r) => slotAgrees(slots, i, r, chosen)); chosen.push(pick(ok.length ? ok : s.candidates)); }
        a.targets = chosen;
      }
      const fixed = xAllowedBy(slots, (a.targets as Ref[] | undefined) ?? []);
      if (fixed?.length) x = pick(fixed);
    }
    if (x !== undefined) a.x = x;
    const costs = costChoices(opt);
    const c = pick(costs);
    if (c) a.costs = c;
    return a as unknown as Action;
  };
  for (const c of o.cast) entries.push(playable(c, "cast"));
  const paying = !!o.payment || o.choose?.choice.type === "pay" || o.choose?.choice.type === "number";
  for (const a of o.activate) if (paying || !a.isMana) entries.push(playable(a, "activate"));
  if (o.attack) {
    const cr = o.attack.creatures;
    entries.push(() => {
      // A creature with an attack cost only with the required attackers (the options say it can
      // pay with them; other attackers might be the mana that pays).
      const costly = cr.filter((c) => c.cost);
      const paid = costly.length && rand(3) === 0 ? pick(costly).id : null;
      let attackers = cr.filter((c) => c.required || (!paid && !c.cost && rand(2) === 0) || c.id === paid).map((c) => c.id);
      // CR 508.1c: within a limit on the number of attackers, the required ones first.
      const max = o.attack!.max;
      if (max !== undefined && attackers.length > max) attackers = [...attackers.filter((id) => cr.find((c) => c.id === id)!.required), ...attackers.filter((id) => !cr.find((c) => c.id === id)!.required)].slice(0, max);
      const bands = o.attack!.bands && rand(2) === 0 ? bandsAmong(o.attack!, attackers, (ids) => pick(ids)) : null;
      return bands ? { type: "attack", player: p, attackers, bands } : { type: "attack", player: p, attackers };
    });
  }
  if (o.block) {
    const bl = o.block.blockers;
    const menace = o.block.menace;
    entries.push(() => {
      const chosen: BlockPair[] = bl.flatMap((b) => {
        const sets = blockerSets(b);
        const set = sets[0]!.length === 0 && rand(2) === 0 ? [] : pick(sets);
        return set.map((a) => ({ blocker: b.id, attacker: a }));
      });
      // CR 702.111b: a lone blocker of an attacker with menace doesn't block it.
      const kept = menaceObeyed(chosen, menace) ? chosen : chosen.filter((x) => !menace!.includes(x.attacker) || chosen.filter((y) => y.attacker === x.attacker).length !== 1);
      // CR 509.1b: within a limit on the number of blockers (Caverns of Despair).
      const max = o.block!.maxBlockers;
      const limited = max === undefined ? kept : limitBlockers(kept, bl, max);
      return { type: "block", player: p, blocks: max === undefined || menaceObeyed(limited, menace) ? limited : limited.filter((x) => !menace!.includes(x.attacker)) };
    });
  }
  if (o.assign) entries.push(() => pick(assigns(p, o.assign!)));
  if (o.choose) entries.push(() => pick(answers(p, o.choose!)));
  if (o.payment) {
    entries.push(() => ({ type: "cancel", player: p }));
    if (o.payment.canConfirm) entries.push(() => ({ type: "choose", player: p, value: true }));
  }
  if (!entries.length) return null;
  return pick(entries)();
}

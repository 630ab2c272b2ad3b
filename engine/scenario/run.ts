/** Runs one scenario: set up, play its actions, check its expectations (scenario-format.md). */
import "../cards/index";
import type { Action, CostChoices, GameEvent, PlayerId, Step } from "../types";
import { STEPS } from "../types";
import { applyAction } from "../core/actions";
import { Game } from "../core/game";
import { canonicalJson } from "../core/sha256";
import type { Decision, GameState } from "../core/state";
import { forcedAttackers, forcedBlocks } from "../core/combat";
import { openCards } from "../core/open-cards";
import { checkInvariants } from "../core/invariants";
import { maxHandSize } from "../core/player-rules";
import { subgameDepth } from "../core/subgame";
import { FormatError, validateScenario, type Scenario, type ScenarioAction, type ZoneExpect } from "./format";
import { objectForCard, RefError, resolveRef, type RefContext } from "./refs";
import { setupScenario, type ScenarioGame } from "./setup";

export interface ScenarioResult {
  name: string;
  pass: boolean;
  failures: string[];
}

/** A scenario that could not be played through: a rejected action, an engine invariant broken… */
export class ScenarioFailure extends Error {}

export function runScenarioJson(doc: unknown, fallbackName = "(unnamed)"): ScenarioResult {
  let sc: Scenario;
  try {
    sc = validateScenario(doc);
  } catch (e) {
    const name = doc && typeof doc === "object" && typeof (doc as { name?: unknown }).name === "string" ? (doc as { name: string }).name : fallbackName;
    return { name, pass: false, failures: [(e as Error).message] };
  }
  try {
    return runScenario(sc);
  } catch (e) {
    if (e instanceof FormatError || e instanceof RefError || e instanceof ScenarioFailure) return { name: sc.name, pass: false, failures: [e.message] };
    return { name: sc.name, pass: false, failures: [`engine error: ${(e as Error).stack ?? e}`] };
  }
}

export function runScenario(sc: Scenario): ScenarioResult {
  const sg = playScenario(sc);
  const failures = checkExpectations(sg, sc);
  return { name: sc.name, pass: failures.length === 0, failures };
}

/** The game a scenario sets up, before its actions (throws FormatError/RefError on a bad file). */
export function startScenario(sc: Scenario): ScenarioGame {
  return setupScenario(sc, (g, ref, field) => resolveRef(g, ref, field));
}

/** The game after a scenario's actions; throws on a rejected action or a broken engine invariant. */
export function playScenario(sc: Scenario): ScenarioGame {
  const sg = startScenario(sc);
  const actions = sc.actions ?? [];
  for (let i = 0; i < actions.length; i++) {
    const a = actions[i]!;
    const b = actions[i + 1];
    if (b && declaresOutOfTurn(sg.state, a, b)) {
      // CR 729.2, 103.5: a subgame's starting player is chosen at random, and its opening-hand
      // declarations take effect together: two given in the other order are made in the rules' order.
      stepScenario(sg, b, i + 1);
      stepScenario(sg, a, i);
      i++;
      continue;
    }
    stepScenario(sg, a, i);
  }
  return sg;
}

/** `a` and then `b` are both players' opening-hand declarations in a subgame, where `b`'s player declares first. */
function declaresOutOfTurn(s: GameState, a: ScenarioAction, b: ScenarioAction): boolean {
  const d = s.decision;
  const declares = (x: ScenarioAction) => (x.do === "keep" || x.do === "mulligan") && !x.reject && !x.probe;
  return !!s.main && d?.kind === "mulligan" && declares(a) && declares(b) && a.by !== d.player && b.by === d.player;
}

/** Plays the scenario's action number `i` on `sg` (its state is replaced by the next one). */
export function stepScenario(sg: ScenarioGame, a: ScenarioAction, i: number): void {
  runAction(sg, a, i);
  // An engine bug shows here rather than as a puzzling expectation later (fuzz failure files
  // rely on it: they reproduce a broken invariant as a FAIL at the action that broke it).
  const broken = checkInvariants(sg.state);
  if (broken.length) throw new ScenarioFailure(`after actions[${i}] (${a.do} by ${a.by}) the engine broke an invariant: ${broken.join("; ")}`);
}

// ---- actions ---------------------------------------------------------------------------------

/** Where short references in a `choose` point: among the question's candidates. */
function choiceContext(s: GameState): RefContext {
  const d = s.decision;
  if (!d) return "battlefield";
  if (d.kind === "choose") {
    const c = d.choice;
    if (c.type === "cards") return { among: c.from };
    if (c.type === "targets") return { among: c.slots.flatMap((sl) => sl.candidates) };
    if (c.type === "order") return { among: c.items };
  }
  return "battlefield";
}

/** References of triggered abilities on their way to the stack ("order"): pending trigger ids. */
function triggerRefs(sg: ScenarioGame, refs: string[], field: string): string[] {
  const s = sg.state;
  const used = new Set<string>();
  return refs.map((ref, k) => {
    const f = `${field}[${k}]`;
    const free = s.pendingTriggers.filter((t) => !used.has(t.id));
    let pick = free.find((t) => t.id === ref);
    if (!pick && ref in sg.ids) pick = free.find((t) => t.sourceCard === sg.ids[ref]);
    if (!pick) {
      const m = /^(?:(A|B):)?(.*?)(?: ability)?(?:#(\d+))?$/.exec(ref);
      if (m) {
        const [, who, name, nth] = m;
        // "#N" is the N-th match in listing order among all waiting triggers (the format's
        // references), so ["X#1", "X#2"] works; without "#N", the first not yet named.
        const match = (t: (typeof free)[number]) => t.name === name && (!who || t.controller === who);
        pick = nth ? s.pendingTriggers.filter(match)[Number(nth) - 1] : free.find(match);
        if (pick && used.has(pick.id)) pick = undefined;
      }
    }
    if (!pick) throw new RefError(`${f}: "${ref}" is not a triggered ability waiting to go on the stack`);
    used.add(pick.id);
    return pick.id;
  });
}

function toAction(sg: ScenarioGame, a: ScenarioAction, i: number): Action {
  const f = `actions[${i}]`;
  const player = a.by as PlayerId;
  const ref = (r: unknown, field: string, ctx?: RefContext) => resolveRef(sg, String(r), `${f}.${field}`, ctx);
  const refs = (list: unknown, field: string, ctx?: RefContext) => ((list as string[] | undefined) ?? []).map((r, k) => ref(r, `${field}[${k}]`, ctx));
  const choices = a.choices as Record<string, unknown> | undefined;
  const mapChoices = () => {
    if (!choices) return undefined;
    const out: Record<string, unknown> = { ...choices };
    if (choices.divide && typeof choices.divide === "object") {
      out.divide = Object.fromEntries(Object.entries(choices.divide as Record<string, number>).map(([k, v]) => [ref(k, "choices.divide"), v]));
    }
    return out as never;
  };
  const mapCosts = (): CostChoices | undefined => {
    const c = a.costs as Record<string, unknown> | undefined;
    if (!c) return undefined;
    const out: CostChoices = {};
    if (c.sacrifice) out.sacrifice = refs(c.sacrifice, "costs.sacrifice");
    if (c.discard) out.discard = refs(c.discard, "costs.discard", "hand");
    if (c.exile) out.exile = refs(c.exile, "costs.exile");
    if (c.tap) out.tap = refs(c.tap, "costs.tap");
    if (c.untap) out.untap = refs(c.untap, "costs.untap");
    if (c.return) out.return = refs(c.return, "costs.return");
    if (c.life !== undefined) out.life = c.life as number;
    if (c.counters) out.counters = c.counters as Record<string, number>;
    return out;
  };
  const pay = (a.pay as string[] | undefined)?.map((r, k) => (r === "pool" ? "pool" : ref(r, `pay[${k}]`)));
  switch (a.do) {
    case "pass": return { type: "pass", player };
    case "mulligan": return { type: "mulligan", player };
    case "keep": return { type: "keep", player };
    case "play": return { type: "play", player, card: ref(a.card, "card", "hand") };
    case "cast": {
      const act: Action = { type: "cast", player, card: ref(a.card, "card", "hand") };
      if (a.targets) act.targets = refs(a.targets, "targets");
      if (a.x !== undefined) act.x = a.x as number;
      if (pay) act.pay = pay;
      if (choices) act.choices = mapChoices();
      const costs = mapCosts();
      if (costs) act.costs = costs;
      return act;
    }
    case "activate": {
      const act: Action = { type: "activate", player, card: ref(a.card, "card") };
      if (a.ability !== undefined) act.ability = a.ability as number;
      if (a.targets) act.targets = refs(a.targets, "targets");
      if (a.x !== undefined) act.x = a.x as number;
      if (a.mana !== undefined) act.mana = String(a.mana);
      if (pay) act.pay = pay;
      if (choices) act.choices = mapChoices();
      const costs = mapCosts();
      if (costs) act.costs = costs;
      return act;
    }
    case "attack": {
      const act: Action = { type: "attack", player, attackers: refs(a.attackers, "attackers") };
      if (a.bands) act.bands = (a.bands as string[][]).map((b, k) => refs(b, `bands[${k}]`));
      return act;
    }
    case "block":
      return { type: "block", player, blocks: (a.blocks as { blocker: string; attacker: string }[]).map((b, k) => ({ blocker: ref(b.blocker, `blocks[${k}].blocker`), attacker: ref(b.attacker, `blocks[${k}].attacker`) })) };
    case "assign":
      return { type: "assign", player, attacker: ref(a.attacker, "attacker"), damage: Object.fromEntries(Object.entries(a.damage as Record<string, number>).map(([k, v]) => [ref(k, "damage"), v])) };
    case "choose": {
      const act: Action = { type: "choose", player };
      const ctx = choiceContext(sg.state);
      const isOrder = sg.state.decision?.kind === "choose" && sg.state.decision.choice.type === "order";
      const dq = sg.state.decision;
      // A card from outside the game (Ring of Ma'rûf: the player's sideboard, CR 400.11) is named
      // "A:sideboard:Name"; the engine asks it as an option among the sideboard's names.
      const outside = Array.isArray(a.cards) && a.cards.length === 1 && !(String(a.cards[0]) in sg.ids) ? sg.outside?.[String(a.cards[0])] : undefined;
      const side = Array.isArray(a.cards) && a.cards.length === 1
        ? (outside ? [String(a.cards[0]), outside.player, outside.name] : /^([AB]):sideboard:(.+)$/.exec(String(a.cards[0])))
        : null;
      if (side && dq?.kind === "choose" && dq.choice.type === "option") {
        const name = side[2]!.replace(/#\d+$/, "");
        if (!sg.state.players[side[1] as "A" | "B"].sideboard?.includes(name)) throw new RefError(`${f}.cards: "${(a.cards as string[])[0]}" is not in ${side[1]}'s sideboard`);
        act.value = dq.choice.options.indexOf(name) + 1;
        return act;
      }
      if (a.cards) {
        if (isOrder) act.order = triggerRefs(sg, a.cards as string[], `${f}.cards`);
        else act.cards = refs(a.cards, "cards", ctx);
      }
      if (a.order) act.order = triggerRefs(sg, a.order as string[], `${f}.order`);
      const d = sg.state.decision;
      if (!a.cards && (a.value === "A" || a.value === "B") && d?.kind === "choose" && d.choice.type === "targets") {
        // Spec "Additions": a player is answered with `value` "A"/"B"; as a target, it is the same answer as `cards`.
        act.cards = refs([a.value], "value", ctx);
      } else if (a.value !== undefined) act.value = a.value as never;
      return act;
    }
  }
  throw new ScenarioFailure(`${f}.do: unknown verb "${a.do}"`);
}

function runAction(sg: ScenarioGame, a: ScenarioAction, i: number): void {
  if (a.do === "advance") return advanceTo(sg, a.to as Step, a.turn as number | undefined, i);
  const q = sg.state.decision;
  if (a.do === "choose" && Array.isArray(a.cards) && q?.kind === "choose" && (q.choice.type === "yesno" || q.choice.type === "pay")) return chooseCardsForYesNo(sg, a, i);
  let action: Action;
  try {
    action = toAction(sg, a, i);
  } catch (e) {
    if (a.reject && e instanceof RefError) return; // an action naming what isn't there can't be taken
    throw e;
  }
  const before = a.reject || a.probe ? canonicalJson(sg.state) : "";
  const r = applyAction(sg.state, action);
  if (before && canonicalJson(sg.state) !== before) throw new ScenarioFailure(`actions[${i}]: the engine changed the state it was given`);
  if (a.probe) {
    // "Can this be done now?": the answer is checked, the action is not performed.
    if (a.reject && r.ok) throw new ScenarioFailure(`actions[${i}] (${a.do} by ${a.by}, probe) should not be allowed, but is`);
    if (!a.reject && !r.ok) throw new ScenarioFailure(`actions[${i}] (${a.do} by ${a.by}, probe) should be allowed, but was rejected: ${r.rejection.message}`);
    return;
  }
  if (a.reject) {
    if (r.ok) throw new ScenarioFailure(`actions[${i}] (${a.do} by ${a.by}) should have been rejected, but was accepted`);
    return;
  }
  if (!r.ok) throw new ScenarioFailure(`actions[${i}] (${a.do} by ${a.by}) was rejected: ${r.rejection.message}`);
  sg.state = r.state;
}

/**
 * "Unless you sacrifice an Island" (CR 118.12a: "you may sacrifice an Island; if you don't, ...")
 * is asked as a yes/no, then which ones. A `choose` naming the cards at that yes/no answers both,
 * as the format's "optional choice of objects" reads: `cards` naming them means yes and picks them
 * (the pick is skipped when the engine had no choice to ask), `[]` means no. `value` may be given too.
 */
function chooseCardsForYesNo(sg: ScenarioGame, a: ScenarioAction, i: number): void {
  const start = sg.state;
  const cards = a.cards as string[];
  const yes = a.value !== undefined ? a.value : cards.length > 0;
  const chooser = (start.decision as { player: PlayerId }).player;
  let failure: unknown = null;
  try {
    runAction(sg, { ...a, cards: undefined, value: yes, reject: false, probe: false }, i);
    const d = sg.state.decision;
    if (yes === true && cards.length && d?.kind === "choose" && d.choice.type === "cards" && d.player === chooser) {
      runAction(sg, { ...a, value: undefined, reject: false, probe: false }, i);
    }
  } catch (e) {
    if (!(e instanceof ScenarioFailure) && !(e instanceof RefError)) throw e;
    failure = e;
  }
  if (a.probe || a.reject) {
    sg.state = start;
    if (a.reject && !failure) throw new ScenarioFailure(`actions[${i}] (${a.do} by ${a.by}${a.probe ? ", probe" : ""}) should ${a.probe ? "not be allowed, but is" : "have been rejected, but was accepted"}`);
    if (!a.reject && failure) throw failure;
    return;
  }
  if (failure) throw failure;
}

/**
 * `advance`: both players pass until step `to` (of turn `turn`) begins, then stop at its first
 * decision (or, for a step without any, the first one after it).
 */
function advanceTo(sg: ScenarioGame, to: Step, turn: number | undefined, i: number): void {
  // CR 729: the actions go on in the subgame while it is played, and in the main game once it ends:
  // an advance arrives at step `to` of the game being played, counting only the steps after the last
  // change of game (a subgame's opening hands met on the way are kept).
  const depth0 = subgameDepth(sg.state);
  const sinceGameChange = (events: GameEvent[]) => {
    let k = events.length;
    while (k > 0 && events[k - 1]!.type !== "subgame" && events[k - 1]!.type !== "subgame_over") k--;
    return k ? events.slice(k) : events;
  };
  const arrivedBy = (events: GameEvent[]) => sinceGameChange(events).some((e) => e.type === "step" && e.step === to && (turn === undefined || e.turn === turn));
  const toIndex = STEPS.indexOf(to);
  for (let guard = 0; guard < 5000; guard++) {
    const s = sg.state;
    if (s.outcome) return;
    if (turn !== undefined && s.turn.number > turn && subgameDepth(s) === depth0) throw new ScenarioFailure(`actions[${i}]: turn ${turn} passed without reaching ${to}`);
    let action: Action;
    const d = s.decision;
    if (d) {
      if (d.kind === "declare_attackers") {
        action = { type: "attack", player: d.player, attackers: forcedAttackers(new Game(s)) };
      } else if (d.kind === "declare_blockers") {
        action = { type: "block", player: d.player, blocks: forcedBlocks(new Game(s)) };
      } else if (d.kind === "mulligan" && s.main) {
        // A subgame's opening hands met on the way (CR 729.2, 103.5) are kept.
        action = { type: "keep", player: d.player };
      } else if (d.kind === "choose" && d.resume.at === "untap") {
        // Spec "Additions", untap step: optional untap choices untap everything that may untap.
        action = { type: "choose", player: d.player, cards: [] };
      } else if (beginsStepTo(s, d, to, turn)) {
        // A question asked as step `to` would begin ("you may skip that step/turn instead": Fasting,
        // Time Vault, CR 614.10) is the first decision of that step: stop at it.
        return;
      } else {
        throw new ScenarioFailure(`actions[${i}]: advance to ${to} stopped: a decision is needed first (${d.kind}${d.kind === "choose" ? `: ${d.prompt}` : ""} for ${d.player})`);
      }
    } else if (s.priority) action = { type: "pass", player: s.priority };
    else throw new ScenarioFailure(`actions[${i}]: advance stalled (no one to act)`);
    const r = applyAction(s, action);
    if (!r.ok) throw new ScenarioFailure(`actions[${i}]: advance failed: ${r.rejection.message}`);
    sg.state = r.state;
    // A subgame ended and its main game resumed in step `to` (where the subgame's spell was cast).
    if (r.events.some((e) => e.type === "subgame_over") && sg.state.turn.step === to && (turn === undefined || sg.state.turn.number === turn)) return;
    if (arrivedBy(r.events)) {
      // Arrived: at the first decision inside `to`, or after it if `to` asks nothing (untap).
      const now = sg.state.turn;
      if (now.step === to || STEPS.indexOf(now.step) > toIndex || sg.state.outcome) return;
    }
  }
  throw new ScenarioFailure(`actions[${i}]: advance to ${to} did not arrive`);
}

/**
 * Whether decision `d` is asked as step `to` (of turn `turn`) would begin: all passed on an empty stack
 * in the step just before it (the pass is replayed with the answer), so the question belongs to the
 * beginning of `to` (a skipped draw step, Fasting; a skipped turn, Time Vault: before its untap step).
 */
function beginsStepTo(s: GameState, d: Decision, to: Step, turn: number | undefined): boolean {
  if (d.kind !== "choose" || d.resume.at !== "replay" || d.resume.action.type !== "pass" || s.stack.length) return false;
  const step = s.turn.step;
  if (to === "untap") return (step === "end" || step === "cleanup") && (turn === undefined || turn === s.turn.number + 1);
  const next = STEPS[STEPS.indexOf(step) + 1];
  return next === to && (turn === undefined || turn === s.turn.number);
}

// ---- expectations ----------------------------------------------------------------------------

function multiset(xs: string[]): string {
  return [...xs].sort().join(" | ");
}

function compareZone(label: string, actual: string[], exp: ZoneExpect, out: string[]): void {
  const shown = actual.map((n) => n || "(nameless)"); // a face-down spell has no name (CR 708.2a)
  if (Array.isArray(exp)) {
    // Sizes first: a nameless object joins to nothing.
    if (actual.length !== exp.length || multiset(actual) !== multiset(exp)) out.push(`${label}: expected [${exp.join(", ")}], got [${shown.join(", ")}]`);
  } else if ("ordered" in exp) {
    if (actual.length !== exp.ordered.length || actual.join(" | ") !== exp.ordered.join(" | ")) out.push(`${label}: expected in order [${exp.ordered.join(", ")}], got [${shown.join(", ")}]`);
  } else if ("contains" in exp) {
    const left = [...actual];
    for (const n of exp.contains) {
      const k = left.indexOf(n);
      if (k < 0) { out.push(`${label}: expected to contain ${n}, got [${shown.join(", ")}]`); return; }
      left.splice(k, 1);
    }
  } else if ("count" in exp) {
    if (actual.length !== exp.count) out.push(`${label}: expected ${exp.count} card(s), got ${actual.length}`);
  } else if ("countOf" in exp) {
    for (const [name, n] of Object.entries(exp.countOf)) {
      const got = actual.filter((x) => x === name).length;
      if (got !== n) out.push(`${label}: expected ${n} ${name}, got ${got}`);
    }
  } else out.push(`${label}: unknown zone expectation`);
}

const sameSet = (a: unknown[], b: unknown[]) => multiset(a.map(String)) === multiset([...new Set(b.map(String))]) && new Set(a.map(String)).size === a.length;

function checkExpectations(sg: ScenarioGame, sc: Scenario): string[] {
  const out: string[] = [];
  const s = sg.state;
  const g = new Game(s);
  const e = sc.expect;
  if (!e) return out;
  if (e.turn) {
    for (const k of ["number", "active", "step"] as const) {
      if (e.turn[k] !== undefined && e.turn[k] !== s.turn[k]) out.push(`turn.${k}: expected ${e.turn[k]}, got ${s.turn[k]}`);
    }
  }
  if (e.winner !== undefined) {
    const w = s.outcome ? s.outcome.winner : null;
    if (w !== e.winner) out.push(`winner: expected ${e.winner}, got ${w}${s.outcome ? ` (${s.outcome.reason})` : ""}`);
  }
  if (e.subgame !== undefined && subgameDepth(s) !== e.subgame) out.push(`subgame: expected ${e.subgame === 0 ? "the main game" : `a subgame ${e.subgame} deep`}, got ${subgameDepth(s) === 0 ? "the main game" : `a subgame ${subgameDepth(s)} deep`}`);
  if (e.stack !== undefined) checkStack(sg, e.stack, out);
  for (const [p, pe] of Object.entries(e.players ?? {})) {
    if (p !== "A" && p !== "B") { out.push(`players.${p}: players are A and B`); continue; }
    const pl = s.players[p];
    for (const [k, v] of Object.entries(pe)) {
      const label = `players.${p}.${k}`;
      if (k === "life" || k === "poison" || k === "landsPlayed") {
        if (pl[k] !== v) out.push(`${label}: expected ${v}, got ${pl[k]}`);
      } else if (k === "maxHandSize") {
        const n = maxHandSize(g, p); // CR 402.2: the game's rule, as effects change it for this player
        if (n !== v) out.push(`${label}: expected ${v}, got ${n}`);
      } else if (k === "revealed") {
        // This player's hidden cards every player may see now (core/open-cards.ts): a hand or library
        // tops played revealed (Revelation, Field of Dreams), a card revealed in hand (Firestorm Phoenix).
        const shown = openCards(g, p).map((id) => g.obj(id)!.name);
        compareZone(label, shown, v as ZoneExpect, out);
      } else if (k === "manaPool") {
        const want = String(v).replace(/[{}\s]/g, "").split("").filter(Boolean);
        if (multiset(pl.manaPool) !== multiset(want)) out.push(`${label}: expected "${v}", got "${pl.manaPool.map((m) => `{${m}}`).join("")}"`);
      } else if (k === "sideboard") {
        compareZone(label, pl.sideboard ?? [], v as ZoneExpect, out); // CR 400.11: names outside the game
      } else if (["hand", "library", "graveyard", "exile", "battlefield", "ante"].includes(k)) {
        // CR 702.26d: a phased-out permanent is treated as though it's not on the battlefield and not
        // under its controller's control, so it isn't one of the permanents a player's list names
        // (`"phasedOut": true` on the object checks it).
        const ids = k === "battlefield" ? s.battlefield.filter((id) => s.objects[id]!.controller === p) : pl[k as "hand"];
        compareZone(label, ids.map((id) => s.objects[id]!.name), v as ZoneExpect, out);
      } else out.push(`${label}: unknown field`);
    }
  }
  for (const [ref, oe] of Object.entries(e.objects ?? {})) {
    let id: string;
    try {
      id = resolveRef(sg, ref, `expect.objects`);
    } catch (err) {
      // An id whose card is gone entirely can only be expected to be nowhere.
      out.push((err as Error).message);
      continue;
    }
    const o = s.objects[id];
    if (!o) { out.push(`expect.objects.${ref}: not found`); continue; }
    const c = g.chars(o);
    for (const [k, v] of Object.entries(oe)) {
      const label = `objects.${ref}.${k}`;
      const ref2 = (r: unknown) => { try { return resolveRef(sg, String(r), label); } catch { return `(${r})`; } };
      switch (k) {
        case "attachedTo": {
          const want = v === null ? null : ref2(v);
          const got = o.attachedTo ?? null;
          if (got !== want) out.push(`${label}: expected ${v}, got ${got === null ? "nothing" : describe(s, got)}`);
          break;
        }
        case "blocking": {
          const want = v === null ? [] : (Array.isArray(v) ? v : [v]).map(ref2);
          const got = o.blocking ?? [];
          if (multiset(got) !== multiset(want)) out.push(`${label}: expected ${JSON.stringify(v)}, got [${got.map((x) => describe(s, x)).join(", ")}]`);
          break;
        }
        case "counters": {
          const want = Object.fromEntries(Object.entries(v as Record<string, number>).filter(([, n]) => n > 0));
          const got = Object.fromEntries(Object.entries(o.counters).filter(([, n]) => n > 0));
          if (canonicalJson(got) !== canonicalJson(want)) out.push(`${label}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
          break;
        }
        case "types": case "subtypes": case "supertypes": case "colors": {
          const got = c[k] as string[];
          if (!Array.isArray(v) || !sameSet(v, got)) out.push(`${label}: expected ${JSON.stringify(v)}, got ${JSON.stringify(got)}`);
          break;
        }
        case "keywords": case "notKeywords": {
          if (!Array.isArray(v)) { out.push(`${label}: must be a list`); break; }
          for (const kw of v) {
            // "Bands with other legends" is the older wording of "bands with other legendary creatures".
            const word = String(kw).toLowerCase();
            const has = c.keywords.has(word) || (word === "bands with other legends" && c.keywords.has("bands with other legendary creatures"));
            if (k === "keywords" && !has) out.push(`${label}: expected ${kw}, it has [${[...c.keywords].join(", ")}]`);
            if (k === "notKeywords" && has) out.push(`${label}: expected no ${kw}, but it has it`);
          }
          break;
        }
        default: {
          const actual: unknown = (() => {
            switch (k) {
              case "zone": return o.zone;
              case "tapped": return o.tapped;
              case "sick": return o.sick;
              case "power": return c.power;
              case "toughness": return c.toughness;
              case "damage": return o.damage;
              case "controller": return o.zone === "battlefield" ? c.controller : o.controller;
              case "owner": return o.owner;
              case "attacking": return !!o.attacking;
              case "name": return c.name;
              case "token": return o.card < 0;
              case "phasedOut": return !!o.phasedOut; // CR 702.26
              case "faceDown": return !!o.faceDown; // CR 406.3: a card exiled face down
              default: return undefined;
            }
          })();
          if (actual === undefined) out.push(`${label}: unknown field`);
          else if (actual !== v) out.push(`${label}: expected ${JSON.stringify(v)}, got ${JSON.stringify(actual)}`);
        }
      }
    }
  }
  return out;
}

function checkStack(sg: ScenarioGame, exp: NonNullable<NonNullable<Scenario["expect"]>["stack"]>, out: string[]): void {
  const s = sg.state;
  const names = s.stack.map((i) => (i.kind === "ability" ? `${i.name} ability` : i.name));
  // A face-down spell has no name (CR 708.2a); as in the zone lists, its card's name names it too.
  const cardName = (i: (typeof s.stack)[number]): string | undefined => (i.kind === "spell" && s.objects[i.id]?.faceDown ? s.objects[i.id]!.name : undefined);
  if (!Array.isArray(exp) || exp.every((x) => typeof x === "string")) {
    const mine: string[] = [];
    compareZone("stack", names, exp as ZoneExpect, mine);
    if (mine.length && s.stack.some(cardName)) {
      const alt: string[] = [];
      compareZone("stack", s.stack.map((i, k) => cardName(i) ?? names[k]!), exp as ZoneExpect, alt);
      if (!alt.length) return;
    }
    out.push(...mine);
    return;
  }
  if (exp.length !== s.stack.length) { out.push(`stack: expected ${exp.length} item(s), got [${names.join(", ")}]`); return; }
  exp.forEach((want, i) => {
    const it = s.stack[i]!;
    const label = `stack[${i}]`;
    if (typeof want === "string") { if (want !== names[i] && want !== cardName(it)) out.push(`${label}: expected ${want}, got ${names[i]}`); return; }
    if (want.name !== undefined && want.name !== names[i] && want.name !== it.name && want.name !== cardName(it)) out.push(`${label}.name: expected ${want.name}, got ${names[i]}`);
    if (want.controller !== undefined && want.controller !== it.controller) out.push(`${label}.controller: expected ${want.controller}, got ${it.controller}`);
    if (want.x !== undefined && want.x !== (it.x ?? 0)) out.push(`${label}.x: expected ${want.x}, got ${it.x ?? 0}`);
    if (want.targets !== undefined) {
      const wantRefs = (want.targets as string[]).map((r) => { try { return resolveRef(sg, r, `${label}.targets`); } catch { return `(${r})`; } });
      if (wantRefs.join(",") !== it.targets.join(",")) out.push(`${label}.targets: expected ${JSON.stringify(want.targets)}, got [${it.targets.map((t) => describe(s, t)).join(", ")}]`);
    }
  });
}

function describe(s: GameState, ref: string): string {
  if (ref === "A" || ref === "B") return ref;
  return s.objects[ref]?.name ?? ref;
}

export { objectForCard };

/**
 * The strong opponent: determinized Monte Carlo search. For a decision that matters (what to
 * cast or activate, how to attack, how to block) it takes the heuristic's most promising
 * candidates, and until its time budget runs out it repeatedly
 *   1. samples a full state from its view (determinize.ts: the hidden cards drawn from the cards
 *      not yet seen; never the true hidden state),
 *   2. plays each candidate on that same sample, then both players by the heuristic for four
 *      turns (declining the heuristic's move holds for the rest of the turn), and evaluates the
 *      position reached: ±1 for a finished game, otherwise by the chance of winning from there
 *      that a model fitted to game outcomes gives it (win-model.ts).
 * Candidates are compared on the same samples (common random numbers), clearly worse ones are
 * dropped as the evidence grows, the search ends early once one candidate is clearly best, and
 * the heuristic's own choice is kept unless another candidate is better by a margin. Everything
 * else (mulligans, discards, choices) is the heuristic's.
 */
import { activatedAbilityIsMana, apply, applyInPlace, legalActionList, viewFor, whoMustAct, type Action, type GameState, type PlayerId, type PlayerView } from "../../../engine/index";
import { seededRandom } from "../play/random-game";
import { otherPlayer } from "./board";
import { scoreAttack, scoreBlocks } from "./combat";
import { determinize } from "./determinize";
import { holdsPiece } from "./combo";
import { heuristicDecide, priorityCandidates, recordChoice } from "./heuristic";
import { Ctx } from "./heuristic-context";
import { newMemory, type AiKnowledge, type AiMemory } from "./types";
import { context as traceContext, describeAction, type TraceEntry, type TraceSink } from "./trace";
import { winChance } from "./win-model";

export interface StrongInput {
  view: PlayerView;
  legal: Action[];
  /** The game as this player knows it (engine `knownState`): samples fill its hidden cards. */
  known?: GameState;
  knowledge: AiKnowledge;
  memory: AiMemory;
  rand: (n: number) => number;
  budgetMs: number;
  stop?: () => boolean;
  /** Turns a rollout looks ahead (default 4: the rest of this turn and three more). */
  horizon?: number;
  /** Stop after this many samples even if time is left (tests: a search independent of the clock). */
  maxSamples?: number;
  /**
   * With `maxSamples`: no time limit at all, only the samples (`moxen sim --budget-samples`), so
   * that a measurement is the same search on a quiet and on a loaded machine.
   */
  untimed?: boolean;
  /** Where this decision's explanation goes (trace.ts); none when absent. */
  trace?: TraceSink;
}

/** Statistics of the last search, for tests and tuning. */
export interface SearchStats {
  candidates: number;
  samples: number;
  rollouts: number;
  chosen: string;
  heuristic: string;
  means: number[];
  /** Per candidate: rollouts played, and whether it was still in the running at the end. */
  counts: number[];
  alive: boolean[];
  /** Per candidate: mean gain over the heuristic's choice on the same samples (0 for the heuristic's own). */
  gains: number[];
  /** Why the search ended: its time or sample budget ran out, or the evidence settled the choice. */
  ended: "time" | "samples" | "one left" | "all equal" | "clear winner";
}
export let lastSearch: SearchStats | null = null;

/** Candidates compared (was 6 before the engine got ten times faster). */
export const MAX_CANDIDATES = 8;
/**
 * A candidate is dropped once its gain over the heuristic's choice falls short of the margin by
 * this many standard errors… (the choice is insensitive to the sample count beyond a few dozen
 * rollouts: most of the gain comes from a few decisions where a candidate is far better)
 */
const DROP_SE = 2;
/**
 * …on at least this many samples; also the fewest samples before a clear winner stops the search.
 * 16 since the engine got about ten times faster (it was 8): the time goes into more evidence
 * before a candidate is dropped or declared best, where the choice is open.
 */
const MIN_SAMPLES_TO_DROP = 16;
/** A clear winner leads the heuristic's choice (beyond the margin) and every other candidate by this many standard errors. */
const WIN_SE = 2;
/** Turns a rollout plays: the rest of this turn and three more (self-play: 4 beat 2, 3 and 8). */
const DEFAULT_HORIZON = 4;
/**
 * Another candidate replaces the heuristic's choice only when its mean gain, less this many
 * standard errors, still exceeds the margin (it was 1 standard error, the margin apart: with up
 * to seven candidates against the heuristic's and 3–8 samples, which a loaded machine gives in
 * 2 s, some candidate looked better by chance at most contested decisions, and the search threw
 * away the heuristic's plan-aware move for noise).
 */
export const SE_TO_CHANGE = 2;
/** …and on at least this many samples (a standard error from three is no evidence). */
export const MIN_SAMPLES_TO_CHANGE = 8;
/** Look-aheads the heuristic makes per decision inside rollouts: as many as the real one, to model it faithfully. */
const ROLLOUT_SIMS = 8;
/** How much better (in utility, about 0.04 a card) another candidate must look to overrule the heuristic. */
const MARGIN = 0.01;

export function strongDecide(input: StrongInput): Action {
  const { view, legal } = input;
  lastSearch = null;
  if (legal.length === 1) return legal[0]!;
  // Explaining: the heuristic's own reasoning is kept, and shown when no search overrules it.
  let prior: TraceEntry | undefined;
  const heuristicChoice = heuristicDecide({ ...input, memory: { ...input.memory, regenerated: [...input.memory.regenerated] }, trace: input.trace ? (e) => (prior = e) : undefined });
  const candidates = candidatesFor(input, heuristicChoice);
  if (candidates.length < 2 || input.budgetMs <= 0 || !input.known) {
    if (input.trace && prior) input.trace({ ...prior, ai: "strong", note: "no search here: the heuristic's choice" });
    recordChoice(input.memory, view, heuristicChoice);
    return heuristicChoice;
  }
  const chosen = search(input, candidates, heuristicChoice);
  if (input.trace && lastSearch) input.trace(explainSearch(input, lastSearch, candidates, chosen, heuristicChoice));
  recordChoice(input.memory, view, chosen);
  return chosen;
}

/** The search's candidates with their mean rollout results, for `--explain`. */
function explainSearch(input: StrongInput, s: SearchStats, candidates: Action[], chosen: Action, h: Action): TraceEntry {
  const { view } = input;
  const options = candidates.map((action, i) => ({
    label: describeAction(action, view),
    score: Number.isFinite(s.means[i]) ? Math.round(s.means[i]! * 1000) / 1000 : null,
    note: `${i === 0 ? "heuristic's choice, " : `gain ${s.gains[i]! >= 0 ? "+" : ""}${s.gains[i]!.toFixed(3)}, `}${s.counts[i]} rollouts${s.alive[i] ? "" : ", dropped"}`,
    action,
  })).sort((x, y) => (y.score ?? -Infinity) - (x.score ?? -Infinity));
  const i = candidates.indexOf(chosen);
  return {
    ...traceContext("strong", view, input.legal.length), how: "search", options, more: 0,
    chosen: { label: describeAction(chosen, view), score: options.find((o) => o.action === chosen)?.score ?? null, action: chosen },
    note: `${s.samples} samples, ${s.rollouts} rollouts (ended: ${s.ended}); ${i === 0 ? "kept the heuristic's choice (no other beat it by the margin, clearly)" : `overruled the heuristic's choice (${describeAction(h, view)})`}`,
  };
}

/** The candidates worth searching, the heuristic's choice first; none for decisions left to the heuristic. */
export function candidatesFor(input: StrongInput, h: Action, max = MAX_CANDIDATES): Action[] {
  const { view, legal } = input;
  const d = view.decision;
  const key = JSON.stringify(h);
  const uniq = (xs: Action[]) => {
    const seen = new Set<string>([key]);
    const out: Action[] = [h];
    for (const a of xs) {
      const k = JSON.stringify(a);
      if (!seen.has(k)) { seen.add(k); out.push(a); }
    }
    return out.slice(0, max);
  };
  if (d && (d.by ?? d.player) === view.you) {
    if (d.kind === "declare_attackers") {
      const attacks = legal.filter((a): a is Extract<Action, { type: "attack" }> => a.type === "attack");
      const scored = attacks.map((a) => ({ a, s: scoreAttack(view, view.you, a.attackers) })).sort((x, y) => y.s - x.s);
      // The best-scored subsets tend to differ by one small creature; holding back and the
      // all-out attack are the choices that decide races, so they are always compared.
      const bySize = [...attacks].sort((x, y) => x.attackers.length - y.attackers.length);
      return withExtremes(uniq(scored.map((x) => x.a)), [bySize[0], bySize[bySize.length - 1]]);
    }
    if (d.kind === "declare_blockers") {
      const blocks = legal.filter((a): a is Extract<Action, { type: "block" }> => a.type === "block");
      const scored = blocks.map((a) => ({ a, s: scoreBlocks(view, view.you, a.blocks) })).sort((x, y) => y.s - x.s);
      // Taking the damage (no block) is always among the choices compared.
      return withExtremes(uniq(scored.map((x) => x.a)), [blocks.find((a) => a.blocks.length === 0)]);
    }
    return [];
  }
  if (view.priority !== view.you) return [];
  // A land is always played (the heuristic chooses which); otherwise compare the spells and abilities.
  if (h.type === "play") return [];
  if (!keyMoment(view)) return [];
  const cands = priorityCandidates({ ...input, memory: newMemory() }, max + 4).filter((a) => a.type !== "play" && !planHolds(input, a));
  return cands.length > 1 ? uniq(cands) : [];
}

/**
 * Whether the deck's plan keeps this card for later, as the heuristic does (and never plays it
 * here): a combo piece (combo.ts `holdsPiece`: Channel, a cost reducer off its engine, or the
 * deck's Fireball at a creature while nothing presses). Its worth lies beyond a rollout's four
 * turns (the kill it makes), so a rollout sees only the creature it kills now: at 16 samples the
 * search spent Channel-Fireball's Fireball on a Savannah Lions instead of building the engine.
 * (A control deck's answers are judged by the heuristic's look-ahead, which the search does
 * not have; it needs the evidence of `overrules` to counter a cheap creature.)
 */
export function planHolds(input: StrongInput, a: Action): boolean {
  if (a.type !== "cast") return false;
  return holdsPiece(new Ctx({ ...input, memory: newMemory() }), a);
}

/**
 * `cands` (the heuristic's choice first) with `extremes` always among them: they take the places
 * of the lowest-ranked others when the list is full (an extreme already ranked keeps its place
 * only as an extreme, so trimming the tail cannot drop it).
 */
export function withExtremes(cands: Action[], extremes: (Action | undefined)[], max = MAX_CANDIDATES): Action[] {
  const [h, ...rest] = cands;
  if (!h) return [];
  const hKey = JSON.stringify(h);
  const extra = new Map<string, Action>();
  for (const a of extremes) {
    if (!a) continue;
    const k = JSON.stringify(a);
    if (k !== hKey) extra.set(k, a);
  }
  const others = rest.filter((a) => !extra.has(JSON.stringify(a)));
  return [h, ...others.slice(0, Math.max(0, max - 1 - extra.size)), ...extra.values()];
}

/**
 * The priority stops where the choice usually matters: your main phases, the opponent's spells on
 * the stack, combat after attackers or blockers are declared, and the end of the opponent's turn.
 * Elsewhere the heuristic's choice stands (the time goes to the decisions that need it).
 */
function keyMoment(view: PlayerView): boolean {
  const me = view.you;
  const top = view.stack[view.stack.length - 1];
  if (top) return top.controller !== me;
  const step = view.turn.step;
  if (view.turn.active === me) return step === "precombat_main" || step === "postcombat_main" || step === "declare_blockers";
  return step === "declare_attackers" || step === "declare_blockers" || step === "end";
}

/**
 * A rollout's result on a bounded scale: ±1 for a finished game, otherwise 2·P(win) − 1 by the win
 * model fitted to game outcomes (win-model.ts), so that a position counts by how often such
 * positions are won, not by the hand-tuned evaluation's idea of their worth.
 */
export function utility(state: GameState, me: PlayerId): number {
  return 2 * winChance(state, me) - 1;
}

interface Tally {
  action: Action;
  sum: number;
  n: number;
  alive: boolean;
}

function search(input: StrongInput, candidates: Action[], h: Action): Action {
  const started = performance.now();
  const deadline = input.untimed && input.maxSamples ? Infinity : started + Math.max(1, input.budgetMs) * 0.95;
  const me = input.view.you;
  const horizon = input.horizon ?? DEFAULT_HORIZON;
  const tallies: Tally[] = candidates.map((action) => ({ action, sum: 0, n: 0, alive: true }));
  // Declining the heuristic's move holds for the turn; declining to pass does not oblige the
  // player to act at every later stop (that forced casts, or ended the rollout on a mana ability).
  const veto = h.type === "pass" ? undefined : JSON.stringify(h);
  // Paired differences against the heuristic's choice (index 0), for dropping clear losers.
  const diffs: number[][] = candidates.map(() => []);
  const rows: (number | null)[][] = [];
  let samples = 0;
  let rollouts = 0;
  const out = () => performance.now() > deadline || !!input.stop?.();
  let ended: SearchStats["ended"] = "time";
  while (!out()) {
    if (samples >= (input.maxSamples ?? Infinity)) { ended = "samples"; break; }
    const sampleSeed = input.rand(0x7fffffff);
    if (!input.known) break;
    const det = determinize(input.known, input.knowledge, me, seededRandom(sampleSeed)).state;
    samples++;
    const values: (number | null)[] = [];
    for (const t of tallies) {
      if (!t.alive || out()) { values.push(null); continue; }
      const v = rollout(det, t.action, me, horizon, sampleSeed, deadline, input.stop, t === tallies[0] ? undefined : veto, input.knowledge);
      rollouts++;
      values.push(v);
      if (v !== null) { t.sum += v; t.n++; }
    }
    const base = values[0];
    if (base !== null && base !== undefined) {
      values.forEach((v, i) => { if (i > 0 && v !== null) diffs[i]!.push(v - base); });
    }
    rows.push(values);
    // Drop the candidates that can no longer plausibly beat the heuristic's choice by the margin.
    for (let i = 1; i < tallies.length; i++) {
      const ds = diffs[i]!;
      if (!tallies[i]!.alive || ds.length < MIN_SAMPLES_TO_DROP) continue;
      const { m, se } = meanSe(ds);
      if (m + DROP_SE * se < MARGIN) tallies[i]!.alive = false;
    }
    if (tallies.filter((t) => t.alive).length === 1) { ended = "one left"; break; }
    // Nothing to choose between: every candidate led to the same result on the first samples.
    if (samples >= 3 && diffs.every((ds, i) => i === 0 || !tallies[i]!.alive || ds.every((x) => Math.abs(x) < 1e-9))) { ended = "all equal"; break; }
    // Settled early: one candidate is clearly ahead of the heuristic's choice and of every other left.
    if (samples >= MIN_SAMPLES_TO_DROP && clearWinner(tallies, diffs, rows) > 0) { ended = "clear winner"; break; }
  }
  // The heuristic's choice unless another is better on the same samples, by a margin and clearly.
  let best = 0;
  let bestGain = MARGIN;
  for (let i = 1; i < tallies.length; i++) {
    const ds = diffs[i]!;
    if (!tallies[i]!.alive || !overrules(ds)) continue;
    const { m } = meanSe(ds);
    if (m > bestGain) { bestGain = m; best = i; }
  }
  lastSearch = {
    candidates: candidates.length, samples, rollouts, chosen: JSON.stringify(tallies[best]!.action), heuristic: JSON.stringify(h),
    means: tallies.map((t) => (t.n ? t.sum / t.n : NaN)),
    counts: tallies.map((t) => t.n), alive: tallies.map((t) => t.alive),
    gains: diffs.map((ds, i) => (i === 0 || !ds.length ? 0 : meanSe(ds).m)),
    ended,
  };
  return tallies[best]!.action;
}

/**
 * Whether a candidate's gains over the heuristic's choice, paired on the same samples, are
 * evidence enough to play it instead: enough samples, and the gain beyond the margin by
 * SE_TO_CHANGE standard errors.
 */
export function overrules(ds: readonly number[]): boolean {
  if (ds.length < MIN_SAMPLES_TO_CHANGE) return false;
  const { m, se } = meanSe(ds);
  return m - SE_TO_CHANGE * se > MARGIN;
}

function meanSe(ds: readonly number[]): { m: number; se: number } {
  const m = ds.reduce((s, x) => s + x, 0) / ds.length;
  const se = ds.length > 1 ? Math.sqrt(ds.reduce((s, x) => s + (x - m) ** 2, 0) / (ds.length - 1) / ds.length) : Infinity;
  return { m, se };
}

/**
 * The index of a candidate that beats the heuristic's choice by the margin with WIN_SE standard
 * errors to spare, and every other candidate still in the running by WIN_SE too (paired on the
 * samples both were played on); 0 if none does. More samples would not change the choice.
 */
function clearWinner(tallies: Tally[], diffs: number[][], rows: (number | null)[][]): number {
  let lead = 0;
  let leadMean = -Infinity;
  for (let i = 1; i < tallies.length; i++) {
    if (!tallies[i]!.alive || diffs[i]!.length < 2) continue;
    const { m } = meanSe(diffs[i]!);
    if (m > leadMean) { leadMean = m; lead = i; }
  }
  if (!lead) return 0;
  const { m, se } = meanSe(diffs[lead]!);
  if (m - WIN_SE * se < MARGIN) return 0;
  for (let j = 1; j < tallies.length; j++) {
    if (j === lead || !tallies[j]!.alive) continue;
    const ds = rows.filter((r) => r[lead] != null && r[j] != null).map((r) => r[lead]! - r[j]!);
    if (ds.length < 2) return 0;
    const d = meanSe(ds);
    if (d.m - WIN_SE * d.se <= 0) return 0;
  }
  return lead;
}

/** Whether every non-pass option is a mana ability (then passing is the only sensible play). */
function onlyManaAbilities(state: GameState, legal: Action[]): boolean {
  for (const a of legal) {
    if (a.type === "pass") continue;
    if (a.type !== "activate") return false;
    if (!activatedAbilityIsMana(state, a.card, a.ability ?? 1)) return false;
  }
  return true;
}

/**
 * Plays `action` on the sample, then both players by the heuristic until `horizon` turns have
 * begun after this one (or the game ends), and evaluates the result for `me`. Null if the
 * sample refused the action (it does not fit that sample).
 */
export function rollout(start: GameState, action: Action, me: PlayerId, horizon: number, seed: number, deadline = Infinity, stop?: () => boolean, veto?: string, knowledge?: AiKnowledge): number | null {
  const end = playout(start, action, me, horizon, seed, { deadline, stop, veto, knowledge });
  return end ? utility(end, me) : null;
}

/**
 * Each seat's knowledge in a rollout, from the searching player's: its own deck and the
 * opponent's, seen from either side. The heuristic reads its deck's plan from it (plan.ts,
 * combo.ts: a control deck holds its counters, a prison deck keeps its lock, a combo deck counts
 * its pieces) and the opponent's counterspells; without it every deck in a rollout played as an
 * aggro deck, so the search judged The Deck, Stasis and Channel-Fireball by games they never play.
 */
export function rolloutKnowledge(me: PlayerId, k: AiKnowledge | undefined): Record<PlayerId, AiKnowledge> {
  const mine: AiKnowledge = { deck: k?.deck, opponentDeck: k?.opponentDeck, rules: k?.rules };
  const theirs: AiKnowledge = { deck: k?.opponentDeck, opponentDeck: k?.deck, rules: k?.rules };
  return me === "A" ? { A: mine, B: theirs } : { A: theirs, B: mine };
}

/**
 * `rollout`'s game: the sample after `action` and the heuristic's play for both seats up to the
 * horizon (null if the sample refused a move). `knowledge` is the searching player's (both decklists).
 */
export function playout(start: GameState, action: Action, me: PlayerId, horizon: number, seed: number, o: { deadline?: number; stop?: () => boolean; veto?: string; knowledge?: AiKnowledge } = {}): GameState | null {
  const { deadline = Infinity, stop, veto } = o;
  // One copy of the sample; the rollout then plays on it in place (nothing else holds it).
  const r = apply(start, action);
  if (!r.ok) return null;
  let s = r.state;
  const endTurn = start.turn.number + horizon;
  const rand = seededRandom(seed ^ 0x5bd1e995);
  const memories: Record<PlayerId, AiMemory> = { A: newMemory(), B: newMemory() };
  const knowledge = rolloutKnowledge(me, o.knowledge);
  for (let steps = 0; steps < 600 && !s.outcome && s.turn.number < endTurn; steps++) {
    if ((steps & 15) === 15 && (performance.now() > deadline || stop?.())) break;
    const who = whoMustAct(s);
    if (!who) break;
    if (!s.decision && quietStop(s, who)) {
      const next = applyInPlace(s, { type: "pass", player: who });
      if (!next.ok) return rejected();
      s = next.state;
      continue;
    }
    const legal = legalActionList(s, who, { few: true });
    if (!legal.length) break;
    let a: Action;
    // Declining the heuristic's move means declining it for the rest of this turn, not one priority stop.
    let options = veto && who === me && s.turn.number === start.turn.number ? legal.filter((x) => JSON.stringify(x) !== veto) : legal;
    if (!options.length) options = legal;
    if (options.length === 1) a = options[0]!;
    else if (!s.decision && onlyManaAbilities(s, options)) a = options.find((x) => x.type === "pass")!;
    else {
      a = heuristicDecide({ view: viewFor(s, who), legal: options, knowledge: knowledge[who], memory: memories[who], rand, state: s, maxSims: ROLLOUT_SIMS });
    }
    const next = applyInPlace(s, a);
    if (!next.ok) return rejected();
    s = next.state;
  }
  return s;
}

/** Rollouts given up because the engine refused a move (diagnostics). */
export const rolloutStats = { rejected: 0 };
/** A refused move leaves the in-place state half changed: the rollout tells nothing. */
function rejected(): null {
  rolloutStats.rejected++;
  return null;
}

/**
 * Stops where the heuristic would pass anyway (empty stack; not a main phase of the active
 * player, not combat after declarations, not the end of the opponent's turn): in rollouts the
 * player passes without computing its options, which is most of a rollout's cost otherwise.
 */
function quietStop(s: GameState, who: PlayerId): boolean {
  if (s.stack.length) return false;
  const step = s.turn.step;
  const active = s.turn.active === who;
  if (active) return !(step === "precombat_main" || step === "postcombat_main" || step === "declare_blockers");
  return !(step === "beginning_of_combat" || step === "declare_attackers" || step === "declare_blockers" || step === "end");
}

export { otherPlayer };

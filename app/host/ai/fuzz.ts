/**
 * `moxen fuzz`'s engine: seeded games between random and heuristic players, with the benchmark
 * decks and with random two-color decks from every implemented card, checking after every action:
 *   - the engine's invariants (checkInvariants),
 *   - that every action legalActions offers next is accepted by apply,
 *   - that apply and legalActions never throw, and someone can always act,
 *   - periodically, that serialize → deserialize keeps the state's hash.
 * Every game is a scenario (fuzz-scenario.ts): it starts from an opening position and its actions
 * are recorded as scenario actions, so on the first failure the reproduction is a moxen-scenario/1
 * file — the seed, both shuffled libraries, and every action up to the failing one — that
 * `npm run scenario` and `moxen fuzz --replay` play back.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardData } from "../../../engine/cards/data";
import {
  apply, checkInvariants, deserialize, hash, implementedCardNames, isDexterityCard, knownState, legalActionList, serialize, viewFor, whoMustAct,
  type Action, type ApplyResult, type GameState, type PlayerId,
} from "../../../engine/index";
import { validateScenario, type Scenario } from "../../../engine/scenario/format";
import { RefError } from "../../../engine/scenario/refs";
import { ScenarioFailure, startScenario, stepScenario } from "../../../engine/scenario/run";
import { benchmarkDecks } from "../play/decks";
import { seededRandom } from "../play/random-game";
import { createBrain, type Brain } from "./brain";
import { openingScenario, ScenarioRecorder } from "./fuzz-scenario";

export type FuzzPolicy = "random" | "heuristic";

export interface FuzzFailure {
  /** "action_failed": a scenario action being replayed was rejected or broke an invariant. */
  kind: "exception" | "offered_action_rejected" | "invariant" | "serialization" | "stuck" | "action_failed";
  message: string;
  /** Number of actions applied before the failure was seen. */
  afterActions: number;
  /** The action whose check failed (the one just chosen, or one offered next). */
  action?: Action;
}

/** A failure and the scenario that reproduces it (`npm run scenario -- FILE`, `moxen fuzz --replay FILE`). */
export interface FuzzRepro {
  seed: number;
  players: Record<PlayerId, FuzzPolicy>;
  /** Seed of the players' own choices (only needed to continue the game the same way). */
  aiSeed: number;
  failure: FuzzFailure;
  /** The game's opening position and every action up to (and including) the failing one. */
  scenario: Scenario;
}

export interface FuzzOptions {
  games: number;
  seed: number;
  /** Folder for the reproduction file on failure (not written when absent). */
  out?: string;
  /** Tests only: an apply with a planted bug, to prove that failures are caught and written. */
  applyForTest?: (state: GameState, action: Action) => ApplyResult<GameState>;
  turnCap?: number;
  maxActions?: number;
  /** Check that every offered action is accepted after every action (default true; slow but thorough). */
  checkOffered?: boolean;
  roundTripEvery?: number;
  onGame?: (done: number, total: number, actions: number) => void;
}

export interface FuzzResult {
  games: number;
  actions: number;
  offeredChecked: number;
  failure?: FuzzRepro;
  file?: string;
}

/** A two-color deck of implemented cards, chosen at random: 24 spells and 16 lands, three of them nonbasic. */
export function randomDeck(rand: (n: number) => number): string[] {
  const colors = ["W", "U", "B", "R", "G"];
  const a = colors[rand(5)]!;
  let b = colors[rand(5)]!;
  if (b === a) b = colors[(colors.indexOf(a) + 1) % 5]!;
  const basic: Record<string, string> = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
  const pool = implementedCardNames().filter((n) => {
    const d = cardData(n);
    return d && !d.types.includes("Land") && d.colors.every((c) => c === a || c === b);
  });
  const deck: string[] = [];
  while (deck.length < 24 && pool.length) {
    const n = pool[rand(pool.length)]!;
    if (deck.filter((x) => x === n).length < 3) deck.push(n);
  }
  // The fuzzer plays with the "dexterity cards" match option on: a quarter of the decks take one
  // (of their colors) in place of their last spell, so aiming and flipping are played often.
  const dexterity = pool.filter(isDexterityCard);
  if (dexterity.length && rand(4) === 0) deck[deck.length - 1] = dexterity[rand(dexterity.length)]!;
  // Nonbasic lands of any kind (they make colorless mana or have other abilities): every card gets played.
  const lands = implementedCardNames().filter((n) => { const d = cardData(n); return d && d.types.includes("Land") && !d.supertypes.includes("Basic"); });
  for (let i = 0; i < 3 && lands.length; i++) deck.push(lands[rand(lands.length)]!);
  for (let i = 0; i < 13; i++) deck.push(basic[i % 2 ? a : b]!);
  return deck;
}

function gameSetup(g: number, seed: number): { decks: Record<PlayerId, string[]>; players: Record<PlayerId, FuzzPolicy> } {
  const rand = seededRandom(seed * 7 + 3);
  const bench = [...benchmarkDecks().values()];
  const decks = g % 2 === 0
    ? { A: bench[(g / 2) % bench.length]!.cards, B: bench[(g / 2 + 1 + Math.floor(g / 8)) % bench.length]!.cards }
    : { A: randomDeck(rand), B: randomDeck(rand) };
  const policies: [FuzzPolicy, FuzzPolicy][] = [["random", "random"], ["heuristic", "random"], ["random", "heuristic"], ["heuristic", "heuristic"]];
  const [pa, pb] = policies[Math.floor(g / 2) % 4]!;
  return { decks, players: { A: pa, B: pb } };
}

class Stop extends Error {
  constructor(readonly failure: FuzzFailure) { super(failure.message); }
}

const describe = (e: unknown) => (e instanceof Error ? (e.stack ?? e.message) : String(e));

/** Runs the checks of one state (after `count` actions); throws Stop on a failure. */
function checkState(
  state: GameState, count: number, o: { checkOffered: boolean; roundTripEvery: number },
  applyFn: (s: GameState, a: Action) => ApplyResult<GameState>,
): { offered: Action[]; checked: number } {
  const problems = checkInvariants(state);
  if (problems.length) throw new Stop({ kind: "invariant", message: problems.join("; "), afterActions: count });
  if (o.roundTripEvery > 0 && count % o.roundTripEvery === 0) {
    let same = false;
    try {
      same = hash(deserialize(serialize(state))) === hash(state);
    } catch (e) {
      throw new Stop({ kind: "serialization", message: describe(e), afterActions: count });
    }
    if (!same) throw new Stop({ kind: "serialization", message: "serialize/deserialize changed the state's hash", afterActions: count });
  }
  if (state.outcome) return { offered: [], checked: 0 };
  const who = whoMustAct(state);
  if (!who) throw new Stop({ kind: "stuck", message: "nobody can act, but the game is not over", afterActions: count });
  let offered: Action[];
  try {
    offered = legalActionList(state, who);
  } catch (e) {
    throw new Stop({ kind: "exception", message: `legalActions threw: ${describe(e)}`, afterActions: count });
  }
  if (!offered.length) throw new Stop({ kind: "stuck", message: `${who} must act but is offered no action`, afterActions: count });
  let checked = 0;
  if (o.checkOffered) {
    for (const a of offered) {
      let r;
      try {
        r = applyFn(state, a);
      } catch (e) {
        throw new Stop({ kind: "exception", message: `apply threw on an offered action: ${describe(e)}`, afterActions: count, action: a });
      }
      if (!r.ok) throw new Stop({ kind: "offered_action_rejected", message: `offered but rejected: ${r.rejection.message}`, afterActions: count, action: a });
      checked++;
    }
  }
  return { offered, checked };
}

export function runFuzz(o: FuzzOptions): FuzzResult {
  const checks = { checkOffered: o.checkOffered ?? true, roundTripEvery: o.roundTripEvery ?? 20 };
  let total = 0;
  let offeredChecked = 0;
  for (let g = 0; g < o.games; g++) {
    const seed = o.seed + g;
    const game = fuzzGame(g, seed, o, checks);
    offeredChecked += game.offeredChecked;
    if (game.failure) {
      const file = o.out ? writeRepro(o.out, game.failure) : undefined;
      return { games: g + 1, actions: total + game.actions, offeredChecked, failure: game.failure, file };
    }
    total += game.actions;
    o.onGame?.(g + 1, o.games, total);
  }
  return { games: o.games, actions: total, offeredChecked };
}

export interface FuzzGame {
  actions: number;
  offeredChecked: number;
  /** The game as a scenario: its opening and every action played (or tried, on a failure). */
  scenario: Scenario;
  final: GameState;
  failure?: FuzzRepro;
}

/** Plays fuzz game number `g`, recording it as a scenario. */
export function fuzzGame(g: number, seed: number, o: Pick<FuzzOptions, "turnCap" | "maxActions" | "applyForTest">, checks = { checkOffered: true, roundTripEvery: 20 }): FuzzGame {
  const applyFn = o.applyForTest ?? apply;
  const { decks, players } = gameSetup(g, seed);
  const aiSeed = seed * 13 + 5;
  const scenario = openingScenario(`moxen fuzz game ${g}, seed ${seed} (A: ${players.A}, B: ${players.B})`, seed, decks, seededRandom(seed * 31 + 17));
  // CR 407: every fuzz game is played for ante (each player antes a card at the start, the winner
  // owns the ante), so the ante cards the random decks hold play as in an ante match.
  scenario.rules = { ...scenario.rules, ante: true };
  const actions = scenario.actions!;
  const brains: Record<PlayerId, Brain> = {
    A: createBrain(players.A, { seed: aiSeed, deck: decks.A, opponentDeck: decks.B }),
    B: createBrain(players.B, { seed: aiSeed + 1, deck: decks.B, opponentDeck: decks.A }),
  };
  const sg = startScenario(scenario);
  const recorder = new ScenarioRecorder(sg);
  let state = sg.state;
  let applied = 0;
  let offeredChecked = 0;
  try {
    const maxActions = o.maxActions ?? 6000;
    const turnCap = o.turnCap ?? 60;
    while (!state.outcome && state.turn.number <= turnCap && applied < maxActions) {
      const { offered, checked } = checkState(state, applied, checks, applyFn);
      offeredChecked += checked;
      const who = whoMustAct(state)!;
      let action: Action;
      try {
        action = brains[who].decide({ view: viewFor(state, who), legal: offered, known: knownState(state, who) });
      } catch (e) {
        // The AI's own failure is a bug too, but of the AI; reported the same way.
        throw new Stop({ kind: "exception", message: `the ${players[who]} AI threw: ${describe(e)}`, afterActions: applied });
      }
      let r;
      try {
        r = applyFn(state, action);
      } catch (e) {
        throw new Stop({ kind: "exception", message: `apply threw: ${describe(e)}`, afterActions: applied, action });
      }
      if (!r.ok) throw new Stop({ kind: "offered_action_rejected", message: `chosen from the offered actions but rejected: ${r.rejection.message}`, afterActions: applied, action });
      actions.push(recorder.toScenario(state, action));
      state = r.state;
      applied++;
    }
    checkState(state, applied, { ...checks, checkOffered: false }, applyFn);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    // The failing action ends the file, so that playing the file meets the failure.
    if (e.failure.action) actions.push(recorder.toScenario(state, e.failure.action));
    const f = e.failure;
    scenario.description = `Found by moxen fuzz (game ${g}, A: ${players.A}, B: ${players.B}, AI seed ${aiSeed}): ${f.kind} after ${f.afterActions} actions: ${f.message.split("\n")[0]}. `
      + "Reproduce with `npm run scenario -- THIS_FILE` (a FAIL at the last action) or `moxen fuzz --replay THIS_FILE` (also tries every offered action and the serialization round trip).";
    return { actions: applied, offeredChecked, scenario, final: state, failure: { seed, players, aiSeed, failure: f, scenario } };
  }
  return { actions: applied, offeredChecked, scenario, final: state };
}

function writeRepro(dir: string, repro: FuzzRepro): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `fuzz-failure-seed-${repro.seed}.json`);
  writeFileSync(file, scenarioText(repro.scenario));
  return file;
}

/** A scenario as JSON that diffs well: one library card and one action per line. */
export function scenarioText(sc: Scenario): string {
  const lines = (xs: unknown[], indent: string) => (xs.length ? `[\n${xs.map((x) => indent + JSON.stringify(x)).join(",\n")}\n${indent.slice(2)}]` : "[]");
  const { format, name, description, players, actions, ...rest } = sc;
  const head = { format, name, ...(description ? { description } : {}), ...rest };
  const parts = Object.entries(head).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)}`);
  const playerParts = Object.entries(players ?? {}).map(([p, zones]) =>
    `    ${JSON.stringify(p)}: {\n${Object.entries(zones).map(([z, v]) => `      ${JSON.stringify(z)}: ${Array.isArray(v) ? lines(v, "        ") : JSON.stringify(v)}`).join(",\n")}\n    }`);
  parts.push(`  "players": {\n${playerParts.join(",\n")}\n  }`);
  parts.push(`  "actions": ${lines(actions ?? [], "    ")}`);
  return `{\n${parts.join(",\n")}\n}\n`;
}

/**
 * Replays a scenario file (normally one `moxen fuzz` wrote) with the fuzzer's checks before every
 * action, every offered action tried and the serialization round trip every time; reports
 * whether a failure happens. A document that is not a scenario throws, naming the field.
 */
export function replayFuzz(doc: unknown): { reproduced: boolean; message: string } {
  const sc = validateScenario(doc);
  const checks = { checkOffered: true, roundTripEvery: 1 };
  const sg = startScenario(sc);
  const actions = sc.actions ?? [];
  try {
    for (let i = 0; i < actions.length; i++) {
      checkState(sg.state, i, checks, apply);
      try {
        stepScenario(sg, actions[i]!, i);
      } catch (e) {
        const refused = e instanceof ScenarioFailure || e instanceof RefError;
        throw new Stop(refused ? { kind: "action_failed", message: e.message, afterActions: i } : { kind: "exception", message: describe(e), afterActions: i });
      }
    }
    checkState(sg.state, actions.length, checks, apply);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    const f = e.failure;
    return { reproduced: true, message: `${f.kind} at actions[${f.afterActions}]: ${f.message}${f.action ? `\n  offered action: ${JSON.stringify(f.action)}` : ""}` };
  }
  return { reproduced: false, message: `all ${actions.length} actions replayed without a failure` };
}

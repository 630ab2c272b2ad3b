/**
 * `moxen fuzz`'s engine: seeded games between random and heuristic players, with the benchmark
 * decks and with random two-color decks from every implemented card, checking after every action:
 *   - the engine's invariants (checkInvariants),
 *   - that every action legalActions offers next is accepted by apply,
 *   - that apply and legalActions never throw, and someone can always act,
 *   - periodically, that serialize → deserialize keeps the state's hash.
 * On the first failure it returns (and can write) a reproduction file in the "moxen-fuzz/1"
 * format: the seed, both decks, the players, and every action up to the failing one.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { cardData } from "../../../engine/cards/data";
import {
  apply, checkInvariants, createGame, deserialize, hash, implementedCardNames, legalActions, serialize, viewFor, whoMustAct,
  type Action, type GameState, type PlayerId,
} from "../../../engine/index";
import { benchmarkDecks } from "../play/decks";
import { seededRandom } from "../play/random-game";
import { createBrain, type Brain } from "./brain";

export const FUZZ_FORMAT = "moxen-fuzz/1";

export type FuzzPolicy = "random" | "heuristic";

export interface FuzzFailure {
  kind: "exception" | "offered_action_rejected" | "invariant" | "serialization" | "stuck";
  message: string;
  /** Number of actions applied before the failure was seen. */
  afterActions: number;
  /** The action whose check failed (the one just chosen, or one offered next). */
  action?: Action;
}

/** A reproduction file: replay with `moxen fuzz --replay FILE`. */
export interface FuzzRepro {
  format: typeof FUZZ_FORMAT;
  description: string;
  seed: number;
  decks: Record<PlayerId, string[]>;
  players: Record<PlayerId, FuzzPolicy>;
  /** Seed of the players' own choices (only needed to continue the game the same way). */
  aiSeed: number;
  /** Every action applied, in order, from createGame({seed, decks}). */
  actions: Action[];
  failure: FuzzFailure;
}

export interface FuzzOptions {
  games: number;
  seed: number;
  /** Folder for the reproduction file on failure (not written when absent). */
  out?: string;
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

/** A two-color deck of implemented cards, chosen at random: 24 spells and 16 basic lands. */
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
  for (let i = 0; i < 16; i++) deck.push(basic[i % 2 ? a : b]!);
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
function checkState(state: GameState, count: number, o: { checkOffered: boolean; roundTripEvery: number }): { offered: Action[]; checked: number } {
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
    offered = legalActions(state, who);
  } catch (e) {
    throw new Stop({ kind: "exception", message: `legalActions threw: ${describe(e)}`, afterActions: count });
  }
  if (!offered.length) throw new Stop({ kind: "stuck", message: `${who} must act but is offered no action`, afterActions: count });
  let checked = 0;
  if (o.checkOffered) {
    for (const a of offered) {
      let r;
      try {
        r = apply(state, a);
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
    const { decks, players } = gameSetup(g, seed);
    const aiSeed = seed * 13 + 5;
    const brains: Record<PlayerId, Brain> = {
      A: createBrain(players.A, { seed: aiSeed, deck: decks.A, opponentDeck: decks.B }),
      B: createBrain(players.B, { seed: aiSeed + 1, deck: decks.B, opponentDeck: decks.A }),
    };
    const actions: Action[] = [];
    try {
      let state: GameState;
      try {
        state = createGame({ seed, decks });
      } catch (e) {
        throw new Stop({ kind: "exception", message: `createGame threw: ${describe(e)}`, afterActions: 0 });
      }
      const maxActions = o.maxActions ?? 6000;
      const turnCap = o.turnCap ?? 60;
      while (!state.outcome && state.turn.number <= turnCap && actions.length < maxActions) {
        const { offered, checked } = checkState(state, actions.length, checks);
        offeredChecked += checked;
        const who = whoMustAct(state)!;
        let action: Action;
        try {
          action = brains[who].decide({ view: viewFor(state, who), legal: offered });
        } catch (e) {
          // The AI's own failure is a bug too, but of the AI; reported the same way.
          throw new Stop({ kind: "exception", message: `the ${players[who]} AI threw: ${describe(e)}`, afterActions: actions.length });
        }
        let r;
        try {
          r = apply(state, action);
        } catch (e) {
          throw new Stop({ kind: "exception", message: `apply threw: ${describe(e)}`, afterActions: actions.length, action });
        }
        if (!r.ok) throw new Stop({ kind: "offered_action_rejected", message: `chosen from the offered actions but rejected: ${r.rejection.message}`, afterActions: actions.length, action });
        state = r.state;
        actions.push(action);
      }
      checkState(state, actions.length, { ...checks, checkOffered: false });
    } catch (e) {
      if (!(e instanceof Stop)) throw e;
      const repro: FuzzRepro = {
        format: FUZZ_FORMAT,
        description: `moxen fuzz game ${g} (${players.A} vs ${players.B}): ${e.failure.kind} after ${e.failure.afterActions} actions. Replay: moxen fuzz --replay <this file>`,
        seed, decks, players, aiSeed, actions, failure: e.failure,
      };
      let file: string | undefined;
      if (o.out) {
        mkdirSync(o.out, { recursive: true });
        file = join(o.out, `fuzz-failure-seed-${seed}.json`);
        writeFileSync(file, JSON.stringify(repro, null, 1) + "\n");
      }
      return { games: g + 1, actions: total + actions.length, offeredChecked, failure: repro, file };
    }
    total += actions.length;
    o.onGame?.(g + 1, o.games, total);
  }
  return { games: o.games, actions: total, offeredChecked };
}

/** Replays a reproduction file with the same checks; reports whether the failure happens again. */
export function replayFuzz(doc: unknown): { reproduced: boolean; message: string } {
  const r = doc as Partial<FuzzRepro>;
  if (!r || r.format !== FUZZ_FORMAT) throw new Error(`not a ${FUZZ_FORMAT} file (field "format")`);
  if (typeof r.seed !== "number" || !r.decks || !Array.isArray(r.decks.A) || !Array.isArray(r.decks.B) || !Array.isArray(r.actions)) {
    throw new Error(`a ${FUZZ_FORMAT} file needs "seed", "decks": {"A","B"} and "actions"`);
  }
  const checks = { checkOffered: true, roundTripEvery: 1 };
  let state = createGame({ seed: r.seed, decks: r.decks as Record<PlayerId, string[]> });
  try {
    for (let i = 0; i < r.actions.length; i++) {
      checkState(state, i, checks);
      const a = r.actions[i]!;
      let res;
      try {
        res = apply(state, a);
      } catch (e) {
        throw new Stop({ kind: "exception", message: `apply threw: ${describe(e)}`, afterActions: i, action: a });
      }
      if (!res.ok) throw new Stop({ kind: "offered_action_rejected", message: `rejected: ${res.rejection.message}`, afterActions: i, action: a });
      state = res.state;
    }
    checkState(state, r.actions.length, checks);
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
    const f = e.failure;
    return { reproduced: true, message: `${f.kind} after ${f.afterActions} actions: ${f.message}${f.action ? `\n  action: ${JSON.stringify(f.action)}` : ""}` };
  }
  return { reproduced: false, message: `all ${r.actions.length} actions replayed without a failure` };
}

/**
 * Positions from heuristic-vs-heuristic games with the built-in decks (the six starters and the
 * era decks: every pairing in turn), labelled with who won:
 * the data the win model (win-model.ts) is fitted to and checked against. At the start of every
 * turn each player's features are recorded; drawn games give no positions.
 */
import { applyInPlace, createGame, knownState, legalActionList, viewFor, whoMustAct, type GameState, type PlayerId } from "../../../engine/index";
import { benchmarkDecks } from "../play/decks";
import { seededRandom } from "../play/random-game";
import { tempBoosts } from "./evaluate";
import { heuristicDecide } from "./heuristic";
import { seedWithFirstPlayer } from "./match-runner";
import { evaluateState } from "./simulate";
import { newMemory } from "./types";
import { winFeatures } from "./win-model";

export interface LabelledPosition {
  /** Index of the game it comes from (positions of one game are not independent). */
  game: number;
  /** winFeatures for the player. */
  f: number[];
  /** The hand-tuned evaluation for the player (evaluateState), for comparison. */
  eval: number;
  /** 1 if the player went on to win. */
  won: 0 | 1;
}

/** Plays `games` games (every pairing of the built-in decks in turn, each side going first once). */
export function selfPlayPositions(games: number, seed: number, onGame?: (done: number, positions: number) => void, first = 0): LabelledPosition[] {
  const decks = [...benchmarkDecks().values()];
  const pairs = decks.flatMap((x) => decks.map((y) => [x.cards, y.cards] as const));
  const rows: LabelledPosition[] = [];
  // From game `first` on: two processes with different `first` cover different pairings.
  for (let g = first; g < first + games; g++) {
    const [A, B] = pairs[Math.floor(g / 2) % pairs.length]!;
    const gameSeed = seedWithFirstPlayer(seed * 100_000 + g, { A, B }, g % 2 ? "B" : "A");
    let s: GameState = createGame({ seed: gameSeed, decks: { A, B } });
    const memory = { A: newMemory(), B: newMemory() };
    const knowledge = { A: { deck: A, opponentDeck: B }, B: { deck: B, opponentDeck: A } };
    const rand = seededRandom(gameSeed ^ 0x2545f491);
    const positions: { p: PlayerId; f: number[]; eval: number }[] = [];
    let turn = 0;
    for (let n = 0; !s.outcome && s.turn.number <= 60 && n < 20_000; n++) {
      if (s.turn.number !== turn) {
        turn = s.turn.number;
        const temp = s.effects.length ? tempBoosts(s) : undefined;
        for (const p of ["A", "B"] as const) positions.push({ p, f: winFeatures(viewFor(s, p), p, temp), eval: evaluateState(s, p) });
      }
      const who = whoMustAct(s)!;
      const legal = legalActionList(s, who);
      const a = legal.length === 1 ? legal[0]! : heuristicDecide({ view: viewFor(s, who), legal, known: knownState(s, who), knowledge: knowledge[who], memory: memory[who], rand });
      const r = applyInPlace(s, a);
      if (!r.ok) throw new Error(`game ${g}: the engine refused the heuristic's move: ${r.rejection.message}`);
      s = r.state;
    }
    const winner = s.outcome?.winner;
    if (winner === "A" || winner === "B") for (const x of positions) rows.push({ game: g, f: x.f, eval: x.eval, won: x.p === winner ? 1 : 0 });
    onGame?.(g + 1 - first, rows.length);
  }
  return rows;
}

/** Mean log loss of predicted win chances (lower is better; a coin scores ln 2 ≈ 0.693). */
export function logLoss(rows: readonly LabelledPosition[], chance: (r: LabelledPosition) => number): number {
  let sum = 0;
  for (const r of rows) sum -= Math.log(Math.min(1 - 1e-9, Math.max(1e-9, r.won ? chance(r) : 1 - chance(r))));
  return sum / rows.length;
}

/** The rollouts' old utility, the hand-tuned evaluation squashed to (−1, 1), as a win chance. */
export const squashedEvaluationChance = (r: LabelledPosition) => (Math.tanh(r.eval / 25) + 1) / 2;

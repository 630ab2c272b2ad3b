/**
 * A sealed event between two computer players, from a seed: each side opens its packs
 * (packs.ts, the shop's collation, from poolBytes(seed, side)), builds its deck (build.ts),
 * and they play a best of three. Every deck is checked against its pool (validateLimited)
 * before it plays: a builder bug stops the event rather than playing an illegal deck.
 *
 * The first game's first player comes from the seed; afterwards the loser of the previous game
 * plays first (CR 103.1: the loser chooses, and the computer chooses to play). Between games the
 * loser may sideboard (CR 100.4b: the rest of the pool is its sideboard): it switches to its
 * second-best color pair when that build scores within SIDEBOARD_RATIO of its best.
 */
import type { PlayerId } from "../../../engine/index";
import { DEFAULT_TURN_CAP, playAiGame, seedWithFirstPlayer } from "../ai/match-runner";
import { createAiPlayer } from "../ai/player";
import type { AiKind, AiPlayer } from "../ai/types";
import type { PackCard } from "../collection/booster";
import type { CardDataBundle } from "../collection/card-data";
import { validateLimitedNames } from "./event-deck";
import type { DeckValidation } from "../../shared/contract/collection";
import { buildLimitedDeck, type BuiltDeck } from "./build";
import { describePackSpec, packsFrom, poolBytes, type PackSpec } from "./packs";

export const SIDEBOARD_RATIO = 0.9;
export const GAMES_TO_WIN = 2;
export const MAX_GAMES = 3;

export interface SealedSide {
  packs: PackCard[][];
  /** The pool's card names, in pack order. */
  pool: string[];
}

export interface SealedGame {
  number: number;
  seed: number;
  first: PlayerId;
  winner: PlayerId | "draw";
  turns: number;
  capped: boolean;
  /** Each side's deck for this game (index into `decks`). */
  deckOf: Record<PlayerId, number>;
}

export interface SealedResult {
  spec: string;
  seed: number;
  ai: AiKind;
  sides: Record<PlayerId, SealedSide>;
  /** The builds each side played, in the order it first played them. */
  decks: Record<PlayerId, BuiltDeck[]>;
  games: SealedGame[];
  standings: Record<PlayerId, { wins: number; losses: number; draws: number }>;
  /** The event's winner: two wins, or more wins after three games; "draw" if level. */
  winner: PlayerId | "draw";
}

/** The packs of both sides of a seeded event. */
export function sealedPools(seed: number, spec: PackSpec, cards: CardDataBundle): Record<PlayerId, SealedSide> {
  const side = (p: PlayerId): SealedSide => {
    const packs = packsFrom(poolBytes(seed, p), spec, cards.sets);
    return { packs, pool: packs.flat().map((c) => c.name) };
  };
  return { A: side("A"), B: side("B") };
}

/** A built deck checked against its pool (CR 100.2b): the same rule a player's deck meets. */
export function checkAgainstPool(deck: BuiltDeck, pool: readonly string[], cards: CardDataBundle): DeckValidation {
  return validateLimitedNames(deck.main, pool, cards.byName);
}

export class IllegalLimitedDeck extends Error {}

export async function runSealed(o: {
  seed: number;
  spec: PackSpec;
  ai: AiKind;
  cards: CardDataBundle;
  turnCap?: number;
  budgetMs?: number;
  signal?: AbortSignal;
  onGame?: (game: SealedGame) => void;
}): Promise<SealedResult> {
  const sides = sealedPools(o.seed, o.spec, o.cards);
  const builds: Record<PlayerId, BuiltDeck[]> = { A: [], B: [] };
  const current: Record<PlayerId, number> = { A: 0, B: 0 };
  const options: Record<PlayerId, BuiltDeck[]> = { A: [], B: [] };
  for (const p of ["A", "B"] as const) {
    options[p] = [buildLimitedDeck(sides[p].pool, { rank: 0 }), buildLimitedDeck(sides[p].pool, { rank: 1 })];
    for (const d of options[p]) {
      const v = checkAgainstPool(d, sides[p].pool, o.cards);
      if (!v.valid) throw new IllegalLimitedDeck(`the computer built an illegal deck for ${p}: ${v.reasons.join("; ")}`);
    }
    builds[p].push(options[p][0]!);
  }
  const deckIndex = (p: PlayerId) => builds[p].indexOf(options[p][current[p]]!);

  const players: Record<PlayerId, AiPlayer> = {
    A: createAiPlayer(o.ai, { seed: o.seed * 31 + 1, budgetMs: o.budgetMs, inline: true }),
    B: createAiPlayer(o.ai, { seed: o.seed * 31 + 2, budgetMs: o.budgetMs, inline: true }),
  };
  const standings = { A: { wins: 0, losses: 0, draws: 0 }, B: { wins: 0, losses: 0, draws: 0 } };
  const games: SealedGame[] = [];
  let first: PlayerId = o.seed % 2 === 0 ? "A" : "B";
  try {
    while (games.length < MAX_GAMES && standings.A.wins < GAMES_TO_WIN && standings.B.wins < GAMES_TO_WIN && !o.signal?.aborted) {
      const decks = { A: options.A[current.A]!.main, B: options.B[current.B]!.main };
      const seed = seedWithFirstPlayer(o.seed * 1000 + games.length, decks, first);
      players.A.newGame({ deck: decks.A, opponentDeck: decks.B });
      players.B.newGame({ deck: decks.B, opponentDeck: decks.A });
      const rec = await playAiGame({ seed, decks, players, turnCap: o.turnCap ?? DEFAULT_TURN_CAP, signal: o.signal });
      const game: SealedGame = {
        number: games.length + 1, seed, first: rec.state.firstPlayer, winner: rec.winner, turns: rec.turns, capped: rec.capped,
        deckOf: { A: deckIndex("A"), B: deckIndex("B") },
      };
      games.push(game);
      o.onGame?.(game);
      if (rec.winner === "draw") {
        standings.A.draws++;
        standings.B.draws++;
        first = rec.state.firstPlayer === "A" ? "B" : "A";
        continue;
      }
      const loser: PlayerId = rec.winner === "A" ? "B" : "A";
      standings[rec.winner].wins++;
      standings[loser].losses++;
      first = loser;
      // The loser sideboards: its other build, if that one looks nearly as good.
      const [best, second] = options[loser];
      if (second && second.score >= SIDEBOARD_RATIO * best!.score) {
        current[loser] = 1 - current[loser];
        if (!builds[loser].includes(options[loser][current[loser]]!)) builds[loser].push(options[loser][current[loser]]!);
      }
    }
  } finally {
    await Promise.all([players.A.close(), players.B.close()]);
  }
  const winner: PlayerId | "draw" = standings.A.wins > standings.B.wins ? "A" : standings.B.wins > standings.A.wins ? "B" : "draw";
  return { spec: describePackSpec(o.spec), seed: o.seed, ai: o.ai, sides, decks: builds, games, standings, winner };
}

/**
 * Playing for ante (CR 407) in a network match: which cards change hands at the end, computed from
 * the game both programs agreed on (its final state, rebuilt from the signed log) and the match's
 * result. The rules engine decides ownership (`ownershipChanges`: the ante the winner takes, and the
 * cards Darkpact, Bronze Tablet and Tempest Efreet exchanged); the match host only maps each card to
 * the collection unit our deck brought, and the collection applies it once (collection/transfers.ts).
 *
 * A match the rules did not end (a concession sent as a message, a timeout claimed, a forfeit) ends
 * in the engine the same way here, by the loser's concession (CR 104.3a), so the ante goes to the
 * winner there too. A draw transfers nothing: each card returns to its owner.
 */
import * as engine from "../../../engine/index";
import type { GameState, PlayerId } from "../../../engine/index";
import type { SettlementInput, TransferMove } from "../collection/transfers";
import type { MatchRow } from "./store";

/** The final state with the match's result applied: the loser concedes if the rules had not ended the game. */
export function finalOwnership(final: GameState, winner: PlayerId | "draw"): GameState {
  if (winner === "draw") return final;
  if (final.outcome) {
    if (final.outcome.winner === winner) return final;
    throw new Error(`the game's result (${final.outcome.winner}) is not the match's (${winner})`);
  }
  const r = engine.apply(final, { type: "concede", player: winner === "A" ? "B" : "A" });
  if (!r.ok) throw new Error(`the loser's concession could not be applied (${r.rejection.message})`);
  return r.state;
}

type Changes = { card: number; name: string; from: PlayerId; to: PlayerId }[];

/**
 * What a finished, cleanly audited ante match settles in our collection. `changesOf`: the cards
 * whose owner changed by physical card (the hidden game's `ownershipChanges`: after a shuffle a
 * copy's label names another card); the engine's list of the state when absent or null.
 */
export function anteSettlement(row: MatchRow, final: GameState | null, changesOf?: (final: GameState) => Changes | null): SettlementInput {
  const mySeat = row.mySeat;
  const setup = row.setup;
  if (!mySeat || !setup || !row.gameId || !row.result) throw new Error("the match is not a finished network match");
  if (!final) throw new Error("the match's log holds no game");
  const winner = row.result.winner;
  const outcome = winner === "draw" ? "draw" : winner === mySeat ? "won" : "lost";
  const base = { gameId: row.gameId, matchId: row.id, outcome } as const;
  // CR 407: a draw returns each card to its owner (nothing changes hands, whatever effects did).
  if (winner === "draw") return { ...base, moves: [] };
  const state = finalOwnership(final, winner);
  // A physical card's index is not its place in the deck (the libraries were shuffled before any
  // card was named), so the unit that leaves is found by name: the first unit of our deck with that
  // name not yet given away (copies of a card are interchangeable for the transfer).
  const myDeck = setup.decks[mySeat] ?? [];
  const given = new Set<number>();
  const moves: TransferMove[] = [];
  for (const change of changesOf?.(state) ?? engine.ownershipChanges(state)) {
    if (change.from !== mySeat && change.to !== mySeat) continue;
    if (change.name === engine.UNKNOWN_CARD) throw new Error(`card ${change.card} changes hands but was never shown to this program`);
    if (change.from === mySeat) {
      const pos = myDeck.findIndex((n, i) => n === change.name && !given.has(i));
      if (pos < 0) throw new Error(`our deck holds no more ${change.name} to give`);
      given.add(pos);
      moves.push({ cardIndex: change.card, name: change.name, direction: "out", unitId: setup.units?.[pos] ?? null });
    } else {
      moves.push({ cardIndex: change.card, name: change.name, direction: "in" });
    }
  }
  return { ...base, moves };
}

/**
 * Coins for a finished match — the one place these numbers live. Paid through the
 * collection's profile service (an in-process API: a renderer cannot mint coins).
 *
 * Hotseat matches pay nothing (one person plays both sides), and a match over before
 * MIN_TURNS pays nothing either, so that starting and conceding at once is not a coin tap. The
 * player who concedes is paid nothing at any turn: a loss's coins for conceding on turn 8 again
 * and again would still be a tap. The winner of a concession is paid once a real game has been
 * played (four turns each): a friend who concedes at once is not a win worth paying.
 */
import type { MatchKind, MatchResultInfo, Seat } from "../../shared/contract/match";
import type { CollectionService } from "../collection/service";
import type { MatchRow, MatchStore } from "./store";

export const REWARD = { win: 50, draw: 20, loss: 10 } as const;
export const MIN_TURNS_FOR_REWARD = 3;
export const MIN_TURNS_IF_CONCEDED = 8;

/** The engine says "<name> conceded"; a network match's result says "concede". */
const isConcession = (result: MatchResultInfo) => result.reason === "concede" || / conceded$/.test(result.reason);

export function rewardFor(kind: MatchKind, mySeat: Seat | null, result: MatchResultInfo, turn: number): number {
  if (kind === "hotseat" || !mySeat || turn < MIN_TURNS_FOR_REWARD) return 0;
  if (isConcession(result) && (result.winner !== mySeat || turn < MIN_TURNS_IF_CONCEDED)) return 0;
  if (result.winner === "draw") return REWARD.draw;
  return result.winner === mySeat ? REWARD.win : REWARD.loss;
}

export function rewardReason(matchId: number, kind: MatchKind, mySeat: Seat, result: MatchResultInfo): string {
  const outcome = result.winner === "draw" ? "draw" : result.winner === mySeat ? "won" : "lost";
  const against = kind === "network" ? "a network match" : "a match against the computer";
  return `Match #${matchId}: ${outcome} ${against}`;
}

/**
 * Pays the match's coins exactly once, across crashes: the amount is recorded as pending
 * first; after a crash a pending reward is paid only if the ledger does not show it yet.
 */
export function settleReward(store: MatchStore, row: MatchRow, collection: (() => CollectionService) | undefined): MatchRow {
  if (row.rewardState === "credited" || row.rewardState === "none" || !row.result) return row;
  // Puzzles pay nothing: they are practice, and a shipped one could be replayed for coins.
  const amount = row.setup?.puzzle !== undefined ? 0 : rewardFor(row.kind, row.mySeat, row.result, row.turn);
  if (amount === 0 || !collection || !row.mySeat) return store.update(row.id, { reward: 0, rewardState: "none" });
  const reason = rewardReason(row.id, row.kind, row.mySeat, row.result);
  try {
    if (row.rewardState === "pending") {
      const paid = collection().profile.ledger({ limit: 1000 }).some((e) => e.reason === reason);
      if (paid) return store.update(row.id, { rewardState: "credited" });
    } else {
      row = store.update(row.id, { reward: amount, rewardState: "pending" });
    }
    collection().profile.credit(amount, reason);
    return store.update(row.id, { rewardState: "credited" });
  } catch (e) {
    console.error(`moxen: match #${row.id}: the reward could not be paid yet (${(e as Error).message}); it will be retried`);
    return store.get(row.id);
  }
}

/**
 * The audit named a cheater after the coins were paid (a network match with hidden cards): the
 * match's result changed after the fact, so does its reward. What the game's own result would
 * have paid for the new winner (under the same rules: turns played, an early concession) is
 * compared with what was paid, and the difference credited once (a ledger entry that says why).
 * Coins are never taken back: an honest Moxen is never named, and the cheater's own program
 * decides nothing here.
 */
export function settleAuditReward(store: MatchStore, row: MatchRow, before: MatchResultInfo, collection: (() => CollectionService) | undefined): MatchRow {
  if (!row.result || !row.mySeat || row.setup?.puzzle !== undefined) return row;
  const paid = row.rewardState === "credited" ? (row.reward ?? 0) : 0;
  if (row.rewardState === "pending") return row; // the first payment is not settled yet: the next start does it
  const owed = rewardFor(row.kind, row.mySeat, { winner: row.result.winner, reason: before.reason }, row.turn);
  if (owed <= paid || !collection) return row;
  const reason = `${rewardReason(row.id, row.kind, row.mySeat, row.result)} (the opponent cheated: found by the audit)`;
  try {
    if (!collection().profile.ledger({ limit: 1000 }).some((e) => e.reason === reason)) collection().profile.credit(owed - paid, reason);
    return store.update(row.id, { reward: owed, rewardState: "credited" });
  } catch (e) {
    console.error(`moxen: match #${row.id}: the reward after the audit could not be paid (${(e as Error).message})`);
    return row;
  }
}

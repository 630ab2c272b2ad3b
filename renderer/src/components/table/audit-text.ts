/**
 * The words for a network match's audit of the hidden cards (the game-over box and the match
 * history): clean, or who cheated and that the cheater loses the match, with what the game itself
 * said when the audit changed the result after the fact.
 */
import type { MatchResultInfo, Seat } from "../../../../app/shared/contract/match";

type Audit = NonNullable<MatchResultInfo["audit"]>;

const reasonWords = (reason: string) => reason.replace(/_/g, " ");

/** The game-over box: `me` is this player's seat, `opponent` the other player's name. */
export function gameOverAuditText(audit: Extract<Audit, { clean: false }>, overturned: MatchResultInfo["overturned"], me: Seat, opponent: string): string {
  const cheater = audit.cheater === me ? "your program" : opponent;
  if (overturned) {
    const game = overturned.winner === "draw" ? "The game was a draw" : `The game was won by ${overturned.winner === me ? "you" : opponent}`;
    return `Audit: ${cheater} cheated. ${audit.message} ${game} (${reasonWords(overturned.reason)}), but a cheater loses the match.`;
  }
  return `Audit: ${cheater} cheated. ${audit.message} ${audit.cheater === me ? "You lose" : `${opponent} loses`} the match.`;
}

/** The match history's badge: `who` is "you" or the cheater's name. */
export function historyAuditText(audit: Extract<Audit, { clean: false }>, overturned: MatchResultInfo["overturned"], yourSeat: Seat | null, who: string): { text: string; title: string } {
  const game = overturned ? ` The game itself: ${overturned.winner === "draw" ? "a draw" : overturned.winner === yourSeat ? "won" : "lost"} (${reasonWords(overturned.reason)}).` : "";
  return { text: `· ${who} cheated (audit), ${audit.cheater === yourSeat ? "you lose" : "they lose"} the match: ${audit.message}${game}`, title: `${audit.message}${game}` };
}

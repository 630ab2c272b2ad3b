/**
 * What one player sees of a Winston draft (issue 35, part 2): the same shape whether the other
 * drafter is the computer (limited.*) or a friend over the network (limitedNet.*), so one screen
 * draws both. It is only what this side may know: the cards of a pile are the ones this player
 * was shown there (null for a card it never saw), the friend's pool is a count plus the cards this
 * player had seen go there. The host builds it from winston/side.ts's SideView.
 */

export interface WinstonPileDto {
  /** Cards in the pile now. */
  count: number;
  /** For each card of the pile, in order: its name if this player saw it there, else null. */
  seen: (string | null)[];
}

export interface WinstonDraftDto {
  /** 0: the inviter (or the player against the computer), 1: the friend (or the computer). */
  mySeat: 0 | 1;
  /** Whose turn it is. */
  active: 0 | 1;
  /** The player must decide now (take or pass the pile `at`, or draw the stack's top card). */
  yourTurn: boolean;
  /** The pile the active player is at (0–2), or 3 for the blind draw from the stack. */
  at: number;
  /** Always three piles. */
  piles: WinstonPileDto[];
  /** Face-down cards left in the stack. */
  stack: number;
  /** This player's pool so far, in the order taken. */
  pool: string[];
  /** How many cards the other drafter has taken, and the ones of them this player saw. */
  theirs: { count: number; seen: string[] };
  /** Whether the pile `at` may be passed (a pile with nothing after it must be taken). */
  mayPass: boolean;
  /** The stack and the piles are empty: the pools are final. */
  over: boolean;
}

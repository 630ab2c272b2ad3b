/**
 * A Winston draft as the screen draws it (`WinstonDraftDto`, app/shared/contract/winston-draft.ts),
 * from one side's `SideView` (side.ts), over the network or against the computer. Only what
 * this side may know passes: a pile's cards are the ones shown to this side (null otherwise), and
 * the friend's pool is its count plus the cards this side saw go there.
 */
import type { WinstonDraftDto } from "../../../shared/contract/winston-draft";
import type { SideView } from "./side";

/** `yourTurn`: a decision is owed by this player now (the session's `pending()` is not null). */
export function winstonDraftDto(view: SideView, yourTurn: boolean): WinstonDraftDto {
  const over = view.phase === "over";
  return {
    mySeat: view.seat as 0 | 1,
    active: view.active as 0 | 1,
    yourTurn: yourTurn && !over,
    at: view.at,
    piles: view.piles.map((p) => ({ count: p.slots.length, seen: [...p.cards] })),
    stack: view.stack,
    pool: [...view.pool],
    theirs: { count: view.theirPool.slots.length, seen: view.theirPool.cards.filter((c): c is string => c !== null) },
    mayPass: yourTurn && !over && view.mayPass,
    over,
  };
}

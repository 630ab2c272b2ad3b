/**
 * Seats of a running match: which ones a player at this machine controls, which one a call
 * means, and who must act now. Pure functions of the `Live`.
 */
import * as engine from "../../../engine/index";
import type { GameState } from "../../../engine/index";
import type { Seat } from "../../shared/contract/match";
import { MatchError } from "./errors";
import type { Live } from "./live";

/** The seats a player at this machine controls in a match. */
export function controlled(live: Live): Seat[] {
  return live.row.kind === "hotseat" ? ["A", "B"] : live.row.mySeat ? [live.row.mySeat] : [];
}

export function seatFor(live: Live, requested: Seat | undefined, purpose: "act" | "view"): Seat {
  const mine = controlled(live);
  if (requested) {
    if (!mine.includes(requested)) throw new MatchError("not_your_seat", `You play seat ${mine.join(" and ")} in match #${live.id}, not seat ${requested}.`);
    return requested;
  }
  if (live.row.kind === "hotseat") return autoSeat(live, purpose);
  return mine[0]!;
}

/** Hotseat: the seat that must act now (or the one that acted last, when nobody must). */
export function autoSeat(live: Live, _purpose: "act" | "view"): Seat {
  return (live.state && !live.state.outcome && engine.whoMustAct(live.state)) || live.lastActor;
}

export function mustAct(live: Live): Seat | null {
  if (!live.state || live.row.status !== "playing") return null;
  // A network match: nobody acts while hidden cards are being shuffled or shown (the session knows).
  if (live.session) return live.session.toAct;
  return live.state.outcome ? null : engine.whoMustAct(live.state);
}

export function thinking(live: Live): boolean {
  return !!live.computer?.abort;
}

/** The live state of a match that is being played, or the error that says why it is not. */
export function mustBePlaying(live: Live): GameState {
  const status = live.row.status;
  if (status === "finished") throw new MatchError("match_over", `Match #${live.id} is over.`);
  if (status === "handshake" || !live.state) throw new MatchError("not_started", `Match #${live.id} has not started yet: the players are still connecting.`);
  if (status !== "playing") throw new MatchError(status, `Match #${live.id} is ${status}: ${live.row.problem ?? ""}`);
  return live.state;
}

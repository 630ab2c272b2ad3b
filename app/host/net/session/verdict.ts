/**
 * The judgement of one in-order chained message from the peer, before anything is applied:
 * accepted (`commit` applies it, after it is logged), or refused (`halt`: whether the match
 * stops; `after`: what follows the refusal, e.g. a desync report or cutting the peer off).
 */
import type { IncidentCode } from "../session-types";

export type Verdict =
  | { ok: true; commit: () => void }
  | { ok: false; code: IncidentCode; message: string; halt: boolean; after?: () => void };

/** A refusal that halts the match (a message the peer signed for this game, yet unacceptable). */
export function halting(code: IncidentCode, message: string, after?: () => void): Verdict {
  return { ok: false, code, message, halt: true, after };
}

/** Accepted into the peer's chain (and the log), but too late or too early to change anything. */
export function acceptWithoutEffect(): Verdict {
  return { ok: true, commit: () => {} };
}

/**
 * Evidence kept in the match log: refused frames, bounded so that a flood of junk costs only
 * a counter (README "Protocol v2": refused messages are reported and kept as evidence).
 */
import type { MatchLog } from "../match-log";

/** Refused messages kept as evidence per session; beyond this a flood only costs a counter. */
const MAX_EVIDENCE = 100;
/** Bytes kept of a frame that proves nothing (anyone on the path could have sent it). */
const EVIDENCE_FRAME_BYTES = 4096;
/** Incidents kept per session: a flood of junk must not grow memory. */
export const MAX_INCIDENTS = 1000;

export class Evidence {
  private count = 0;

  constructor(
    private readonly log: MatchLog,
    private readonly now: () => number,
  ) {}

  /** Keeps a refused frame in the log: whole when `signedByPeer` (proof), else its first bytes. */
  keep(code: string, reason: string, frame: Uint8Array, signedByPeer = false): void {
    if (this.count >= MAX_EVIDENCE) return;
    this.count++;
    const kept = signedByPeer ? frame : frame.subarray(0, EVIDENCE_FRAME_BYTES);
    this.log.append({ kind: "evidence", code, reason, frame: kept, at: new Date(this.now()).toISOString() });
  }
}

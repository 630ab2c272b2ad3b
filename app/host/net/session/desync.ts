/**
 * Desync reports (README "Protocol v2": a state hash that differs halts the match with both
 * hashes and both states, exchanged over unsequenced `desync` messages): the report, our request
 * and our reply, the judgement of the peer's `desync` messages (one exchange per match), the
 * packing of states, and the truncated log a state is rebuilt from.
 */
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { fromBase64Url, toBase64Url } from "../bytes";
import type { MatchLog } from "../match-log";
import type { DesyncBody } from "../message-bodies";
import { decodeMessage } from "../protocol";
import type { DesyncReport } from "../session-types";

/** A serialized state, deflated for a `desync` message; null when it would not fit in a frame. */
export function packState(serialized: string, maxFrameBytes: number): string | null {
  const packed = toBase64Url(deflateRawSync(Buffer.from(serialized)));
  return packed.length < maxFrameBytes - 4096 ? packed : null;
}

export function unpackState(packed: string | null): string | null {
  if (packed === null) return null;
  try {
    return inflateRawSync(fromBase64Url(packed), { maxOutputLength: 16 << 20 }).toString("utf8");
  } catch {
    return null;
  }
}

/** What to do with a peer's `desync` message. */
export type DesyncJudgement =
  /** The answer to our own report: `report` now holds both states (null: it already did). */
  | { kind: "answer"; report: DesyncReport | null }
  /** A repeat of the report we answered: our answer was perhaps lost. */
  | { kind: "repeat"; reply: DesyncBody }
  /** Refused (`bogus-desync`), nothing replayed. */
  | { kind: "bogus"; why: string }
  /** A report on one of our actions, to serve once: replay our state, answer with it. */
  | { kind: "serve"; theirState: string | null };

/** The one desync exchange of a match, from either side. */
export class DesyncExchange {
  private _report: DesyncReport | null = null;
  private request: DesyncBody | null = null;
  private repeats = 0;
  private reply: DesyncBody | null = null;
  /** One desync exchange per match: a second report from the peer is not served. */
  private served = false;

  get report(): DesyncReport | null {
    return this._report;
  }

  /** A desync exchange is open (ours or theirs): only then may frames be large. */
  get open(): boolean {
    return !!this._report || !!this.request;
  }

  /** We found a hash mismatch on the peer's action `seq`: our report, their state still unknown. */
  found(seq: number, hashes: DesyncReport["hashes"], ourState: string): DesyncReport {
    this._report = { action: { by: "peer", seq }, hashes, states: { mine: ourState, theirs: null }, complete: false };
    return this._report;
  }

  /** Our request for the peer's state (sent now, and repeated while unanswered). */
  ask(request: DesyncBody): DesyncBody {
    this.request = request;
    return request;
  }

  /** Our unanswered request, to send again (a few times), or null. */
  repeat(): DesyncBody | null {
    return this._report && !this._report.complete && this.request && this.repeats++ < 10 ? this.request : null;
  }

  /**
   * Judges a peer's `desync` message. `me`/`peer`: the two keys; `ownFrame`: our signed frame
   * with a seq. A report is served only if it names one of our actions and a hash other than the
   * one we signed for it: checked against what we actually sent, before anything is replayed.
   */
  judge(body: DesyncBody, me: string, peer: string | null, ownFrame: (seq: number) => Uint8Array | undefined): DesyncJudgement {
    const report = this._report;
    if (body.author === peer && report && report.action.by === "peer" && report.action.seq === body.seq) {
      if (report.complete) return { kind: "answer", report: null };
      // The answer to our own report: now it holds both states.
      const theirState = unpackState(body.state);
      this._report = { ...report, states: { ...report.states, theirs: theirState }, complete: true };
      return { kind: "answer", report: this._report };
    }
    if (report?.action.by === "me" && report.action.seq === body.seq && body.author === me && this.reply) {
      return { kind: "repeat", reply: this.reply };
    }
    // One exchange per match: replaying the log again for every report would let the peer stall us.
    if (this.served || report) return { kind: "bogus", why: "a desync report was already handled in this match" };
    const ours = body.author === me ? ownFrame(body.seq) : undefined;
    const sent = ours ? decodeMessage(ours, Infinity).payload : null;
    if (!sent || sent.type !== "action") return { kind: "bogus", why: `it names message ${body.seq}, which is not an action of yours` };
    if (sent.postHash === body.hash) return { kind: "bogus", why: `its hash for your action ${body.seq} is the one you signed: there is no disagreement` };
    this.served = true;
    return { kind: "serve", theirState: unpackState(body.state) };
  }

  /** The report served on our action `seq`, both states known. */
  servedReport(seq: number, hashes: DesyncReport["hashes"], states: DesyncReport["states"]): DesyncReport {
    this._report = { action: { by: "me", seq }, hashes, states, complete: true };
    return this._report;
  }

  /** Our answer to the peer's report (sent unless theirs was itself an answer, and repeated on request). */
  answer(reply: DesyncBody): DesyncBody {
    this.reply = reply;
    return reply;
  }
}

/** A read-only view of a log up to (and including) one chained message. */
export class TruncatedLog implements MatchLog {
  private items: ReturnType<MatchLog["entries"]>;
  constructor(log: MatchLog, direction: "out" | "in", seq: number) {
    const all = log.entries();
    const end = all.findIndex((e) => e.kind === "message" && e.direction === direction && e.seq === seq);
    this.items = all.slice(0, end + 1).filter((e) => e.kind === "message");
  }
  append(): void {
    throw new Error("read-only log");
  }
  entries() {
    return this.items;
  }
  head(direction: "out" | "in") {
    const last = [...this.items].reverse().find((e) => e.kind === "message" && e.direction === direction);
    return last && last.kind === "message" ? { seq: last.seq, id: last.id } : null;
  }
}

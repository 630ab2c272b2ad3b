/**
 * The two hash chains of a session (README "Protocol v2": one chain per author, `seq` from 1,
 * `prev` the id of the author's previous message): ours, with the frames to resend, and the
 * peer's as applied here, with the messages from the future held until the gap fills.
 * Bookkeeping only: what to do with a message is decided by the session.
 */
import { ZERO_ID, type Message } from "../protocol";

/** Out-of-order messages kept while waiting for a gap to fill; more is an attack. */
const MAX_PENDING = 256;
/** Frames resent at once; the rest follows the acks. */
const MAX_BURST = 64;

/** Our chain: its head, and every frame of it (resends). */
export class OwnChain {
  seq = 0;
  id = ZERO_ID;
  /** Seq of our latest game-affecting message (an action or the start). */
  gameSeq = 0;
  private frames = new Map<number, Uint8Array>();

  /** A message of ours became the head (freshly sent or replayed from the log). */
  note(message: Message): void {
    const { seq, type } = message.payload;
    this.seq = seq;
    this.id = message.id;
    this.frames.set(seq, message.frame);
    if (type === "action") this.gameSeq = seq;
  }

  /** Our signed frame with this seq, if we sent one. */
  frame(seq: number): Uint8Array | undefined {
    return this.frames.get(seq);
  }

  /** Our frames from `from` on, in order: a bounded burst. */
  burst(from: number): Uint8Array[] {
    const last = Math.min(this.seq, from + MAX_BURST - 1);
    const out: Uint8Array[] = [];
    for (let s = Math.max(1, from); s <= last; s++) out.push(this.frames.get(s)!);
    return out;
  }
}

/** The peer's chain as applied here, the messages held ahead of it, and its acknowledgement of ours. */
export class PeerChain {
  seq = 0;
  id = ZERO_ID;
  /** Highest of our seqs the peer has confirmed applying. */
  ack = 0;
  private ids = new Map<number, string>();
  private pending = new Map<number, Message>();

  /** Where a chained message stands: already applied ("old"), the next one, or beyond a gap ("future"). */
  place(message: Message): "old" | "next" | "future" {
    const { seq } = message.payload;
    if (seq <= this.seq) return "old";
    return seq > this.seq + 1 ? "future" : "next";
  }

  /** An old message that is exactly the one applied with its seq. */
  isDuplicate(message: Message): boolean {
    return this.ids.get(message.payload.seq) === message.id;
  }

  /**
   * Holds a message from the future (if `room` and the buffer is not full). Returns the different
   * message already held with the same seq (equivocation), else null.
   */
  hold(message: Message, room: boolean): Message | null {
    const { seq } = message.payload;
    const held = this.pending.get(seq);
    if (held && held.id !== message.id) return held;
    if (room && this.pending.size < MAX_PENDING) this.pending.set(seq, message);
    return null;
  }

  /** The held message that comes next, taken out of the buffer. */
  takeNext(): Message | undefined {
    const next = this.pending.get(this.seq + 1);
    if (next) this.pending.delete(this.seq + 1);
    return next;
  }

  get hasPending(): boolean {
    return this.pending.size > 0;
  }

  clearPending(): void {
    this.pending.clear();
  }

  /** The peer's message was applied: it is the new head. */
  accept(message: Message): void {
    this.seq = message.payload.seq;
    this.id = message.id;
    this.ids.set(this.seq, message.id);
  }

  /** The peer acknowledges our messages up to `ack` (never beyond our head); true if that is news. */
  noteAck(ack: number, ownSeq: number): boolean {
    const acked = Math.min(ack, ownSeq);
    if (acked <= this.ack) return false;
    this.ack = acked;
    return true;
  }
}

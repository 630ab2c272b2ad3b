/**
 * The match log: the append-only truth of a network match. A match is its handshake
 * (which fixes the seed) plus its messages; replaying the log rebuilds the state, which is
 * how a session resumes after a crash or reconnect. Entries keep the exact signed frames,
 * so a log is also proof of what each side said.
 *
 * Kept deliberately small so that the match host can back it with SQLite (one row per
 * entry, `frame` as a BLOB) without touching the session.
 */
export type LogEntry =
  | {
      kind: "message";
      /** "out": written by us (logged before sending); "in": accepted from the peer. */
      direction: "out" | "in";
      seq: number;
      id: string;
      type: string;
      frame: Uint8Array;
      /**
       * The frame's payload, already decoded by the session (never stored: a log that needs it
       * takes it from here instead of decoding the frame again; absent when read back).
       */
      payload?: { body: unknown; postHash?: string };
    }
  | {
      /** A message that was refused, kept as evidence (forgery, equivocation, illegal move…). */
      kind: "evidence";
      code: string;
      reason: string;
      frame: Uint8Array;
      at: string;
    };

export interface LogHead {
  seq: number;
  id: string;
}

export interface MatchLog {
  /** Must be durable when it returns: the session sends only after appending. */
  append(entry: LogEntry): void;
  /** All entries in append order. */
  entries(): readonly LogEntry[];
  /** Latest chained message in one direction, or null. */
  head(direction: "out" | "in"): LogHead | null;
}

export class MemoryMatchLog implements MatchLog {
  private items: LogEntry[] = [];
  private heads: Record<"out" | "in", LogHead | null> = { out: null, in: null };

  append(entry: LogEntry): void {
    const copy = { ...entry, frame: entry.frame.slice() };
    if (copy.kind === "message") delete copy.payload;
    this.items.push(copy);
    if (copy.kind === "message") this.heads[copy.direction] = { seq: copy.seq, id: copy.id };
  }

  entries(): readonly LogEntry[] {
    return this.items;
  }

  head(direction: "out" | "in"): LogHead | null {
    return this.heads[direction];
  }
}

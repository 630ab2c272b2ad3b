/**
 * The network layer's MatchLog (app/host/net/match-log.ts) in matches.db: one `net_log` row per
 * entry, the exact signed frame as a BLOB. `append` is one transaction with synchronous=FULL, so
 * it is durable when it returns — the peer session sends only after that ("log before send").
 *
 * In the same transaction, each action message also becomes a row of the match's game log
 * (`actions`: the action, the state hash it claims, and its frame), so network matches share
 * history and replay with local ones. The session appends an outgoing action after the rules
 * accepted it and an incoming one only after checking its signature, chain, legality and state
 * hash, so these rows are the applied game. Once the match has ended by a concede or timeout
 * claim, an action still crossing it is kept in the net log but is not part of the game.
 */
import { close, fsync, open } from "node:fs";
import type { Statement } from "better-sqlite3";
import type { LogEntry, LogHead, MatchLog } from "../net/match-log";
import { decodeMessage } from "../net/protocol";
import type { MatchStore } from "./store";

const ENDING_TYPES = new Set(["concede", "timeout-claim", "result"]);

interface NetLogRow {
  kind: "message" | "evidence";
  direction: "out" | "in" | null;
  seq: number | null;
  msg_id: string | null;
  type: string | null;
  code: string | null;
  reason: string | null;
  at: string | null;
  frame: Buffer;
}

export interface SqliteMatchLogOptions {
  /**
   * Our own frames ("out") are committed without waiting for the disk (synchronous=NORMAL: they
   * survive a crash of the program, not a power cut) and the WAL is fsynced off the main thread
   * while the frame travels. Only for a session that recovers its lost tail from the peer before
   * signing anything new (PeerSessionOptions.recoverOwnTail). The peer's frames ("in") and
   * evidence stay synchronous=FULL: an ack promises they are on disk, and each such commit also
   * makes every earlier frame of this file durable (the WAL is one file, fsynced in order).
   */
  syncOutAfterSend?: boolean;
}

export class SqliteMatchLog implements MatchLog {
  private items: LogEntry[] = [];
  private heads: Record<"out" | "in", LogHead | null> = { out: null, in: null };
  private ended = false;
  private actionSeq: number;
  private readonly insert: Statement;

  /** See SqliteMatchLogOptions; may be switched between appends (the bench alternates both paths). */
  syncOutAfterSend: boolean;
  private syncing = false;
  private syncAgain = false;
  /** Background fsyncs of our own frames not yet done (tests wait for 0 before a clean stop). */
  private pendingSyncs = 0;

  constructor(
    private readonly store: MatchStore,
    readonly matchId: number,
    options: SqliteMatchLogOptions = {},
  ) {
    this.syncOutAfterSend = options.syncOutAfterSend ?? false;
    this.insert = store.db.prepare(
      "INSERT INTO net_log (match_id, n, kind, direction, seq, msg_id, type, code, reason, at, frame) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
    const rows = store.db.prepare("SELECT kind, direction, seq, msg_id, type, code, reason, at, frame FROM net_log WHERE match_id = ? ORDER BY n").all(matchId) as NetLogRow[];
    for (const r of rows) {
      const frame = new Uint8Array(r.frame);
      this.remember(
        r.kind === "message"
          ? { kind: "message", direction: r.direction!, seq: r.seq!, id: r.msg_id!, type: r.type!, frame }
          : { kind: "evidence", code: r.code!, reason: r.reason!, at: r.at!, frame },
      );
    }
    this.actionSeq = store.db.prepare("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE match_id = ?").pluck().get(matchId) as number;
  }

  private remember(entry: LogEntry): void {
    this.items.push(entry);
    if (entry.kind === "message") {
      this.heads[entry.direction] = { seq: entry.seq, id: entry.id };
      if (ENDING_TYPES.has(entry.type)) this.ended = true;
    }
  }

  append(entry: LogEntry): void {
    const copy: LogEntry = { ...entry, frame: entry.frame.slice() };
    const decoded = copy.kind === "message" ? copy.payload : undefined;
    if (copy.kind === "message") delete copy.payload;
    const n = this.items.length + 1;
    let gameAction: { action: { player: "A" | "B" }; hash: string } | null = null;
    if (copy.kind === "message" && copy.type === "action" && !this.ended) {
      // The session passes the payload it decoded (or built); a frame is decoded only without it.
      const p = decoded ?? decodeMessage(copy.frame, Infinity).payload;
      const action = (p.body as { action?: { player?: unknown } } | null)?.action;
      if (action && (action.player === "A" || action.player === "B") && typeof p.postHash === "string") {
        gameAction = { action: action as { player: "A" | "B" }, hash: p.postHash };
      }
    }
    // The handshake (hello, commit, reveal: seqs 1–3) stays synced before sending: a session
    // recovers only from a log that holds it, and the game id it fixes.
    const deferred = this.syncOutAfterSend && copy.kind === "message" && copy.direction === "out" && copy.seq > 3 && !this.store.db.inTransaction;
    if (deferred) this.store.db.pragma("synchronous = NORMAL");
    try {
      this.write(copy, n, gameAction);
    } finally {
      if (deferred) this.store.db.pragma("synchronous = FULL");
    }
    if (gameAction) this.actionSeq++;
    this.remember(copy);
    if (deferred) this.syncInBackground();
  }

  /** Whether a background fsync of our own frames is still running. */
  get syncPending(): boolean {
    return this.pendingSyncs > 0 || this.syncing;
  }

  private write(copy: LogEntry, n: number, gameAction: { action: { player: "A" | "B" }; hash: string } | null): void {
    this.store.tx(() => {
      if (copy.kind === "message") {
        this.insert.run(this.matchId, n, "message", copy.direction, copy.seq, copy.id, copy.type, null, null, null, Buffer.from(copy.frame));
      } else {
        this.insert.run(this.matchId, n, "evidence", null, null, null, null, copy.code, copy.reason, copy.at, Buffer.from(copy.frame));
      }
      if (gameAction) {
        this.store.appendAction(this.matchId, { seq: this.actionSeq + 1, player: gameAction.action.player, action: gameAction.action, hash: gameAction.hash, frame: copy.frame });
      }
    });
  }

  /**
   * fsync of the WAL in libuv's thread pool (better-sqlite3 is synchronous): fsync is per inode,
   * so it covers every commit SQLite wrote to the WAL before it started. One at a time; appends
   * made meanwhile are covered by one more round.
   */
  private syncInBackground(): void {
    if (this.syncing) {
      this.syncAgain = true;
      return;
    }
    this.syncing = true;
    this.syncAgain = false;
    this.pendingSyncs++;
    const done = () => {
      this.pendingSyncs--;
      this.syncing = false;
      if (this.syncAgain) this.syncInBackground();
    };
    // "r+": Windows flushes (FlushFileBuffers) only through a handle opened for writing.
    open(`${this.store.db.name}-wal`, "r+", (err, fd) => {
      // No WAL file: a checkpoint moved everything into the main file, which SQLite fsynced.
      if (err) return done();
      fsync(fd, () => close(fd, done));
    });
  }

  entries(): readonly LogEntry[] {
    return this.items;
  }

  head(direction: "out" | "in"): LogHead | null {
    return this.heads[direction];
  }
}

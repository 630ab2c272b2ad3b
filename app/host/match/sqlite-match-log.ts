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

export class SqliteMatchLog implements MatchLog {
  private items: LogEntry[] = [];
  private heads: Record<"out" | "in", LogHead | null> = { out: null, in: null };
  private ended = false;
  private actionSeq: number;
  private readonly insert: Statement;

  constructor(
    private readonly store: MatchStore,
    readonly matchId: number,
  ) {
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
    const n = this.items.length + 1;
    let gameAction: { action: { player: "A" | "B" }; hash: string } | null = null;
    if (copy.kind === "message" && copy.type === "action" && !this.ended) {
      const p = decodeMessage(copy.frame, Infinity).payload;
      const action = (p.body as { action?: { player?: unknown } } | null)?.action;
      if (action && (action.player === "A" || action.player === "B") && typeof p.postHash === "string") {
        gameAction = { action: action as { player: "A" | "B" }, hash: p.postHash };
      }
    }
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
    if (gameAction) this.actionSeq++;
    this.remember(copy);
  }

  entries(): readonly LogEntry[] {
    return this.items;
  }

  head(direction: "out" | "in"): LogHead | null {
    return this.heads[direction];
  }
}

/**
 * A network limited event in the collection database (migration 006): the event, its signed
 * messages in order (the only source of its state), and its games; its deck-building clock
 * (migration 008: when our pool was recorded, the deck being edited, why we submitted it ourselves). Every write is one statement
 * or one `ctx.tx()`; a frame is written before it is sent.
 */
import type { Ctx } from "../../collection/context";

export interface StoredGame {
  game: number;
  matchId: number | null;
  myDeck: string[];
  peerDeck: string[] | null;
  winner: "me" | "peer" | "draw" | null;
  reason: string | null;
}

export interface StoredEvent {
  key: string;
  role: "host" | "guest";
  peerKey: string | null;
  createdAt: string;
  poolEventId: number | null;
  outcome: unknown;
}

export class EventStore {
  constructor(private readonly ctx: Ctx) {}

  create(key: string, role: "host" | "guest"): void {
    this.ctx.db.prepare("INSERT OR IGNORE INTO limited_net_events (key, role, created_at) VALUES (?, ?, ?)").run(key, role, this.ctx.now());
  }

  get(key: string): StoredEvent | null {
    const row = this.ctx.db.prepare("SELECT * FROM limited_net_events WHERE key = ?").get(key) as
      | { key: string; role: "host" | "guest"; peer_key: string | null; created_at: string; pool_event_id: number | null; outcome: string | null }
      | undefined;
    if (!row) return null;
    return { key: row.key, role: row.role, peerKey: row.peer_key, createdAt: row.created_at, poolEventId: row.pool_event_id, outcome: row.outcome ? JSON.parse(row.outcome) : null };
  }

  list(): StoredEvent[] {
    const keys = this.ctx.db.prepare("SELECT key FROM limited_net_events ORDER BY created_at DESC, rowid DESC").pluck().all() as string[];
    return keys.map((k) => this.get(k)!);
  }

  setPeer(key: string, peerKey: string): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET peer_key = ? WHERE key = ?").run(peerKey, key);
  }

  setPoolEvent(key: string, id: number): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET pool_event_id = ? WHERE key = ?").run(id, key);
  }

  setOutcome(key: string, outcome: unknown): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET outcome = ? WHERE key = ?").run(JSON.stringify(outcome), key);
  }

  /** The deck-building clock's row: started once (the first call wins: a restart does not reset it). */
  startClock(key: string, at: number): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET build_started_at = ? WHERE key = ? AND build_started_at IS NULL").run(at, key);
  }

  clock(key: string): { startedAt: number | null; draft: string[] | null; auto: string | null } {
    const row = this.ctx.db.prepare("SELECT build_started_at, build_draft, build_auto FROM limited_net_events WHERE key = ?").get(key) as
      | { build_started_at: number | null; build_draft: string | null; build_auto: string | null }
      | undefined;
    return { startedAt: row?.build_started_at ?? null, draft: row?.build_draft ? JSON.parse(row.build_draft) : null, auto: row?.build_auto ?? null };
  }

  setDraft(key: string, deck: readonly string[]): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET build_draft = ? WHERE key = ?").run(JSON.stringify(deck), key);
  }

  setAuto(key: string, why: string): void {
    this.ctx.db.prepare("UPDATE limited_net_events SET build_auto = ? WHERE key = ?").run(why, key);
  }

  appendFrame(key: string, direction: "in" | "out", frame: Uint8Array): void {
    this.ctx.tx("limited-net-frame", () => {
      const n = (this.ctx.db.prepare("SELECT COALESCE(MAX(n), 0) FROM limited_net_frames WHERE key = ?").pluck().get(key) as number) + 1;
      this.ctx.db.prepare("INSERT INTO limited_net_frames (key, n, direction, frame) VALUES (?, ?, ?, ?)").run(key, n, direction, Buffer.from(frame));
    });
  }

  frames(key: string): { direction: "in" | "out"; frame: Uint8Array }[] {
    const rows = this.ctx.db.prepare("SELECT direction, frame FROM limited_net_frames WHERE key = ? ORDER BY n").all(key) as { direction: "in" | "out"; frame: Buffer }[];
    return rows.map((r) => ({ direction: r.direction, frame: new Uint8Array(r.frame) }));
  }

  setGame(key: string, game: number, fields: Partial<Omit<StoredGame, "game">>): void {
    const db = this.ctx.db;
    this.ctx.tx("limited-net-game", () => {
      db.prepare("INSERT OR IGNORE INTO limited_net_games (key, game, my_deck) VALUES (?, ?, ?)").run(key, game, JSON.stringify(fields.myDeck ?? []));
      if (fields.myDeck) db.prepare("UPDATE limited_net_games SET my_deck = ? WHERE key = ? AND game = ?").run(JSON.stringify(fields.myDeck), key, game);
      if (fields.matchId !== undefined) db.prepare("UPDATE limited_net_games SET match_id = ? WHERE key = ? AND game = ?").run(fields.matchId, key, game);
      if (fields.peerDeck !== undefined) db.prepare("UPDATE limited_net_games SET peer_deck = ? WHERE key = ? AND game = ?").run(fields.peerDeck ? JSON.stringify(fields.peerDeck) : null, key, game);
      if (fields.winner !== undefined) db.prepare("UPDATE limited_net_games SET winner = ?, reason = ? WHERE key = ? AND game = ?").run(fields.winner, fields.reason ?? null, key, game);
    });
  }

  games(key: string): StoredGame[] {
    const rows = this.ctx.db.prepare("SELECT * FROM limited_net_games WHERE key = ? ORDER BY game").all(key) as {
      game: number; match_id: number | null; my_deck: string; peer_deck: string | null; winner: StoredGame["winner"]; reason: string | null;
    }[];
    return rows.map((r) => ({ game: r.game, matchId: r.match_id, myDeck: JSON.parse(r.my_deck), peerDeck: r.peer_deck ? JSON.parse(r.peer_deck) : null, winner: r.winner, reason: r.reason }));
  }
}

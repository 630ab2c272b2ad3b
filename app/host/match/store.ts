/**
 * MatchStore: the rows of matches.db. A match is its setup (seed, decks, names) plus its
 * append-only action log; everything else in the `matches` row (status, steps, result) is a
 * summary for listing, rewritten as the game goes.
 *
 * Every append is one transaction with synchronous=FULL: when `appendAction` returns, the
 * action is on disk. The action rows cannot be changed or deleted (triggers).
 */
import type { Database, Statement } from "better-sqlite3";
import type { GameSetup } from "../../../engine/index";
import type { MatchKind, MatchResultInfo, MatchStatus, MatchSummary, Seat, SeatInfo } from "../../shared/contract/match";
import { openMatchesDb } from "./db";
import { MatchError } from "./errors";

/**
 * How a match starts: the engine's setup (seed, decks, names), or for a puzzle the puzzle file
 * itself, whose position is the start (the seed and decks then only tell the computer the cards).
 */
/**
 * How a match was set up. `hidden`: a network match with hidden hands and libraries (protocol
 * v2): only our own deck is known (`seed` is empty); the game is rebuilt from the signed log.
 */
export type MatchSetup = GameSetup & {
  puzzle?: unknown;
  hidden?: true;
  /**
   * A network match played for ante: the collection unit each card of our deck is (by its place in
   * the deck; null for a card that names no unit), so the cards that change hands can be settled.
   */
  units?: (string | null)[];
};

export interface MatchRow {
  id: number;
  kind: MatchKind;
  status: MatchStatus;
  mySeat: Seat | null;
  seats: Record<Seat, SeatInfo>;
  setup: MatchSetup | null;
  engineVersion: string;
  rulesVersion: string;
  gameId: string | null;
  role: "host" | "guest" | null;
  peer: string | null;
  result: MatchResultInfo | null;
  finalHash: string | null;
  problem: string | null;
  steps: number;
  turn: number;
  reward: number | null;
  rewardState: "none" | "pending" | "credited" | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
}

export interface ActionRow {
  seq: number;
  player: Seat;
  action: string;
  hash: string;
  frame: Uint8Array | null;
  at: string;
}

export interface NewMatch {
  kind: MatchKind;
  status: MatchStatus;
  mySeat: Seat | null;
  seats: Record<Seat, SeatInfo>;
  setup: MatchSetup | null;
  engineVersion: string;
  rulesVersion: string;
  role?: "host" | "guest";
}

interface RawRow {
  id: number;
  kind: MatchKind;
  status: MatchStatus;
  my_seat: Seat | null;
  seats: string;
  setup: string | null;
  engine_version: string;
  rules_version: string;
  game_id: string | null;
  role: "host" | "guest" | null;
  peer: string | null;
  result: string | null;
  final_hash: string | null;
  problem: string | null;
  steps: number;
  turn: number;
  reward: number | null;
  reward_state: MatchRow["rewardState"];
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

const fromRaw = (r: RawRow): MatchRow => ({
  id: r.id,
  kind: r.kind,
  status: r.status,
  mySeat: r.my_seat,
  seats: JSON.parse(r.seats) as Record<Seat, SeatInfo>,
  setup: r.setup ? (JSON.parse(r.setup) as MatchSetup) : null,
  engineVersion: r.engine_version,
  rulesVersion: r.rules_version,
  gameId: r.game_id,
  role: r.role,
  peer: r.peer,
  result: r.result ? (JSON.parse(r.result) as MatchResultInfo) : null,
  finalHash: r.final_hash,
  problem: r.problem,
  steps: r.steps,
  turn: r.turn,
  reward: r.reward,
  rewardState: r.reward_state,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  finishedAt: r.finished_at,
});

export function summaryOf(row: MatchRow): MatchSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    yourSeat: row.mySeat,
    seats: row.seats,
    result: row.result,
    steps: row.steps,
    turn: row.turn,
    reward: row.rewardState === "credited" ? row.reward : null,
    problem: row.problem,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    finishedAt: row.finishedAt,
  };
}

const UNFINISHED: MatchStatus[] = ["handshake", "playing", "halted", "damaged"];

export class MatchStore {
  readonly db: Database;
  private readonly st: Record<string, Statement>;
  /** Injected clock (tests); ISO timestamps. */
  now: () => string = () => new Date().toISOString();

  constructor(file: string) {
    this.db = openMatchesDb(file);
    const p = (sql: string) => this.db.prepare(sql);
    this.st = {
      insert: p(`INSERT INTO matches (kind, status, my_seat, seats, setup, engine_version, rules_version, role, created_at, updated_at)
                 VALUES (@kind, @status, @mySeat, @seats, @setup, @engineVersion, @rulesVersion, @role, @now, @now)`),
      get: p("SELECT * FROM matches WHERE id = ?"),
      appendAction: p("INSERT INTO actions (match_id, seq, player, action, hash, frame, at) VALUES (?, ?, ?, ?, ?, ?, ?)"),
      progress: p("UPDATE matches SET steps = ?, turn = COALESCE(?, turn), updated_at = ? WHERE id = ?"),
      actions: p("SELECT seq, player, action, hash, frame, at FROM actions WHERE match_id = ? ORDER BY seq"),
      lastSeq: p("SELECT COALESCE(MAX(seq), 0) FROM actions WHERE match_id = ?"),
    };
  }

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** Runs `fn` in one IMMEDIATE transaction (joins an outer one). */
  tx<T>(fn: () => T): T {
    if (this.db.inTransaction) return fn();
    return this.db.transaction(fn).immediate();
  }

  create(m: NewMatch): MatchRow {
    const info = this.st.insert!.run({
      kind: m.kind,
      status: m.status,
      mySeat: m.mySeat,
      seats: JSON.stringify(m.seats),
      setup: m.setup ? JSON.stringify(m.setup) : null,
      engineVersion: m.engineVersion,
      rulesVersion: m.rulesVersion,
      role: m.role ?? null,
      now: this.now(),
    });
    return this.get(Number(info.lastInsertRowid));
  }

  find(id: number): MatchRow | null {
    const raw = this.st.get!.get(id) as RawRow | undefined;
    return raw ? fromRaw(raw) : null;
  }

  get(id: number): MatchRow {
    const row = this.find(id);
    if (!row) throw new MatchError("not_found", `There is no match #${id}.`);
    return row;
  }

  unfinished(): MatchRow[] {
    const q = `SELECT * FROM matches WHERE status IN (${UNFINISHED.map(() => "?").join(", ")}) ORDER BY updated_at DESC, id DESC`;
    return (this.db.prepare(q).all(...UNFINISHED) as RawRow[]).map(fromRaw);
  }

  history(limit = 50, offset = 0): MatchRow[] {
    const q = "SELECT * FROM matches WHERE status IN ('finished', 'abandoned') ORDER BY COALESCE(finished_at, updated_at) DESC, id DESC LIMIT ? OFFSET ?";
    return (this.db.prepare(q).all(limit, offset) as RawRow[]).map(fromRaw);
  }

  /** Appends one action (durable when this returns) and updates the match's progress. */
  appendAction(matchId: number, a: { seq: number; player: Seat; action: unknown; hash: string; frame?: Uint8Array | null; turn?: number }): void {
    this.tx(() => {
      const last = this.st.lastSeq!.pluck().get(matchId) as number;
      if (a.seq !== last + 1) throw new MatchError("log_gap", `Match #${matchId}: action ${a.seq} does not follow ${last} in the log.`);
      const at = this.now();
      this.st.appendAction!.run(matchId, a.seq, a.player, JSON.stringify(a.action), a.hash, a.frame ? Buffer.from(a.frame) : null, at);
      this.st.progress!.run(a.seq, a.turn ?? null, at, matchId);
    });
  }

  actions(matchId: number): ActionRow[] {
    return (this.st.actions!.all(matchId) as (ActionRow & { frame: Buffer | null })[]).map((r) => ({
      ...r,
      frame: r.frame ? new Uint8Array(r.frame) : null,
    }));
  }

  /** Updates summary fields of a match row (never its log). */
  update(
    id: number,
    fields: Partial<Pick<MatchRow, "status" | "seats" | "setup" | "gameId" | "peer" | "result" | "finalHash" | "problem" | "turn" | "reward" | "rewardState" | "finishedAt" | "steps">>,
  ): MatchRow {
    const cols: Record<string, unknown> = {};
    const json = (x: unknown) => (x === null || x === undefined ? null : JSON.stringify(x));
    if (fields.status !== undefined) cols.status = fields.status;
    if (fields.seats !== undefined) cols.seats = json(fields.seats);
    if (fields.setup !== undefined) cols.setup = json(fields.setup);
    if (fields.gameId !== undefined) cols.game_id = fields.gameId;
    if (fields.peer !== undefined) cols.peer = fields.peer;
    if (fields.result !== undefined) cols.result = json(fields.result);
    if (fields.finalHash !== undefined) cols.final_hash = fields.finalHash;
    if (fields.problem !== undefined) cols.problem = fields.problem;
    if (fields.turn !== undefined) cols.turn = fields.turn;
    if (fields.steps !== undefined) cols.steps = fields.steps;
    if (fields.reward !== undefined) cols.reward = fields.reward;
    if (fields.rewardState !== undefined) cols.reward_state = fields.rewardState;
    if (fields.finishedAt !== undefined) cols.finished_at = fields.finishedAt;
    cols.updated_at = this.now();
    const sets = Object.keys(cols).map((k) => `${k} = @${k}`).join(", ");
    this.db.prepare(`UPDATE matches SET ${sets} WHERE id = @id`).run({ ...cols, id });
    return this.get(id);
  }

  addChat(matchId: number, seat: Seat, text: string): void {
    this.tx(() => {
      const n = (this.db.prepare("SELECT COALESCE(MAX(n), 0) FROM chat WHERE match_id = ?").pluck().get(matchId) as number) + 1;
      this.db.prepare("INSERT INTO chat (match_id, n, seat, text, at) VALUES (?, ?, ?, ?, ?)").run(matchId, n, seat, text, this.now());
    });
  }

  chat(matchId: number): { seat: Seat; text: string; at: string }[] {
    return this.db.prepare("SELECT seat, text, at FROM chat WHERE match_id = ? ORDER BY n").all(matchId) as { seat: Seat; text: string; at: string }[];
  }
}

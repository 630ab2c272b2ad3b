/**
 * The match database, `<data folder>/matches.db`: its own file, separate from collection.db.
 *
 * Why a separate file: match logs are append-heavy and can grow large, the collection's
 * schema and migrations belong to the collection, and one damaged file must not cost the
 * other. The only link between them is the coin reward, which is made idempotent instead
 * of transactional (store.ts: reward_state).
 *
 * Same guards as the collection: a read-only integrity check before anything is written (an
 * unreadable file is copied aside and reported, never recreated silently), WAL,
 * synchronous=FULL (an action that was acknowledged survives a power cut), numbered
 * migrations with `PRAGMA user_version`, and a file from a newer schema left untouched.
 */
import type { Database as Db } from "better-sqlite3";
import { openSqlite, type Migration } from "../sqlite";
import { MatchError } from "./errors";

export const MATCHES_FILE = "matches.db";

export type { Migration };

const APPEND_ONLY = (table: string) => `
  CREATE TRIGGER ${table}_append_only_update BEFORE UPDATE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;
  CREATE TRIGGER ${table}_append_only_delete BEFORE DELETE ON ${table}
  BEGIN SELECT RAISE(ABORT, '${table} is append-only'); END;`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "matches, actions, net log, chat",
    up(db) {
      db.exec(`
        CREATE TABLE matches (
          id             INTEGER PRIMARY KEY AUTOINCREMENT,
          kind           TEXT NOT NULL CHECK (kind IN ('local-ai', 'hotseat', 'network')),
          status         TEXT NOT NULL CHECK (status IN ('handshake', 'playing', 'finished', 'halted', 'damaged', 'abandoned')),
          -- The seat this player controls; NULL for hotseat (both).
          my_seat        TEXT CHECK (my_seat IN ('A', 'B')),
          -- JSON {A: SeatInfo, B: SeatInfo}: names, who controls each seat, deck names.
          seats          TEXT NOT NULL,
          -- JSON engine GameSetup {seed, decks, names, rules}: with the actions, the whole game.
          -- NULL for a network match until its handshake has fixed the seed.
          setup          TEXT,
          engine_version TEXT NOT NULL,
          rules_version  TEXT NOT NULL,
          -- Network matches: game id from the handshake, our role, the peer's fingerprint.
          game_id        TEXT,
          role           TEXT CHECK (role IN ('host', 'guest')),
          peer           TEXT,
          result         TEXT,
          final_hash     TEXT,
          problem        TEXT,
          steps          INTEGER NOT NULL DEFAULT 0,
          turn           INTEGER NOT NULL DEFAULT 0,
          reward         INTEGER,
          reward_state   TEXT CHECK (reward_state IN ('none', 'pending', 'credited')),
          created_at     TEXT NOT NULL,
          updated_at     TEXT NOT NULL,
          finished_at    TEXT
        );
        CREATE INDEX matches_by_status ON matches (status, updated_at);

        -- The game log: one row per applied action, in order, with the state hash after it.
        -- Network matches also keep the signed frame that carried the action.
        CREATE TABLE actions (
          match_id INTEGER NOT NULL REFERENCES matches (id),
          seq      INTEGER NOT NULL CHECK (seq >= 1),
          player   TEXT NOT NULL CHECK (player IN ('A', 'B')),
          action   TEXT NOT NULL,
          hash     TEXT NOT NULL,
          frame    BLOB,
          at       TEXT NOT NULL,
          PRIMARY KEY (match_id, seq)
        ) WITHOUT ROWID;
        ${APPEND_ONLY("actions")}

        -- Network matches: the peer session's MatchLog (app/host/net/match-log.ts), entry by entry:
        -- every signed message either way, and refused messages kept as evidence.
        CREATE TABLE net_log (
          match_id  INTEGER NOT NULL REFERENCES matches (id),
          n         INTEGER NOT NULL CHECK (n >= 1),
          kind      TEXT NOT NULL CHECK (kind IN ('message', 'evidence')),
          direction TEXT CHECK (direction IN ('out', 'in')),
          seq       INTEGER,
          msg_id    TEXT,
          type      TEXT,
          code      TEXT,
          reason    TEXT,
          at        TEXT,
          frame     BLOB NOT NULL,
          PRIMARY KEY (match_id, n)
        ) WITHOUT ROWID;
        ${APPEND_ONLY("net_log")}

        CREATE TABLE chat (
          match_id INTEGER NOT NULL REFERENCES matches (id),
          n        INTEGER NOT NULL CHECK (n >= 1),
          seat     TEXT NOT NULL CHECK (seat IN ('A', 'B')),
          text     TEXT NOT NULL,
          at       TEXT NOT NULL,
          PRIMARY KEY (match_id, n)
        ) WITHOUT ROWID;
        ${APPEND_ONLY("chat")}
      `);
    },
  },
];

export function openMatchesDb(file: string, migrations: readonly Migration[] = MIGRATIONS): Db {
  return openSqlite(file, {
    migrations,
    what: "match database",
    freshStart: "a new match history",
    corrupt: (m) => new MatchError("corrupt_db", m),
    tooNew: (m) => new MatchError("schema_too_new", m),
  }).db;
}

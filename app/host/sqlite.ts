/**
 * Opening a Moxen SQLite file safely, shared by the collection and the match store:
 * a read-only integrity check before anything is written (a file SQLite cannot read is copied
 * aside and reported, never recreated silently), a file from a newer schema left untouched,
 * WAL with synchronous=FULL (what returned survives a power cut), and numbered migrations,
 * each in one transaction with its `PRAGMA user_version` bump.
 */
import Database from "better-sqlite3";
import type { Database as Db } from "better-sqlite3";
import { chmodSync, copyFileSync, existsSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { ensurePrivateDir, PRIVATE_FILE_MODE } from "./paths";

export interface Migration {
  version: number;
  name: string;
  up(db: Db): void;
}

export interface OpenSqliteOptions {
  migrations: readonly Migration[];
  /** The error for an unreadable file; `message` says what happened and where the copy is. */
  corrupt: (message: string) => Error;
  /** The error for a file written by a newer Moxen. */
  tooNew: (message: string) => Error;
  /** Words for messages: "collection database". */
  what: string;
  /** What moving the file away gives the player: "a new collection". */
  freshStart: string;
}

const UNREADABLE = new Set(["SQLITE_NOTADB", "SQLITE_CORRUPT", "SQLITE_CORRUPT_VTAB", "SQLITE_CANTOPEN"]);

export function schemaVersion(db: Db): number {
  return db.pragma("user_version", { simple: true }) as number;
}

/** Applies the migrations above the database's version, in order; returns the versions applied. */
export function migrate(db: Db, migrations: readonly Migration[]): number[] {
  const applied: number[] = [];
  for (const m of migrations) {
    if (m.version <= schemaVersion(db)) continue;
    db.transaction(() => {
      m.up(db);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied.push(m.version);
  }
  return applied;
}

export function openSqlite(file: string, o: OpenSqliteOptions): { db: Db; migrationsApplied: number[] } {
  const inMemory = file === ":memory:";
  if (!inMemory) ensurePrivateDir(dirname(file));
  const existed = !inMemory && existsSync(file);
  // A new database starts as an empty file of mode 0600 (SQLite takes an empty file as a new
  // database, and gives its -wal and -shm files the same mode).
  if (!inMemory && !existed) writeFileSync(file, "", { mode: PRIVATE_FILE_MODE, flag: "wx" });
  let db: Db;
  try {
    db = new Database(file);
  } catch (err) {
    throw unreadable(file, existed, err, o);
  }
  try {
    // Reads only: a file that is not a database fails here, before anything is written.
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw Object.assign(new Error(`integrity check: ${String(check)}`), { code: "SQLITE_CORRUPT" });
  } catch (err) {
    db.close();
    throw unreadable(file, existed, err, o);
  }
  const known = o.migrations[o.migrations.length - 1]?.version ?? 0;
  const version = schemaVersion(db);
  if (version > known) {
    db.close();
    throw o.tooNew(`The ${o.what} ${file} was written by a newer Moxen (schema ${version}; this version knows up to ${known}). It was left unchanged.`);
  }
  if (!inMemory) keepPrivate(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");
  return { db, migrationsApplied: migrate(db, o.migrations) };
}

/** Tightens a database made by an older version (0644) and its journal files to 0600. */
function keepPrivate(file: string): void {
  if (process.platform === "win32") return;
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(f)) chmodSync(f, PRIVATE_FILE_MODE);
}

function unreadable(file: string, existed: boolean, err: unknown, o: OpenSqliteOptions): Error {
  const code = (err as { code?: string }).code ?? "";
  const reason = err instanceof Error ? err.message : String(err);
  if (!existed || !UNREADABLE.has(code)) return err instanceof Error ? err : new Error(reason);
  const copy = `${file}.corrupt-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  let kept = `A copy was kept at ${copy}.`;
  try {
    copyFileSync(file, copy);
    if (existsSync(`${file}-wal`)) copyFileSync(`${file}-wal`, `${copy}-wal`);
  } catch (copyErr) {
    kept = `Making a copy at ${copy} failed too (${(copyErr as Error).message}).`;
  }
  return o.corrupt(`The ${o.what} ${file} cannot be read (${reason}). ${kept} The file was left as it is: restore it from a backup, or move it away to start ${o.freshStart}.`);
}

/**
 * Opening the collection database: corrupt-file guard, WAL, migrations, and the
 * first-run catalogue load. A file SQLite cannot read is copied aside and
 * reported; it is never overwritten or recreated silently.
 */
import Database from "better-sqlite3";
import type { Database as Db } from "better-sqlite3";
import { copyFileSync, existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { loadCardData, type CardDataBundle } from "./card-data";
import { syncCatalogue } from "./catalogue";
import { CollectionError } from "./errors";
import { MIGRATIONS, migrate, schemaVersion, type Migration } from "./migrations/index";

export interface OpenOptions {
  /** Folder holding cards/ (and decks/); defaults to the repository's resources/. */
  resourcesDir?: string;
  /** Only for tests that build an old schema: the migrations to apply. */
  migrations?: readonly Migration[];
  /** Skip the catalogue load (tests of bare migrations). */
  skipCatalogue?: boolean;
}

export interface OpenReport {
  migrationsApplied: number[];
  catalogueLoaded: boolean;
  catalogueMs: number;
}

export interface CollectionDb {
  db: Db;
  cards: CardDataBundle;
  report: OpenReport;
}

const UNREADABLE = new Set(["SQLITE_NOTADB", "SQLITE_CORRUPT", "SQLITE_CORRUPT_VTAB", "SQLITE_CANTOPEN"]);

export function openCollectionDb(file: string, options: OpenOptions = {}): CollectionDb {
  const cards = loadCardData(options.resourcesDir);
  const inMemory = file === ":memory:";
  if (!inMemory) mkdirSync(dirname(file), { recursive: true });
  const existed = !inMemory && existsSync(file);

  let db: Db;
  try {
    db = new Database(file);
  } catch (err) {
    throw unreadable(file, existed, err);
  }
  try {
    // Reads only: a file that is not a database fails here, before anything is written.
    const check = db.pragma("quick_check", { simple: true });
    if (check !== "ok") throw Object.assign(new Error(`integrity check: ${String(check)}`), { code: "SQLITE_CORRUPT" });
  } catch (err) {
    db.close();
    throw unreadable(file, existed, err);
  }

  const migrations = options.migrations ?? MIGRATIONS;
  const known = migrations[migrations.length - 1]?.version ?? 0;
  const version = schemaVersion(db);
  if (version > known) {
    db.close();
    throw new CollectionError(
      "SCHEMA_TOO_NEW",
      `The collection at ${file} was written by a newer Moxen (schema ${version}; this version knows up to ${known}). It was left unchanged.`,
    );
  }

  db.pragma("journal_mode = WAL");
  // FULL: a purchase that returned must survive a power cut, not only a crash.
  db.pragma("synchronous = FULL");
  db.pragma("foreign_keys = ON");
  db.pragma("busy_timeout = 5000");

  const migrationsApplied = migrate(db, migrations);
  const sync = options.skipCatalogue ? { loaded: false, ms: 0 } : syncCatalogue(db, cards);
  return { db, cards, report: { migrationsApplied, catalogueLoaded: sync.loaded, catalogueMs: sync.ms } };
}

function unreadable(file: string, existed: boolean, err: unknown): Error {
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
  return new CollectionError(
    "CORRUPT_DB",
    `The collection database ${file} cannot be read (${reason}). ${kept} The file was left as it is: ` +
      `restore it from a backup, or move it away to start a new collection.`,
  );
}

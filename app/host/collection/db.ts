/**
 * Opening the collection database: corrupt-file guard, WAL, migrations, and the
 * first-run catalogue load. A file SQLite cannot read is copied aside and
 * reported; it is never overwritten or recreated silently.
 */
import type { Database as Db } from "better-sqlite3";
import { openSqlite } from "../sqlite";
import { loadCardData, type CardDataBundle } from "./card-data";
import { syncCatalogue } from "./catalogue";
import { CollectionError } from "./errors";
import { MIGRATIONS, type Migration } from "./migrations/index";

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

export function openCollectionDb(file: string, options: OpenOptions = {}): CollectionDb {
  const cards = loadCardData(options.resourcesDir);
  const { db, migrationsApplied } = openSqlite(file, {
    migrations: options.migrations ?? MIGRATIONS,
    what: "collection database",
    freshStart: "a new collection",
    corrupt: (m) => new CollectionError("CORRUPT_DB", m),
    tooNew: (m) => new CollectionError("SCHEMA_TOO_NEW", m),
  });
  const sync = options.skipCatalogue ? { loaded: false, ms: 0 } : syncCatalogue(db, cards);
  return { db, cards, report: { migrationsApplied, catalogueLoaded: sync.loaded, catalogueMs: sync.ms } };
}

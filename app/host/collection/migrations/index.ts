/**
 * Numbered schema migrations. Each runs in its own transaction together with
 * the `PRAGMA user_version` bump, so a database is always at exactly one version.
 * Append new migrations; never edit one that has shipped.
 */
import type { Database } from "better-sqlite3";
import { init } from "./001-init";
import { packs } from "./002-packs";

export interface Migration {
  version: number;
  name: string;
  up(db: Database): void;
}

export const MIGRATIONS: readonly Migration[] = [init, packs];
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export function schemaVersion(db: Database): number {
  return db.pragma("user_version", { simple: true }) as number;
}

/** Applies the migrations above the database's version, in order; returns the versions applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
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

/**
 * Numbered schema migrations. Each runs in its own transaction together with
 * the `PRAGMA user_version` bump, so a database is always at exactly one version.
 * Append new migrations; never edit one that has shipped.
 */
import type { Database } from "better-sqlite3";
import { migrate as migrateSqlite } from "../../sqlite";
import { init } from "./001-init";
import { packs } from "./002-packs";
import { transfers } from "./003-transfers";
import { trades } from "./004-trades";
import { limitedEvents } from "./005-limited-events";
import { limitedNet } from "./006-limited-net";
import { limitedLocal } from "./007-limited-local";
import { limitedNetClock } from "./008-limited-net-clock";

export type { Migration } from "../../sqlite";
import type { Migration } from "../../sqlite";

export const MIGRATIONS: readonly Migration[] = [init, packs, transfers, trades, limitedEvents, limitedNet, limitedLocal, limitedNetClock];
export const SCHEMA_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;

export { schemaVersion } from "../../sqlite";

/** Applies the migrations above the database's version, in order; returns the versions applied. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  return migrateSqlite(db, migrations);
}

/** What every collection service shares: the database, the card data and the transaction helper. */
import type { Database } from "better-sqlite3";
import type { CardDataBundle } from "./card-data";
import { NameIndex } from "./names";

export interface CollectionHooks {
  /**
   * Called inside each multi-row write, after all its rows are written and just
   * before COMMIT. Tests use it to kill a process mid-transaction.
   */
  beforeCommit?: (label: string) => void;
}

export interface Ctx {
  db: Database;
  cards: CardDataBundle;
  names: NameIndex;
  resourcesDir: string;
  now(): string;
  /** Runs `fn` as one transaction (nested calls join the outer one). */
  tx<T>(label: string, fn: () => T): T;
}

export function makeCtx(db: Database, cards: CardDataBundle, resourcesDir: string, hooks: CollectionHooks = {}): Ctx {
  return {
    db,
    cards,
    names: new NameIndex(cards.cards),
    resourcesDir,
    now: () => new Date().toISOString(),
    tx<T>(label: string, fn: () => T): T {
      if (db.inTransaction) return fn();
      return db.transaction(() => {
        const result = fn();
        hooks.beforeCommit?.(label);
        return result;
      }).immediate();
    },
  };
}

import type { Migration } from "./index";

/**
 * Limited events (sealed deck, Winston draft: app/host/limited/): each records the packs it opened
 * (`spec`, "3ED:6") and the 32 bytes of randomness they came from (hex, unique: an event resumed
 * after a crash finds its row instead of paying twice), its price and the ledger entry that paid it.
 * The pool's units point at their event (`units.event_id`, source 'event').
 */
export const limitedEvents: Migration = {
  version: 5,
  name: "limited-events",
  up(db) {
    db.exec(`
      CREATE TABLE limited_events (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('sealed', 'winston')),
        opponent TEXT NOT NULL,
        spec TEXT NOT NULL,
        randomness TEXT NOT NULL UNIQUE CHECK (length(randomness) = 64),
        price INTEGER NOT NULL,
        started_at TEXT NOT NULL,
        ledger_id INTEGER NOT NULL REFERENCES ledger(id)
      );
      ALTER TABLE units ADD COLUMN event_id INTEGER REFERENCES limited_events(id);
    `);
  },
};

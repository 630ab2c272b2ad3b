import type { Migration } from "./index";

/**
 * Limited events against the computer (app/host/limited/local.ts): one row per event of
 * `limited_events` whose opponent is the computer, holding the event's progress as JSON (the
 * computer's seed, the player's deck, each game's match id and result), so that an event survives
 * a restart of the app. The pool itself is `limited_events` and its units.
 */
export const limitedLocal: Migration = {
  version: 7,
  name: "limited-local",
  up(db) {
    db.exec(`
      CREATE TABLE limited_local (
        event_id INTEGER PRIMARY KEY REFERENCES limited_events(id),
        state TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `);
  },
};

import type { Migration } from "./index";

/**
 * Network limited events (app/host/limited/event/): the event with a friend (`limited_net_events`,
 * keyed by the host's proposal nonce), every signed event message in both directions in order
 * (`limited_net_frames`: the event's state is only ever derived from them, so a restart resumes
 * it), and each game's network match with the decks played (`limited_net_games`: ours, and the
 * opponent's once its audit showed it). The pool itself is `limited_events` and its units.
 */
export const limitedNet: Migration = {
  version: 6,
  name: "limited-net",
  up(db) {
    db.exec(`
      CREATE TABLE limited_net_events (
        key TEXT PRIMARY KEY CHECK (length(key) = 64),
        role TEXT NOT NULL CHECK (role IN ('host', 'guest')),
        peer_key TEXT,
        created_at TEXT NOT NULL,
        pool_event_id INTEGER REFERENCES limited_events(id),
        outcome TEXT
      );
      CREATE TABLE limited_net_frames (
        key TEXT NOT NULL REFERENCES limited_net_events(key),
        n INTEGER NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        frame BLOB NOT NULL,
        PRIMARY KEY (key, n)
      );
      CREATE TABLE limited_net_games (
        key TEXT NOT NULL REFERENCES limited_net_events(key),
        game INTEGER NOT NULL CHECK (game BETWEEN 1 AND 3),
        match_id INTEGER,
        my_deck TEXT NOT NULL,
        peer_deck TEXT,
        winner TEXT CHECK (winner IN ('me', 'peer', 'draw')),
        reason TEXT,
        PRIMARY KEY (key, game)
      );
    `);
  },
};

import type { Migration } from "./index";

/**
 * Cards won and lost in network matches played for ante (CR 407): one settlement per match (keyed
 * by its game id, the same on both programs), written in the same transaction as its transfers and
 * the units they add or remove, so a settlement is applied exactly once or not at all. Both tables
 * are append-only: they are the collection's ledger of cards, as `ledger` is of coins.
 */
export const transfers: Migration = {
  version: 3,
  name: "transfers",
  up(db) {
    db.exec(`
      CREATE TABLE match_settlements (
        game_id TEXT PRIMARY KEY,
        match_id INTEGER NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('won', 'lost', 'draw')),
        settled_at TEXT NOT NULL
      );
      CREATE TABLE card_transfers (
        id INTEGER PRIMARY KEY,
        game_id TEXT NOT NULL REFERENCES match_settlements(game_id),
        card_index INTEGER NOT NULL,
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        card_code TEXT NOT NULL REFERENCES cards(code),
        unit_id TEXT REFERENCES units(id),
        at TEXT NOT NULL,
        UNIQUE (game_id, card_index)
      );
      CREATE TRIGGER settlements_no_update BEFORE UPDATE ON match_settlements
      BEGIN SELECT RAISE(ABORT, 'settlements are append-only'); END;
      CREATE TRIGGER settlements_no_delete BEFORE DELETE ON match_settlements
      BEGIN SELECT RAISE(ABORT, 'settlements are append-only'); END;
      CREATE TRIGGER transfers_no_update BEFORE UPDATE ON card_transfers
      BEGIN SELECT RAISE(ABORT, 'card transfers are append-only'); END;
      CREATE TRIGGER transfers_no_delete BEFORE DELETE ON card_transfers
      BEGIN SELECT RAISE(ABORT, 'card transfers are append-only'); END;
    `);
  },
};

import type { Migration } from "./index";

/** Booster packs bought in the shop: each records the seed that chose its cards. */
export const packs: Migration = {
  version: 2,
  name: "packs",
  up(db) {
    db.exec(`
      CREATE TABLE packs (
        id INTEGER PRIMARY KEY,
        set_code TEXT NOT NULL REFERENCES sets(code),
        seed INTEGER NOT NULL,
        price INTEGER NOT NULL,
        opened_at TEXT NOT NULL,
        ledger_id INTEGER NOT NULL REFERENCES ledger(id)
      );
      ALTER TABLE units ADD COLUMN pack_id INTEGER REFERENCES packs(id);
    `);
  },
};

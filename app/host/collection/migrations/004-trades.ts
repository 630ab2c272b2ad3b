import type { Migration } from "./index";

/**
 * Trades with a friend (issue 36, app/host/trade/README.md). One row per trade contract this
 * program signed, countersigned or refused: the exact contract bytes both sides sign, both
 * signatures once they exist, and its status (`pending`: we signed first and hold what we give;
 * `final`: both signatures exist and the trade is applied here; `aborted`: the side that never
 * countersigned signed an abort, and never signs that contract later). The units each trade moved
 * are kept in `trade_units` (append-only), and a unit received by trade keeps where it came from.
 */
export const trades: Migration = {
  version: 4,
  name: "trades",
  up(db) {
    db.exec(`
      CREATE TABLE trades (
        trade_id TEXT PRIMARY KEY,
        role TEXT NOT NULL CHECK (role IN ('first', 'second')),
        peer_key TEXT NOT NULL,
        peer_name TEXT NOT NULL,
        peer_fingerprint TEXT NOT NULL,
        contract TEXT NOT NULL,
        my_sig TEXT,
        peer_sig TEXT,
        abort_sig TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'final', 'aborted')),
        acked INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        resolved_at TEXT,
        CHECK (status <> 'final' OR (my_sig IS NOT NULL AND peer_sig IS NOT NULL)),
        CHECK (status <> 'aborted' OR abort_sig IS NOT NULL)
      );
      CREATE INDEX trades_peer ON trades(peer_key, status);
      -- A final or aborted trade never changes status again.
      CREATE TRIGGER trades_resolved_once BEFORE UPDATE OF status ON trades
      WHEN OLD.status <> 'pending' AND NEW.status <> OLD.status
      BEGIN SELECT RAISE(ABORT, 'a resolved trade never changes'); END;
      CREATE TRIGGER trades_no_delete BEFORE DELETE ON trades
      BEGIN SELECT RAISE(ABORT, 'trades are append-only'); END;

      CREATE TABLE trade_units (
        id INTEGER PRIMARY KEY,
        trade_id TEXT NOT NULL REFERENCES trades(trade_id),
        direction TEXT NOT NULL CHECK (direction IN ('in', 'out')),
        card_code TEXT NOT NULL REFERENCES cards(code),
        unit_id TEXT NOT NULL REFERENCES units(id),
        peer_unit_id TEXT,
        at TEXT NOT NULL,
        UNIQUE (trade_id, direction, unit_id)
      );
      CREATE TRIGGER trade_units_no_update BEFORE UPDATE ON trade_units
      BEGIN SELECT RAISE(ABORT, 'trade units are append-only'); END;
      CREATE TRIGGER trade_units_no_delete BEFORE DELETE ON trade_units
      BEGIN SELECT RAISE(ABORT, 'trade units are append-only'); END;

      ALTER TABLE units ADD COLUMN trade_id TEXT;
      ALTER TABLE units ADD COLUMN from_name TEXT;
      ALTER TABLE units ADD COLUMN from_fingerprint TEXT;
      ALTER TABLE units ADD COLUMN from_unit TEXT;
    `);
  },
};

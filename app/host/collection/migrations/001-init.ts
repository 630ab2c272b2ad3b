import type { Migration } from "./index";

/**
 * The first schema: the card catalogue (loaded from resources/ on first run),
 * the profile with its append-only coin ledger, owned units and decks.
 */
export const init: Migration = {
  version: 1,
  name: "init",
  up(db) {
    db.exec(`
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE sets (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        release_date TEXT NOT NULL,
        position INTEGER NOT NULL,
        aliases TEXT NOT NULL DEFAULT '[]'
      );

      -- One row per card name. Search columns are precomputed at load time so that
      -- queries compare plain values: folded name and type line, a color bit mask,
      -- numeric power/toughness (a '*' counts as 0, as on Scryfall).
      CREATE TABLE cards (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL UNIQUE,
        name_folded TEXT NOT NULL,
        mana_cost TEXT NOT NULL,
        cmc REAL NOT NULL,
        colors TEXT NOT NULL,
        color_mask INTEGER NOT NULL,
        color_count INTEGER NOT NULL,
        type_line TEXT NOT NULL,
        type_folded TEXT NOT NULL,
        power TEXT,
        toughness TEXT,
        power_num REAL,
        toughness_num REAL,
        oracle_text TEXT NOT NULL,
        oldschool TEXT,
        is_basic INTEGER NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX cards_name_folded ON cards(name_folded);

      CREATE TABLE printings (
        set_code TEXT NOT NULL REFERENCES sets(code),
        number TEXT NOT NULL,
        card_code TEXT NOT NULL REFERENCES cards(code),
        rarity TEXT NOT NULL CHECK (rarity IN ('common', 'uncommon', 'rare')),
        artist TEXT,
        PRIMARY KEY (set_code, number)
      );
      CREATE INDEX printings_card ON printings(card_code);

      CREATE TABLE rulings (
        card_code TEXT NOT NULL REFERENCES cards(code),
        position INTEGER NOT NULL,
        date TEXT NOT NULL,
        text TEXT NOT NULL,
        PRIMARY KEY (card_code, position)
      );

      -- Rules text for o: searches; rowid = cards.rowid. Trigram gives substring
      -- matching ("o:regenerat" finds "regenerate") like Scryfall's o:.
      CREATE VIRTUAL TABLE card_text USING fts5(oracle, tokenize = 'trigram remove_diacritics 1');

      CREATE TABLE profile (
        id INTEGER PRIMARY KEY CHECK (id = 1),
        name TEXT NOT NULL,
        coins INTEGER NOT NULL DEFAULT 0 CHECK (coins >= 0),
        created_at TEXT NOT NULL
      );

      -- Every coin movement. profile.coins is kept equal to SUM(amount) by the
      -- trigger below, and the CHECK on profile.coins refuses an overdraft.
      CREATE TABLE ledger (
        id INTEGER PRIMARY KEY,
        at TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount <> 0),
        reason TEXT NOT NULL
      );
      CREATE TRIGGER ledger_applies AFTER INSERT ON ledger
      BEGIN
        UPDATE profile SET coins = coins + NEW.amount WHERE id = 1;
      END;
      CREATE TRIGGER ledger_no_update BEFORE UPDATE ON ledger
      BEGIN
        SELECT RAISE(ABORT, 'the ledger is append-only');
      END;
      CREATE TRIGGER ledger_no_delete BEFORE DELETE ON ledger
      BEGIN
        SELECT RAISE(ABORT, 'the ledger is append-only');
      END;

      -- One owned copy. Sold units keep their row (removed_at set) so that ids are
      -- never reused and a deck can say which of its units went away.
      CREATE TABLE units (
        id TEXT PRIMARY KEY,
        card_code TEXT NOT NULL REFERENCES cards(code),
        seq INTEGER NOT NULL,
        set_code TEXT NOT NULL,
        number TEXT NOT NULL,
        source TEXT NOT NULL,
        acquired_at TEXT NOT NULL,
        removed_at TEXT,
        removed_reason TEXT,
        UNIQUE (card_code, seq)
      );
      CREATE INDEX units_owned ON units(card_code) WHERE removed_at IS NULL;

      CREATE TABLE decks (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        mode TEXT NOT NULL CHECK (mode IN ('collection', 'freebuild')),
        format TEXT NOT NULL,
        notes TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );

      -- One row per copy. In collection mode unit_id names the owned copy; in
      -- free-build mode set_code/number keep a printing a deck file asked for.
      CREATE TABLE deck_cards (
        deck_id INTEGER NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
        section TEXT NOT NULL CHECK (section IN ('main', 'side')),
        position INTEGER NOT NULL,
        card_code TEXT NOT NULL REFERENCES cards(code),
        unit_id TEXT REFERENCES units(id),
        set_code TEXT,
        number TEXT,
        PRIMARY KEY (deck_id, section, position),
        UNIQUE (deck_id, unit_id)
      );
      CREATE INDEX deck_cards_unit ON deck_cards(unit_id) WHERE unit_id IS NOT NULL;
    `);
  },
};

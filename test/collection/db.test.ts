import assert from "node:assert/strict";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { test } from "node:test";
import Database from "better-sqlite3";
import { CollectionError, MIGRATIONS, SCHEMA_VERSION, openCollection, openCollectionDb } from "../../app/host/collection/index";
import { freshCollection, tempDir } from "./helpers";

test("first run: WAL, schema version, the whole catalogue with printings, sets and rulings", () => {
  const c = freshCollection();
  const db = c.ctx.db;
  assert.equal(db.pragma("journal_mode", { simple: true }), "wal");
  assert.equal(db.pragma("user_version", { simple: true }), SCHEMA_VERSION);
  assert.deepEqual(c.report.migrationsApplied, MIGRATIONS.map((m) => m.version));
  assert.equal(c.report.catalogueLoaded, true);
  assert.equal(db.prepare("SELECT COUNT(*) FROM cards").pluck().get(), 985);
  assert.equal(db.prepare("SELECT COUNT(*) FROM printings").pluck().get(), 2018);
  assert.deepEqual(db.prepare("SELECT code FROM sets ORDER BY position").pluck().all(), ["LEA", "LEB", "2ED", "ARN", "ATQ", "3ED", "LEG", "DRK", "FEM"]);
  assert.ok((db.prepare("SELECT COUNT(*) FROM rulings").pluck().get() as number) > 1000);
  c.close();

  // Second open: nothing to migrate, catalogue already there.
  const again = openCollection({ file: c.file });
  assert.deepEqual(again.report.migrationsApplied, []);
  assert.equal(again.report.catalogueLoaded, false);
  again.close();
});

test("first run grants the starter collection: coins, and units for all six benchmark decks, saved as valid decks", () => {
  const c = freshCollection({ playerName: "Ada" });
  assert.deepEqual({ name: c.profile.get().name, coins: c.profile.get().coins }, { name: "Ada", coins: 500 });
  const decks = c.decks.list();
  assert.deepEqual(decks.map((d) => d.name).sort(), ["Black-Red Raiders", "Blue-Black Control", "Mono-Black Specters", "Red-Green Beats", "Troll Disco", "White-Blue Skies"]);
  for (const d of decks) {
    assert.equal(d.mode, "collection");
    assert.equal(d.mainCount, 60);
    assert.equal(d.valid, true, `${d.name}: ${c.decks.validate(d.id).reasons.join("; ")}`);
  }
  // Lightning Bolt: 4 in two decks, shared units → 4 owned.
  const bolt = c.collection.owned('"Lightning Bolt"').items[0]!;
  assert.equal(bolt.owned, 4);
  assert.equal(c.collection.units({ limit: 1000 }).total, c.ctx.db.prepare("SELECT COUNT(*) FROM units").pluck().get());
  // A reopen does not grant it again.
  c.close();
  const again = openCollection({ file: c.file });
  assert.equal(again.profile.get().coins, 500);
  assert.equal(again.decks.list().length, 6);
  again.close();
});

test("unit ids are <card code>.u<number>, numbered per card", () => {
  const c = freshCollection();
  const ids = c.collection.units({ cardCode: "c000522", limit: 10 }).items.map((u) => u.id);
  assert.deepEqual(ids, ["c000522.u0001", "c000522.u0002", "c000522.u0003", "c000522.u0004"]);
  assert.equal(c.cards.detail("c000522").card.name, "Lightning Bolt");
});

test("a corrupt file is kept, copied aside, reported, and never overwritten", () => {
  const dir = tempDir();
  const file = join(dir, "collection.db");
  const garbage = Buffer.from("This is not an SQLite database, just some bytes a disk mangled.\n".repeat(200));
  writeFileSync(file, garbage);
  assert.throws(
    () => openCollection({ file }),
    (e: unknown) => {
      assert.ok(e instanceof CollectionError);
      assert.equal(e.code, "CORRUPT_DB");
      assert.match(e.message, /cannot be read \(file is not a database\)/);
      assert.match(e.message, /A copy was kept at .*collection\.db\.corrupt-/);
      return true;
    },
  );
  assert.deepEqual(readFileSync(file), garbage, "the original bytes are untouched");
  const copies = readdirSync(dir).filter((f) => f.startsWith("collection.db.corrupt-"));
  assert.equal(copies.length, 1);
  assert.deepEqual(readFileSync(join(dir, copies[0]!)), garbage);
  // Opening again fails the same way: nothing was recreated in its place.
  assert.throws(() => openCollection({ file }), /cannot be read/);
  assert.deepEqual(readFileSync(file), garbage);
});

test("a database with a damaged page is reported as corrupt, not opened", () => {
  const dir = tempDir();
  const file = join(dir, "collection.db");
  const c = openCollection({ file });
  c.ctx.db.pragma("wal_checkpoint(TRUNCATE)");
  c.close();
  const bytes = readFileSync(file);
  // Scribble over a page in the middle of the file (the header stays valid).
  const pageSize = bytes.readUInt16BE(16);
  for (let i = pageSize * 3; i < pageSize * 4; i++) bytes[i] = 0x5a;
  writeFileSync(file, bytes);
  assert.throws(() => openCollection({ file }), (e: unknown) => e instanceof CollectionError && e.code === "CORRUPT_DB");
  assert.deepEqual(readFileSync(file), bytes);
});

test("a database from a newer schema is refused and left unchanged", () => {
  const file = join(tempDir(), "collection.db");
  const raw = new Database(file);
  raw.pragma(`user_version = ${SCHEMA_VERSION + 5}`);
  raw.close();
  const before = readFileSync(file);
  assert.throws(() => openCollection({ file }), (e: unknown) => e instanceof CollectionError && e.code === "SCHEMA_TOO_NEW");
  assert.deepEqual(readFileSync(file), before);
});

test("migration: a database made by the first schema upgrades with its data intact", () => {
  const file = join(tempDir(), "collection.db");
  const v1 = openCollectionDb(file, { migrations: MIGRATIONS.slice(0, 1) });
  assert.equal(v1.db.pragma("user_version", { simple: true }), 1);
  assert.equal(v1.db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'packs'").pluck().get(), 0);
  v1.db.exec(`
    INSERT INTO profile (id, name, coins, created_at) VALUES (1, 'Old Timer', 0, '2025-01-01T00:00:00Z');
    INSERT INTO ledger (at, amount, reason) VALUES ('2025-01-01T00:00:00Z', 300, 'starting coins');
    INSERT INTO units (id, card_code, seq, set_code, number, source, acquired_at)
      VALUES ('c000522.u0001', 'c000522', 1, 'LEA', '161', 'starter', '2025-01-01T00:00:00Z');
    INSERT INTO decks (id, name, mode, format, notes, created_at, updated_at)
      VALUES (7, 'Burn', 'collection', 'oldschool', 'old notes', '2025-01-01', '2025-01-01');
    INSERT INTO deck_cards (deck_id, section, position, card_code, unit_id) VALUES (7, 'main', 0, 'c000522', 'c000522.u0001');
  `);
  v1.db.close();

  const c = openCollection({ file });
  assert.deepEqual(c.report.migrationsApplied, [2, 3, 4]);
  assert.equal(c.ctx.db.pragma("user_version", { simple: true }), SCHEMA_VERSION);
  assert.deepEqual({ name: c.profile.get().name, coins: c.profile.get().coins }, { name: "Old Timer", coins: 300 });
  assert.equal(c.decks.list().length, 1, "no starter on top of an existing profile");
  const deck = c.decks.get(7);
  assert.equal(deck.notes, "old notes");
  assert.deepEqual(deck.main.map((x) => x.unitId), ["c000522.u0001"]);
  assert.equal(c.collection.units().items[0]!.packId, null);
  // The new schema works on the old data: a pack, and the next Lightning Bolt unit number.
  const pack = c.shop.buyPack("3ED", 1);
  assert.equal(pack.cards.length, 15);
  assert.equal(c.profile.get().coins, 200);
  c.close();
});

test("a missing folder is created; a path that cannot be a database gives an error, not a crash", () => {
  const dir = tempDir();
  const c = openCollection({ file: join(dir, "nested", "deeper", "collection.db") });
  assert.ok(existsSync(join(dir, "nested", "deeper", "collection.db")));
  c.close();
  assert.throws(() => openCollection({ file: dir }));
});

/** A limited event's pool in the collection: paid at the shop's price, units whose origin is the event (real SQLite). */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CollectionError, PACK_PRICE } from "../../app/host/collection/index";
import { packsFrom, parsePackSpec } from "../../app/host/limited/packs";
import { recordPool } from "../../app/host/limited/pool";
import { freshCollection, ledgerBalanced, snapshot } from "../collection/helpers";

const bytes = (fill: number) => new Uint8Array(32).fill(fill);
const events = (c: ReturnType<typeof freshCollection>) => c.ctx.db.prepare("SELECT * FROM limited_events ORDER BY id").all();

test("the pool is paid at the shop's price per pack and kept as units whose origin is the event", () => {
  const c = freshCollection();
  const start = c.profile.get().coins;
  const r = recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "ARN:2,DRK:1", bytes: bytes(5) });
  assert.equal(r.created, true);
  assert.equal(r.price, 3 * PACK_PRICE);
  assert.equal(r.coins, start - 3 * PACK_PRICE);
  assert.equal(c.profile.get().coins, start - 3 * PACK_PRICE);
  const expected = packsFrom(bytes(5), parsePackSpec("ARN:2,DRK:1", c.ctx.cards.sets), c.ctx.cards.sets);
  assert.deepEqual(r.packs.map((p) => p.map(({ unitId: _, ...card }) => card)), expected, "the packs the shared bytes give");
  const units = c.collection.units({ limit: 1000 }).items.filter((u) => u.eventId === r.eventId);
  assert.equal(units.length, 24);
  assert.deepEqual(units.map((u) => u.id).sort(), r.packs.flat().map((x) => x.unitId).sort());
  assert.ok(units.every((u) => u.source === "event" && u.packId === null));
  assert.deepEqual(units.map((u) => `${u.set} ${u.number}`).sort(), expected.flat().map((x) => `${x.set} ${x.number}`).sort());
  const [event] = events(c) as { kind: string; opponent: string; spec: string; randomness: string; price: number }[];
  assert.deepEqual({ ...event, started_at: undefined, ledger_id: undefined, id: undefined }, {
    id: undefined, kind: "sealed", opponent: "computer", spec: "ARN:2,DRK:1", randomness: "05".repeat(32), price: 300, started_at: undefined, ledger_id: undefined,
  });
  const { coins, sum } = ledgerBalanced(c);
  assert.equal(coins, sum);
  // The card detail's history names the event a pool's unit came from.
  const unit = units[0]!;
  const detail = c.cards.detail(unit.cardCode);
  const mine = detail.history.find((h) => h.unitId === unit.id);
  assert.match(mine?.events[0]?.text ?? "", new RegExp(`From the pool of sealed deck event #${r.eventId} \\(ARN:2,DRK:1, against computer\\)`));
});

test("recording the same bytes again (a resumed event) returns the event already kept and charges nothing", () => {
  const c = freshCollection();
  const first = recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "3ED:2", bytes: bytes(9) });
  const before = snapshot(c);
  const again = recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "3ED:2", bytes: bytes(9) });
  assert.equal(again.created, false);
  assert.equal(again.eventId, first.eventId);
  assert.deepEqual(again.packs, first.packs);
  assert.equal(snapshot(c), before, "no second payment, no second pool");
  assert.throws(() => recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "3ED:1", bytes: bytes(9) }), /opened 3ED:2 from these bytes, not 3ED:1/);
});

test("bad arguments and too few coins: a clear error, nothing changed", () => {
  const c = freshCollection();
  const before = snapshot(c);
  const bad = (o: Parameters<typeof recordPool>[1], re: RegExp) =>
    assert.throws(() => recordPool(c.ctx, o), (e: unknown) => e instanceof CollectionError && re.test((e as Error).message));
  bad({ kind: "sealed", opponent: "computer", spec: "M21:6", bytes: bytes(1) }, /unknown set "M21"/);
  bad({ kind: "sealed", opponent: "computer", spec: "3ED:13", bytes: bytes(1) }, /from 1 to 12/);
  bad({ kind: "cube" as "sealed", opponent: "computer", spec: "3ED:6", bytes: bytes(1) }, /sealed or winston/);
  bad({ kind: "sealed", opponent: "", spec: "3ED:6", bytes: bytes(1) }, /names its opponent/);
  bad({ kind: "sealed", opponent: "computer", spec: "3ED:6", bytes: new Uint8Array(16) }, /32 bytes/);
  // 500 starting coins: six packs cost 600.
  bad({ kind: "sealed", opponent: "computer", spec: "3ED:6", bytes: bytes(1) }, /costs 600 and you have 500/);
  assert.equal(snapshot(c), before);
  assert.deepEqual(events(c), []);
});

test("without given bytes an event against the computer draws fresh ones: two events, two pools", () => {
  const c = freshCollection();
  const a = recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "FEM:1" });
  const b = recordPool(c.ctx, { kind: "sealed", opponent: "computer", spec: "FEM:1" });
  assert.notEqual(a.eventId, b.eventId);
  assert.equal(a.packs[0]!.length, 8);
  const rand = (events(c) as { randomness: string }[]).map((e) => e.randomness);
  assert.equal(new Set(rand).size, 2);
});

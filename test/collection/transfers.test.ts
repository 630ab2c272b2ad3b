/**
 * The collection's ledger of cards won and lost in matches played for ante (collection/transfers.ts):
 * a settlement is applied once per game id, in one transaction with its units; bad input is refused
 * with a clear error and changes nothing; the records cannot be changed or deleted.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { CollectionError, openCollection } from "../../app/host/collection/index";

const GAME = "ab".repeat(32);

function fresh() {
  return openCollection({ file: ":memory:", playerName: "Tester" });
}
const owned = (c: ReturnType<typeof fresh>) => c.collection.units({ limit: 1000 }).items;

test("a settlement moves the units once: the unit lost is removed with the match named, the card won is a new unit", () => {
  const c = fresh();
  const before = owned(c);
  const lose = before.find((u) => u.name !== "Mountain")!;
  const input = { gameId: GAME, matchId: 7, outcome: "lost" as const, moves: [{ cardIndex: 3, name: lose.name, direction: "out" as const, unitId: lose.id }, { cardIndex: 70, name: "Jeweled Bird", direction: "in" as const }] };
  const first = c.transfers.settle(input);
  assert.equal(first.applied, true);
  assert.equal(first.settlement.matchId, 7);
  assert.deepEqual(first.settlement.transfers.map((t) => [t.cardIndex, t.direction, t.name]), [[3, "out", lose.name], [70, "in", "Jeweled Bird"]]);
  const after = owned(c);
  assert.equal(after.length, before.length, "one unit out, one in");
  assert.ok(!after.some((u) => u.id === lose.id));
  const bird = after.find((u) => u.name === "Jeweled Bird" && u.source === "ante")!;
  assert.equal(first.settlement.transfers[1]!.unitId, bird.id);
  const removed = c.collection.units({ includeRemoved: true, limit: 1000 }).items.find((u) => u.id === lose.id)!;
  assert.match(removed.removedReason!, /^lost in match #7 \(ante, game abababababab\)$/);

  // Again (a retry after a crash, a second start): nothing changes.
  const second = c.transfers.settle(input);
  assert.equal(second.applied, false);
  assert.deepEqual(owned(c), after);
  assert.equal(c.transfers.list().length, 1);
  c.close();
});

test("bad settlements are refused in words and change nothing", () => {
  const c = fresh();
  const before = JSON.stringify(owned(c));
  const unit = owned(c)[0]!;
  const bad: [string, unknown, RegExp][] = [
    ["no game id", { gameId: "x", matchId: 1, outcome: "won", moves: [] }, /game id/],
    ["no match number", { gameId: GAME, matchId: 0, outcome: "won", moves: [] }, /match's number/],
    ["an unknown outcome", { gameId: GAME, matchId: 1, outcome: "stolen", moves: [] }, /won, lost or draw/],
    ["an unknown card", { gameId: GAME, matchId: 1, outcome: "won", moves: [{ cardIndex: 1, name: "Black Lotus II", direction: "in" }] }, /is not a classic card/],
    ["the same card twice", { gameId: GAME, matchId: 1, outcome: "won", moves: [{ cardIndex: 1, name: "Island", direction: "in" }, { cardIndex: 1, name: "Island", direction: "in" }] }, /named twice/],
    ["a unit for a card received", { gameId: GAME, matchId: 1, outcome: "won", moves: [{ cardIndex: 1, name: unit.name, direction: "in", unitId: unit.id }] }, /only a card that leaves names a unit/],
    ["a bad direction", { gameId: GAME, matchId: 1, outcome: "won", moves: [{ cardIndex: 1, name: "Island", direction: "sideways" }] }, /in or out/],
    ["a draw that moves cards", { gameId: GAME, matchId: 1, outcome: "draw", moves: [{ cardIndex: 1, name: "Island", direction: "in" }] }, /A draw returns each card to its owner/],
  ];
  for (const [what, input, message] of bad) {
    assert.throws(() => c.transfers.settle(input as never), (e: unknown) => e instanceof CollectionError && e.code === "BAD_ARGUMENT" && message.test(e.message), what);
  }
  assert.equal(JSON.stringify(owned(c)), before);
  assert.deepEqual(c.transfers.list(), []);
  c.close();
});

test("the card ledger is append-only", () => {
  const c = fresh();
  c.transfers.settle({ gameId: GAME, matchId: 1, outcome: "won", moves: [{ cardIndex: 5, name: "Island", direction: "in" }] });
  assert.throws(() => c.ctx.db.prepare("DELETE FROM card_transfers").run(), /append-only/);
  assert.throws(() => c.ctx.db.prepare("UPDATE match_settlements SET outcome = 'lost'").run(), /append-only/);
  assert.equal(c.transfers.get(GAME)!.transfers.length, 1);
  c.close();
});

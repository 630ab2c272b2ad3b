/** Limited packs: the shop's collation, from a pack spec and 32 bytes of shared randomness. */
import assert from "node:assert/strict";
import { test } from "node:test";
import { loadCardData } from "../../app/host/collection/card-data";
import { boosterContents, boosterShape } from "../../app/host/collection/booster";
import { MAX_PACKS, PackSpecError, packSeed, packsFrom, parsePackSpec, poolBytes, poolSize } from "../../app/host/limited/packs";

const cards = loadCardData();
const sets = cards.sets;
const bytes = (fill: number) => new Uint8Array(32).fill(fill);

test("a pack spec reads SET:COUNT lists, case-insensitive, merging repeats", () => {
  assert.deepEqual(parsePackSpec("3ED:6", sets), [{ set: "3ED", count: 6 }]);
  assert.deepEqual(parsePackSpec("leg:2, DRK:2,FEM:2", sets), [{ set: "LEG", count: 2 }, { set: "DRK", count: 2 }, { set: "FEM", count: 2 }]);
  assert.deepEqual(parsePackSpec("ARN,ARN:2", sets), [{ set: "ARN", count: 3 }]);
  assert.equal(poolSize(parsePackSpec("3ED:6", sets)), 90);
  assert.equal(poolSize(parsePackSpec("LEG:2,DRK:2,FEM:2", sets)), 2 * 15 + 4 * 8);
});

test("a bad pack spec gets a clear error: unknown set, count out of range, too many packs, malformed", () => {
  const err = (text: string, re: RegExp) => assert.throws(() => parsePackSpec(text, sets), (e: unknown) => e instanceof PackSpecError && re.test((e as Error).message));
  err("M21:6", /unknown set "M21": choose among LEA, LEB/);
  err("3ED:0", /3ED:0: the count of packs is a whole number from 1 to 12/);
  err("3ED:13", /from 1 to 12/);
  err("3ED:2.5", /whole number/);
  err("3ED:six", /whole number/);
  err("3ED:6,LEG:6,DRK:1", new RegExp(`13 packs in all; at most ${MAX_PACKS}`));
  err("", /give SET:COUNT/);
  err("3ED;LEG:2", /"3ED;LEG:2" is not SET:COUNT/);
});

test("packsFrom: the spec's packs in order, each the shop's booster for its seed, fully determined by the bytes", () => {
  const spec = parsePackSpec("LEG:2,DRK:1,FEM:2", sets);
  const packs = packsFrom(bytes(1), spec, sets);
  assert.deepEqual(packs.map((p) => [p[0]!.set, p.length]), [["LEG", 15], ["LEG", 15], ["DRK", 8], ["FEM", 8], ["FEM", 8]]);
  packs.forEach((p, i) => {
    const set = sets.find((s) => s.code === p[0]!.set)!;
    assert.deepEqual(p, boosterContents(set, packSeed(bytes(1), i)), "the shop's collation");
    assert.equal(p.length, boosterShape(set.code).size);
  });
  assert.deepEqual(packsFrom(bytes(1), spec, sets), packs, "same bytes, same packs");
  assert.notDeepEqual(packsFrom(bytes(2), spec, sets), packs, "other bytes, other packs");
  const flipped = bytes(1);
  flipped[31] ^= 1;
  assert.notDeepEqual(packsFrom(flipped, spec, sets), packs, "every byte counts, the last one too");
  assert.notDeepEqual(packs[0], packs[1], "two packs of one set differ");
});

test("packsFrom refuses anything but 32 bytes", () => {
  const spec = parsePackSpec("3ED:1", sets);
  assert.throws(() => packsFrom(new Uint8Array(31), spec, sets), /32 bytes of randomness, got 31/);
  assert.throws(() => packsFrom("x".repeat(32) as unknown as Uint8Array, spec, sets), /32 bytes/);
});

test("a seeded event gives each side its own bytes: same seed same pools, sides differ", () => {
  assert.deepEqual(poolBytes(1, "A"), poolBytes(1, "A"));
  assert.notDeepEqual(poolBytes(1, "A"), poolBytes(1, "B"));
  assert.notDeepEqual(poolBytes(1, "A"), poolBytes(2, "A"));
});

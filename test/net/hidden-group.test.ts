/**
 * hidden/group.ts runs ristretto255 in libsodium (WebAssembly) since the shuffle was made fast;
 * it used @noble/curves before. The wire must not have changed by a bit: every primitive here is
 * compared, on random inputs, with the same computation done directly with @noble/curves (the old
 * implementation, written out in this test), and a whole shuffle and reshuffle with a digest the
 * old code produced. What the wire refuses is refused as before, with the same codes.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { ristretto255, ristretto255_hasher } from "@noble/curves/ed25519.js";
import { bytesToNumberLE } from "@noble/curves/utils.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, hexToBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import { seededBytes } from "./seeded-bytes";
import {
  cardNonce, cardPoint, commitKey, decodePoint, decodeScalar, encodePoint, encodeScalar, groupBackend, groupReady, HiddenInfoError, keyMatches, lock, openCard,
  pointOf, randomScalar, relock, sealCard, unlock, unlockBoth, useGroupBackend, type Point, type Scalar,
} from "../../app/host/net/hidden/group";
import { cardPoints, prepareDeck } from "../../app/host/net/hidden/deck";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, shuffledLibrary } from "../../app/host/net/hidden/shuffle";
import { receiveSlotKey } from "../../app/host/net/hidden/reveal";

// libsodium's WebAssembly compiles asynchronously; until then group.ts runs on @noble/curves.
await groupReady;

const NP = ristretto255.Point;
const Fn = NP.Fn;
const hex = (p: { toBytes(): Uint8Array }) => bytesToHex(p.toBytes());
const DST = utf8ToBytes("moxen/hidden/card-point/v2");

/** What group.ts computed with @noble/curves: the old implementation of each primitive. */
const old = {
  randomScalar(rand: (n: number) => Uint8Array): bigint {
    for (;;) {
      const k = Fn.create(bytesToNumberLE(rand(64)));
      if (k !== 0n) return k;
    }
  },
  cardPoint: (seed: Uint8Array) => ristretto255_hasher.hashToCurve(seed, { DST }) as unknown as InstanceType<typeof NP>,
  decode(h: string): string {
    try {
      const p = NP.fromHex(h);
      return p.is0() ? "identity" : "ok";
    } catch {
      return "invalid";
    }
  },
};

test("libsodium runs the group arithmetic once loaded (not the @noble reference)", async () => {
  assert.equal(await groupReady, "libsodium");
  assert.equal(groupBackend(), "libsodium");
});

test("random inputs: every primitive gives exactly the bytes the @noble implementation gave", () => {
  const rand = seededBytes("group cross-check");
  const oldRand = seededBytes("group cross-check");
  for (let i = 0; i < 64; i++) {
    const [k, m] = [randomScalar(rand), randomScalar(rand)];
    const [ok, om] = [old.randomScalar(oldRand), old.randomScalar(oldRand)];
    assert.equal(k, ok, "randomScalar draws the same scalar from the same bytes");
    assert.equal(m, om);
    const seed = rand(32);
    oldRand(32);
    const M = cardPoint(seed);
    const oM = old.cardPoint(seed);
    assert.equal(encodePoint(M), hex(oM), "cardPoint: RFC 9380 hash_to_ristretto255, same point");
    assert.equal(encodePoint(pointOf(k)), hex(NP.BASE.multiply(k)), "pointOf: k·G");
    assert.equal(commitKey(k), hex(NP.BASE.multiply(k)), "commitKey: K = k·G");
    assert.equal(keyMatches(k, hex(NP.BASE.multiply(k))), true);
    assert.equal(keyMatches(m, hex(NP.BASE.multiply(k))), false);
    assert.equal(encodePoint(lock(M, k)), hex(oM.multiply(k)), "lock");
    assert.equal(encodePoint(unlock(M, k)), hex(oM.multiply(Fn.inv(k))), "unlock");
    assert.equal(encodePoint(relock(M, k, m)), hex(oM.multiply(Fn.mul(m, Fn.inv(k)))), "relock removes k, applies m");
    assert.equal(encodePoint(relock(M, null, m)), hex(oM.multiply(m)), "relock with nothing to remove");
    assert.equal(encodePoint(unlockBoth(M, k, m)), hex(oM.multiply(Fn.inv(Fn.mul(k, m)))), "unlockBoth");
    assert.equal(encodeScalar(k), bytesToHex(Fn.toBytes(k)));
    assert.equal(decodeScalar(encodeScalar(k), "k"), k);
    // Locks commute and undo, as before.
    assert.equal(encodePoint(unlock(lock(lock(M, k), m), k)), encodePoint(lock(M, m)));
    // A point read from the wire is the point written.
    const wire = hex(oM.multiply(k));
    const back = decodePoint(wire, "entry");
    assert.equal(encodePoint(back), wire);
    assert.ok(back.equals(lock(M, k)));
    assert.ok(!back.equals(lock(M, m)));
    // The payload's nonce and key derive from the same 32 bytes as before.
    assert.equal(bytesToHex(cardNonce(M)), bytesToHex(sha256(new Uint8Array([...utf8ToBytes("moxen/hidden/card-nonce\0"), ...oM.toBytes()])).subarray(0, 24)));
  }
});

test("a whole shuffle and reshuffle give the bytes the old implementation gave (a digest it computed)", () => {
  // Computed with hidden/group.ts on @noble/curves (commit 6d59f24), from these seeded streams:
  // the sealed deck, the four steps of a 60-card shuffle, a reshuffle of 30 slots (old slot keys
  // removed), one card point recovered, and the owner's slot keys.
  const names = Array.from({ length: 60 }, (_, i) => `Card ${i % 17}`);
  const ra = seededBytes("golden A");
  const rb = seededBytes("golden B");
  const deck = prepareDeck(names, ra);
  const s1 = ownerLock(cardPoints(deck.secrets), null, ra);
  const s2 = peerLock(s1.message, 60, null, rb);
  const s3 = ownerSlotKeys(s2.message, 60, s1.alpha, ra);
  const s4 = peerSlotKeys(s3.message, 60, s2.beta, rb);
  const lib = shuffledLibrary(s3.message, s4.message, 60);
  const pts = lib.entries.slice(0, 30).map((e) => decodePoint(e, "e"));
  const r1 = ownerLock(pts, s3.keys.slice(0, 30), ra);
  const r2 = peerLock(r1.message, 30, s4.keys.slice(0, 30), rb);
  const r3 = ownerSlotKeys(r2.message, 30, r1.alpha, ra);
  const r4 = peerSlotKeys(r3.message, 30, r2.beta, rb);
  const lib2 = shuffledLibrary(r3.message, r4.message, 30);
  const card = unlockBoth(decodePoint(lib2.entries[0], "e"), r3.keys[0]!, r4.keys[0]!);
  const all = JSON.stringify([deck.public, s1.message, s2.message, s3.message, s4.message, lib.hash, r1.message, r2.message, r3.message, r4.message, lib2.hash, encodePoint(card), s3.keys.map(encodeScalar)]);
  assert.equal(lib.hash, "c9a2130a4b2cd9cde97caf8a44e43513cda76b819d4b293f81916b6cb0de9721");
  assert.equal(lib2.hash, "9d720bd86ada7657c201426a54ea83b4bb476bc273878f1b6f4235e3d2a1c024");
  assert.equal(bytesToHex(sha256(utf8ToBytes(all))), "5329e4e0e25df0a243e2b917d6b85b6250c343392b290de58ca5debfb46298cf");
  // The card point recovered is one of the owner's, and opens its payload.
  const copy = cardPoints(deck.secrets).findIndex((p) => p.equals(card));
  assert.ok(copy >= 0);
  assert.deepEqual(openCard(card, deck.public.payloads[copy]!), { name: names[copy], copy });
});

test("the @noble reference backend and libsodium give the same shuffle, step by step", () => {
  const run = () => {
    const ra = seededBytes("backends A");
    const rb = seededBytes("backends B");
    const deck = prepareDeck(["Mountain", "Forest", "Llanowar Elves", "Giant Growth", "Shivan Dragon", "Mountain", "Forest", "Fireball"], ra);
    const s1 = ownerLock(cardPoints(deck.secrets), null, ra);
    const s2 = peerLock(s1.message, 8, null, rb);
    const s3 = ownerSlotKeys(s2.message, 8, s1.alpha, ra);
    const s4 = peerSlotKeys(s3.message, 8, s2.beta, rb);
    return JSON.stringify([deck.public, s1.message, s2.message, s3.message, s4.message, shuffledLibrary(s3.message, s4.message, 8).hash]);
  };
  const fast = run();
  useGroupBackend("noble");
  try {
    assert.equal(groupBackend(), "noble");
    assert.equal(run(), fast);
  } finally {
    useGroupBackend("libsodium");
  }
});

/** The code and message a decoding fails with, or "ok". */
function refusal(f: () => unknown): string {
  try {
    f();
    return "ok";
  } catch (e) {
    assert.ok(e instanceof HiddenInfoError, `a HiddenInfoError, not ${String(e)}`);
    return `${e.code}: ${e.message}`;
  }
}

test("bad points are refused as before: same codes, same sentences, the same encodings accepted", () => {
  const notHex = "malformed: entry is not a 32-byte hex point.";
  const invalid = "malformed: entry is not a valid ristretto255 point.";
  const identity = "malformed: entry is the identity point.";
  for (const bad of [undefined, null, 7, {}, "", "00", "zz".repeat(32), "AB".repeat(32), "00".repeat(33), ` ${"00".repeat(31)}0`]) {
    assert.equal(refusal(() => decodePoint(bad, "entry")), notHex, JSON.stringify(bad));
  }
  assert.equal(refusal(() => decodePoint("00".repeat(32), "entry")), identity);
  // RFC 9496 A.2: non-canonical field encodings, negative field elements, non-square x², zero t
  // (the last encodes 1/0 in the middle of the computation).
  const rfcBad = [
    "00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff",
    "ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "f3ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "edffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "0100000000000000000000000000000000000000000000000000000000000000",
    "01ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff7f",
    "ed57ffd8c914fb201471d1c3d245ce3c746fcbe63a3679d51b6a516ebebe0e20",
    "c34c4e1826e5d403b78e246e88aa051c36ccf0aafebffe137d148a2bf9104562",
    "c940e5a4404157cfb1628b108db051a8d439e1a421394ec4ebccb9ec92a8ac78",
    "47cfc5497c53dc8e61c91d17fd626ffb1c49e2bca94eed052281b510b1117a24",
    "f1c6165d33367351b0da8f6e4511010c68174a03b6581212c71c0e1d026c3c72",
    "87260f7a2f12495118360f02c26a470f450dadf34a413d21042b43b9d93e1309",
    "26948d35ca62e643e26a83177332e6b6afeb9d08e4268b650f1f5bbd8d81d371",
    "4eac077a713c57b4f4397629a4145982c661f48044dd3f96427d40b147d9742f",
    "de6a7b00deadc788eb6b6c8d20c0ae96c2f2019078fa604fee5b87d6e989ad7b",
    "bcab477be20861e01e4a0e295284146a510150d9817763caf1a6f4b422d67042",
    "2a292df7e32cababbd9de088d1d1abec9fc0440f637ed2fba145094dc14bea08",
    "f4a9e534fc0d216c44b218fa0c42d99635a0127ee2e53c712f70609649fdff22",
    "8268436f8c4126196cf64b3c7ddbda90746a378625f9813dd9b8457077256731",
    "2810e5cbc2cc4d4eece54f61c6f69758e289aa7ab440b3cbeaa21995c2f4232b",
    "3eb858e78f5a7254d8c9731174a94f76755fd3941c0ac93735c07ba14579630e",
    "a45fdc55c76448c049a1ab33f17023edfb2be3581e9c7aade8a6125215e04220",
    "d483fe813c6ba647ebbfd3ec41adca1c6130c2beeee9d9bf065c8d151c5f396e",
    "8a2e1d30050198c65a54483123960ccc38aef6848e1ec8f5f780e8523769ba32",
    "32888462f8b486c68ad7dd9610be5192bbeaf3b443951ac1a8118419d9fa097b",
    "227142501b9d4355ccba290404bde41575b037693cef1f438c47f8fbf35d1165",
    "5c37cc491da847cfeb9281d407efc41e15144c876e0170b499a96a22ed31e01e",
    "445425117cb8c90edcbc7c1cc0e74f747f2c1efa5630a967c64f287792a48a4b",
    "e6a7b0e9bdeb52fdf5d1f4e6f3d5fcbca2ce5dd7a27765797c9979f6c9e2a6d0",
  ];
  for (const h of rfcBad) {
    assert.equal(old.decode(h), "invalid", `the old implementation refused ${h}`);
    assert.equal(refusal(() => decodePoint(h, "entry")), invalid, h);
  }
  // Random 32-byte strings (most are not points) and random points: accepted exactly when the old
  // implementation accepted them, and refused with the same sentence.
  const rand = seededBytes("bad points");
  let accepted = 0;
  for (let i = 0; i < 400; i++) {
    const bytes = rand(32);
    if (i % 4 === 0) bytes[31]! &= 0x7f; // a quarter with the top bit clear, closer to valid encodings
    if (i % 8 === 1) bytes.set(NP.BASE.multiply(old.randomScalar(rand)).toBytes());
    const h = bytesToHex(bytes);
    const before = old.decode(h);
    const now = refusal(() => decodePoint(h, "entry"));
    assert.equal(now, before === "ok" ? "ok" : before === "identity" ? identity : invalid, h);
    if (now === "ok") accepted++;
  }
  assert.ok(accepted >= 50, `some random strings were points (${accepted})`);
});

test("bad scalars are refused as before: malformed keys, keys that break their commitment, no lock by zero", () => {
  const L = Fn.ORDER;
  const le = (k: bigint) => bytesToHex(Fn.toBytes(k)).padEnd(64, "0");
  const notHex = "malformed: The key of slot 1 is not a 32-byte hex scalar.";
  const notScalar = "malformed: The key of slot 1 is not a scalar of the group.";
  for (const bad of [undefined, 5, "", "00".repeat(31), "XY".repeat(32), "00".repeat(33)]) assert.equal(refusal(() => decodeScalar(bad, "The key of slot 1")), notHex);
  // L itself and L + 1 do not fit Fn.toBytes (they are ≥ L): written out by hand.
  const bytesOf = (k: bigint) => bytesToHex(Uint8Array.from({ length: 32 }, (_, i) => Number((k >> BigInt(8 * i)) & 0xffn)));
  for (const bad of [bytesOf(0n), bytesOf(L), bytesOf(L + 1n), "ff".repeat(32)]) assert.equal(refusal(() => decodeScalar(bad, "The key of slot 1")), notScalar, bad);
  assert.equal(decodeScalar(bytesOf(L - 1n), "k"), L - 1n);
  assert.equal(decodeScalar(le(1n), "k"), 1n);

  // A slot key checked against its commitment, as a reveal does.
  const rand = seededBytes("bad scalars");
  const keys = [randomScalar(rand), randomScalar(rand)];
  const lib = { entries: [encodePoint(pointOf(randomScalar(rand)))], ownerKeys: [commitKey(keys[0]!)], peerKeys: [commitKey(keys[1]!)], hash: "" };
  assert.equal(receiveSlotKey(lib, 0, "owner", encodeScalar(keys[0]!)), keys[0]);
  assert.equal(refusal(() => receiveSlotKey(lib, 0, "owner", encodeScalar(keys[1]!))), "key-mismatch: The key sent for slot 1 does not match the commitment made in the shuffle.");
  assert.equal(refusal(() => receiveSlotKey(lib, 0, "peer", bytesOf(L))), notScalar);

  // Out-of-range scalars are refused by the arithmetic itself, as @noble refused them.
  const M: Point = cardPoint(rand(32));
  for (const k of [0n, L, L + 5n, -1n] as Scalar[]) {
    assert.throws(() => lock(M, k), /invalid scalar/);
    assert.throws(() => pointOf(k), /invalid scalar/);
    assert.throws(() => unlock(M, k), /invalid scalar/);
    assert.throws(() => relock(M, k, 1n), /invalid scalar/);
    assert.throws(() => NP.BASE.multiply(k), "so did @noble/curves");
  }
});

test("sealed payloads: sealed with the new points, opened with the old ones, and the other way round", () => {
  const rand = seededBytes("payloads");
  for (let i = 0; i < 16; i++) {
    const seed = rand(32);
    const M = cardPoint(seed);
    const oM = old.cardPoint(seed);
    const sealed = sealCard(M, { name: `Card ${i}`, copy: i }, rand);
    // The old openCard, written out: XChaCha20-Poly1305 under SHA-256(prefix ‖ M).
    assert.equal(sealed.slice(0, 48), bytesToHex(sha256(new Uint8Array([...utf8ToBytes("moxen/hidden/card-nonce\0"), ...oM.toBytes()])).subarray(0, 24)));
    assert.deepEqual(openCard(decodePoint(hex(oM), "M"), sealed), { name: `Card ${i}`, copy: i });
    assert.equal(openCard(lock(M, 2n), sealed), null, "another point opens nothing");
    assert.equal(bytesToHex(hexToBytes(encodePoint(M))), hex(oM));
  }
});

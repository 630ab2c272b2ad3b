/**
 * The hidden-information scheme's cryptography, run the way two programs run it: a 60-card
 * library shuffled in four messages, cards revealed to the owner, to the opponent and to both,
 * a reshuffle, random events from hash chains, and the audit. Each attack of the issue is
 * played by a cheating side and must be caught, in play where the scheme allows it, and
 * otherwise at the audit with the cheater named.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { sha256 } from "@noble/hashes/sha2.js";
import { seededBytes } from "./seeded-bytes";
import { decodePoint, encodePoint, encodeScalar, HiddenInfoError, lock, pointOf, randomScalar, unlock, type RandomBytes } from "../../app/host/net/hidden/group";
import { cardPoints, identifyByPayload, prepareDeck, validatePublicDeck } from "../../app/host/net/hidden/deck";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, shuffledLibrary, type DeckKeyStep, type SlotKeyStep } from "../../app/host/net/hidden/shuffle";
import { RevealLedger, revealToOpponent, revealToOwner, slotPoint } from "../../app/host/net/hidden/reveal";
import { ChainFollower, HashChain, randomResult } from "../../app/host/net/hidden/random";
import { auditChain, auditDeck, auditShuffle, type ShuffleRecord } from "../../app/host/net/hidden/audit";


const DECK = [
  ...Array.from({ length: 24 }, () => "Mountain"),
  ...Array.from({ length: 4 }, () => "Lightning Bolt"),
  ...Array.from({ length: 4 }, () => "Shivan Dragon"),
  ...Array.from({ length: 28 }, (_, i) => (i % 2 ? "Grizzly Bears" : "Hill Giant")),
];

/** An honest first shuffle of A's library (A owns it; B is the peer). */
function honestShuffle(tamper: { step2?: (m: DeckKeyStep) => DeckKeyStep; step3?: (m: SlotKeyStep) => SlotKeyStep } = {}) {
  const ra = seededBytes("A");
  const rb = seededBytes("B");
  const deck = prepareDeck(DECK, ra);
  const n = DECK.length;
  const s1 = ownerLock(cardPoints(deck.secrets), null, ra);
  let s2 = peerLock(s1.message, n, null, rb);
  if (tamper.step2) s2 = { ...s2, message: tamper.step2(s2.message) };
  let s3 = ownerSlotKeys(s2.message, n, s1.alpha, ra);
  if (tamper.step3) s3 = { ...s3, message: tamper.step3(s3.message) };
  const s4 = peerSlotKeys(s3.message, n, s2.beta, rb);
  const lib = shuffledLibrary(s3.message, s4.message, n);
  const record: ShuffleRecord = {
    input: { kind: "deck" },
    steps: [s1.message, s2.message, s3.message, s4.message],
    secrets: { alpha: s1.alpha, beta: s2.beta, ownerKeys: s3.keys, peerKeys: s4.keys },
  };
  return { deck, lib, record, a: { keys: s3.keys, rand: ra }, b: { keys: s4.keys, rand: rb } };
}

test("an honest shuffle: A draws seven (B sends its keys), B learns only what is revealed to it, the audit is clean", () => {
  const { deck, lib, record, a, b } = honestShuffle();
  const own = cardPoints(deck.secrets);
  const ledgerA = new RevealLedger();
  const hand = [0, 1, 2, 3, 4, 5, 6].map((k) =>
    revealToOwner({ lib, k, slotId: `A:${k}`, ownKey: a.keys[k]!, peerKeyHex: encodeScalar(b.keys[k]!), ownPoints: own, ledger: ledgerA }));
  assert.equal(new Set(hand).size, 7, "seven different copies");
  // With only its own key, B opens no slot at all: it cannot peek at A's hand or library.
  const pub = validatePublicDeck(deck.public, { min: 40, max: 250 });
  for (let k = 0; k < 60; k++) {
    const onlyB = unlock(decodePoint(lib.entries[k], "slot"), b.keys[k]!); // a_k·M: still locked by A
    assert.equal(identifyByPayload(pub, onlyB), null);
  }
  // A plays its first card: it sends a_0 and the name; B checks both.
  const ledgerB = new RevealLedger();
  const name = DECK[hand[0]!]!;
  const seen = revealToOpponent({ lib, k: 0, slotId: "A:0", ownerKeyHex: encodeScalar(a.keys[0]!), ownKey: b.keys[0]!, deck: pub, ledger: ledgerB, claimedName: name });
  assert.deepEqual(seen, { name, copy: hand[0] });
  // Every slot, opened with both keys, is a different copy of the deck: a true permutation.
  const copies = lib.entries.map((_, k) => identifyByPayload(pub, slotPoint(lib, k, a.keys[k]!, b.keys[k]!))!.copy);
  assert.deepEqual([...copies].sort((x, y) => x - y), DECK.map((_, i) => i));
  assert.notDeepEqual(copies, DECK.map((_, i) => i), "the order changed");
  assert.deepEqual(auditShuffle(record, deck.secrets), { clean: true });
  assert.deepEqual(auditDeck(deck.public, deck.secrets, () => []), { clean: true });
});

test("attack: a duplicated entry in a shuffle step is refused on arrival", () => {
  assert.throws(
    () => honestShuffle({ step3: (m) => ({ ...m, entries: [m.entries[1]!, ...m.entries.slice(1)] }) }),
    (e: unknown) => e instanceof HiddenInfoError && e.code === "duplicate-entry",
  );
});

test("attack: the peer substitutes an entry in step 2 (a card of its choice): the audit names the peer", () => {
  const junk = encodePoint(pointOf(randomScalar(seededBytes("junk"))));
  const { record, deck } = honestShuffle({ step2: (m) => ({ ...m, entries: [junk, ...m.entries.slice(1)] }) });
  const finding = auditShuffle(record, deck.secrets);
  assert.equal(finding.clean, false);
  assert.deepEqual(finding.clean === false && [finding.cheater, finding.code], ["peer", "substituted-entry"]);
});

test("attack: the owner locks one card into two slots (distinct entries, so it passes on arrival): revealed twice, and the audit names the owner", () => {
  // A replaces slot 5's card by slot 2's card under another slot key: a second copy of a card it wants.
  const stolen = { k: 5, from: 2 };
  const ra = seededBytes("A");
  const rb = seededBytes("B");
  const deck = prepareDeck(DECK, ra);
  const n = DECK.length;
  const s1 = ownerLock(cardPoints(deck.secrets), null, ra);
  const s2 = peerLock(s1.message, n, null, rb);
  const s3 = ownerSlotKeys(s2.message, n, s1.alpha, ra);
  const betaM = unlock(decodePoint(s3.message.entries[stolen.from], "e"), s3.keys[stolen.from]!); // β·M of slot 2
  s3.message.entries[stolen.k] = encodePoint(lock(betaM, s3.keys[stolen.k]!));
  const s4 = peerSlotKeys(s3.message, n, s2.beta, rb); // accepted: the entries are all different
  const lib = shuffledLibrary(s3.message, s4.message, n);
  const pub = deck.public;
  const ledger = new RevealLedger();
  revealToOpponent({ lib, k: stolen.from, slotId: "A:2", ownerKeyHex: encodeScalar(s3.keys[stolen.from]!), ownKey: s4.keys[stolen.from]!, deck: pub, ledger });
  assert.throws(
    () => revealToOpponent({ lib, k: stolen.k, slotId: "A:5", ownerKeyHex: encodeScalar(s3.keys[stolen.k]!), ownKey: s4.keys[stolen.k]!, deck: pub, ledger }),
    (e: unknown) => e instanceof HiddenInfoError && e.code === "revealed-twice",
  );
  const finding = auditShuffle({ input: { kind: "deck" }, steps: [s1.message, s2.message, s3.message, s4.message], secrets: { alpha: s1.alpha, beta: s2.beta, ownerKeys: s3.keys, peerKeys: s4.keys } }, deck.secrets);
  assert.deepEqual(finding.clean === false && [finding.cheater, finding.code], ["owner", "substituted-entry"]);
});

test("attack: a reveal key that does not match its commitment is refused", () => {
  const { deck, lib, a, b } = honestShuffle();
  const wrong = encodeScalar(a.keys[1]!);
  assert.throws(
    () => revealToOpponent({ lib, k: 0, slotId: "A:0", ownerKeyHex: wrong, ownKey: b.keys[0]!, deck: deck.public, ledger: new RevealLedger() }),
    (e: unknown) => e instanceof HiddenInfoError && e.code === "key-mismatch",
  );
  assert.throws(
    () => revealToOwner({ lib, k: 3, slotId: "A:3", ownKey: a.keys[3]!, peerKeyHex: encodeScalar(b.keys[4]!), ownPoints: cardPoints(deck.secrets), ledger: new RevealLedger() }),
    (e: unknown) => e instanceof HiddenInfoError && e.code === "key-mismatch",
  );
});

test("attack: a card shown as something it is not (a Mountain announced as a Shivan Dragon) is refused", () => {
  const { deck, lib, a, b } = honestShuffle();
  const k = lib.entries.findIndex((_, i) => DECK[identifyByPayload(deck.public, slotPoint(lib, i, a.keys[i]!, b.keys[i]!))!.copy] === "Mountain");
  assert.throws(
    () => revealToOpponent({ lib, k, slotId: `A:${k}`, ownerKeyHex: encodeScalar(a.keys[k]!), ownKey: b.keys[k]!, deck: deck.public, ledger: new RevealLedger(), claimedName: "Shivan Dragon" }),
    (e: unknown) => e instanceof HiddenInfoError && e.code === "wrong-card" && /holds Mountain/.test(e.message),
  );
});

test("a reshuffle of the library left after the draw: fresh keys, the same cards, the drawn ones gone, audit clean", () => {
  const { deck, lib, a, b } = honestShuffle();
  const ra = a.rand;
  const rb = b.rand;
  const rest = lib.entries.slice(7);
  const n = rest.length;
  const oldA = a.keys.slice(7);
  const oldB = b.keys.slice(7);
  const s1 = ownerLock(rest.map((e) => decodePoint(e, "e")), oldA, ra);
  const s2 = peerLock(s1.message, n, oldB, rb);
  const s3 = ownerSlotKeys(s2.message, n, s1.alpha, ra);
  const s4 = peerSlotKeys(s3.message, n, s2.beta, rb);
  const lib2 = shuffledLibrary(s3.message, s4.message, n);
  const before = lib.entries.slice(7).map((_, i) => identifyByPayload(deck.public, slotPoint(lib, i + 7, a.keys[i + 7]!, b.keys[i + 7]!))!.copy).sort((x, y) => x - y);
  const after = lib2.entries.map((_, k) => identifyByPayload(deck.public, slotPoint(lib2, k, s3.keys[k]!, s4.keys[k]!))!.copy).sort((x, y) => x - y);
  assert.deepEqual(after, before);
  const record: ShuffleRecord = {
    input: { kind: "library", entries: rest, ownerOldKeys: oldA, peerOldKeys: oldB },
    steps: [s1.message, s2.message, s3.message, s4.message],
    secrets: { alpha: s1.alpha, beta: s2.beta, ownerKeys: s3.keys, peerKeys: s4.keys },
  };
  assert.deepEqual(auditShuffle(record, deck.secrets), { clean: true });
});

test("attack: a biased random result (a value that is not the next committed link) is refused; honest links agree on one result", () => {
  const chainA = HashChain.create(seededBytes("chain-A"), 64);
  const chainB = HashChain.create(seededBytes("chain-B"), 64);
  const followA = new ChainFollower(chainA.head, 64);
  const followB = new ChainFollower(chainB.head, 64);
  const la = followA.accept(chainA.next());
  const lb = followB.accept(chainB.next());
  const asA = randomResult({ first: la, second: lb, gameId: "g1", event: 1, purpose: "who starts", n: 2 });
  const asB = randomResult({ first: la, second: lb, gameId: "g1", event: 1, purpose: "who starts", n: 2 });
  assert.equal(asA, asB);
  // B wants another coin flip result: it sends a fresh value instead of its next link.
  const forged = Buffer.from(sha256(new TextEncoder().encode("forged"))).toString("hex");
  assert.throws(() => followB.accept(forged), (e: unknown) => e instanceof HiddenInfoError && e.code === "bad-random");
  // Nor can it skip a link to pick between two results.
  chainB.next();
  assert.throws(() => followB.accept(chainB.next()), (e: unknown) => e instanceof HiddenInfoError && e.code === "bad-random");
  // At the audit, a seed that does not produce the head is caught.
  assert.deepEqual(auditChain("owner", Buffer.from(chainA.seed).toString("hex"), chainA.head, [la], 64), { clean: true });
  const finding = auditChain("peer", Buffer.from(chainA.seed).toString("hex"), chainB.head, [lb], 64);
  assert.deepEqual(finding.clean === false && [finding.cheater, finding.code], ["peer", "bad-random"]);
});

test("random results are uniform: no modulo bias over a range of 3", () => {
  const counts = [0, 0, 0];
  for (let i = 0; i < 3000; i++) counts[randomResult({ first: "a", second: "b", gameId: "g", event: i, purpose: "discard", n: 3 })]!++;
  for (const c of counts) assert.ok(c > 900 && c < 1100, `counts ${counts}`);
});

test("attack: a deck that does not match its commitment at the audit (or breaks the format) is caught", () => {
  const { deck } = honestShuffle();
  const swapped = { ...deck.secrets, names: ["Black Lotus", ...deck.secrets.names.slice(1)] };
  assert.deepEqual((r => r.clean === false && [r.cheater, r.code])(auditDeck(deck.public, swapped, () => [])), ["owner", "deck-mismatch"]);
  assert.deepEqual((r => r.clean === false && [r.cheater, r.code])(auditDeck(deck.public, deck.secrets, (names) => (names.includes("Shivan Dragon") ? ["4 Shivan Dragon: restricted"] : []))), ["owner", "deck-mismatch"]);
});

test("malformed shuffle messages are refused with a reason, never a crash", () => {
  const { record } = honestShuffle();
  const n = DECK.length;
  const bad = [
    null, {}, { entries: "x" }, { entries: record.steps[0].entries.slice(1), deckKey: record.steps[0].deckKey },
    { entries: ["zz", ...record.steps[0].entries.slice(1)], deckKey: record.steps[0].deckKey },
    { entries: ["00".repeat(32), ...record.steps[0].entries.slice(1)], deckKey: record.steps[0].deckKey },
    { entries: record.steps[0].entries, deckKey: "ff".repeat(32) },
  ];
  for (const m of bad) {
    assert.throws(() => peerLock(m, n, null, seededBytes("x")), (e: unknown) => e instanceof HiddenInfoError && e.message.length > 10, JSON.stringify(m)?.slice(0, 80));
  }
});

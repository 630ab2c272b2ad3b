/**
 * Every forged or malformed trade message the issue names is refused with a clear reason and
 * changes nothing: a forged signature, someone else's key, a malformed body, an offer past the
 * size limit, a unit the sender does not own by its own record, a replayed contract.
 * The attacker is a raw driver that signs whatever frames it likes; the victim is a real
 * TradeSession on a real SQLite file.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { memoryPair } from "../../app/host/net/memory-transport";
import { Identity } from "../../app/host/net/identity";
import { listTrades, TradeSession, type RefusalCode } from "../../app/host/trade/index";
import {
  decodeTradeMessage,
  deriveSessionId,
  encodeTradeMessage,
  TRADE_LIMITS,
  ZERO_ID,
  type TradeMessage,
  type TradeMessageType,
} from "../../app/host/trade/wire";
import { autoAccept, connect, freeUnits, session, twoProfiles, waitUntil, type Profile } from "./helpers";

/** Everything stored that a trade could change. */
function snapshot(p: Profile): string {
  const dump = (sql: string) => JSON.stringify(p.svc.ctx.db.prepare(sql).all());
  return ["SELECT * FROM profile", "SELECT * FROM ledger ORDER BY id", "SELECT * FROM units ORDER BY id", "SELECT * FROM trades ORDER BY trade_id", "SELECT * FROM trade_units ORDER BY id"].map(dump).join("\n");
}

/** A peer that signs what it likes, with its own chain, talking to a real session. */
class RawPeer {
  seq = 0;
  prev = ZERO_ID;
  sessionId = "";
  readonly nonce = "ab".repeat(32);
  victimNonce = "";

  constructor(
    readonly identity: Identity,
    readonly victim: TradeSession,
  ) {}

  static async connect(identity: Identity, victim: TradeSession, name = "Mallory"): Promise<RawPeer> {
    const [mine, theirs] = memoryPair();
    const raw = new RawPeer(identity, victim);
    mine.onMessage((bytes) => {
      const m = decodeTradeMessage(bytes);
      if (m.payload.type === "hello") raw.victimNonce = (m.payload.body as { nonce: string }).nonce;
    });
    victim.attach(theirs);
    await waitUntil(() => raw.victimNonce !== "", 2000, "the victim's hello");
    raw.sessionId = deriveSessionId(raw.nonce, raw.victimNonce);
    raw.send("hello", { nonce: raw.nonce, name });
    raw.send("sync", { open: [] });
    return raw;
  }

  frame(type: TradeMessageType, body: unknown, o: { identity?: Identity; trade?: string } = {}): TradeMessage {
    return encodeTradeMessage(o.identity ?? this.identity, { trade: o.trade ?? (type === "hello" ? "" : this.sessionId), seq: this.seq + 1, prev: this.prev, type, body });
  }

  /** Sends a frame; the chain moves on only if the victim took it. */
  deliver(message: TradeMessage | Uint8Array): void {
    const before = this.victim.incidents.length;
    const m = message instanceof Uint8Array ? null : message;
    this.victim.receive(m ? m.frame : (message as Uint8Array));
    if (m && this.victim.incidents.length === before) {
      this.seq++;
      this.prev = m.id;
    }
  }

  send(type: TradeMessageType, body: unknown): void {
    this.deliver(this.frame(type, body));
  }
}

function offerOf(units: { id: string; card: string; set: string; number: string }[], coins = 0, balance = 500) {
  return { rev: 2, units, coins, ledger: { balance, head: 3 } };
}

function unitOf(p: Profile, id: string) {
  return p.svc.ctx.db.prepare("SELECT u.id, c.name AS card, u.set_code AS \"set\", u.number FROM units u JOIN cards c ON c.code = u.card_code WHERE u.id = ?").get(id) as { id: string; card: string; set: string; number: string };
}

/** Asserts the last message was refused with `code`, a reason matching `reason`, and nothing changed. */
function assertRefused(victim: TradeSession, p: Profile, before: string, code: RefusalCode, reason: RegExp, count: number): void {
  assert.equal(victim.incidents.length, count, `incident ${count}: ${JSON.stringify(victim.incidents.at(-1))}`);
  const last = victim.incidents.at(-1)!;
  assert.equal(last.code, code, last.reason);
  assert.match(last.reason, reason);
  assert.equal(snapshot(p), before, "nothing stored changed");
}

async function victimWithMallory() {
  const { first: victimProfile } = twoProfiles();
  const victim = session(victimProfile);
  const mallory = await RawPeer.connect(Identity.generate().identity, victim);
  assert.deepEqual(victim.incidents, [], "the raw peer's honest opening is accepted");
  const donor = twoProfiles().first; // a collection to borrow real unit descriptions from
  return { victim, victimProfile, mallory, donor };
}

test("a forged signature: a flipped signature byte, or a payload altered on the way", async () => {
  const { victim, victimProfile, mallory, donor } = await victimWithMallory();
  const before = snapshot(victimProfile);
  const good = mallory.frame("offer", offerOf([unitOf(donor, freeUnits(donor, 1)[0]!)]));
  const flipped = good.frame.slice();
  flipped[flipped.length - 5]! ^= 0x40;
  mallory.deliver(flipped);
  assertRefused(victim, victimProfile, before, "bad-signature", /signature does not match/, 1);
  const altered = Buffer.from(good.frame).toString("latin1").replace('"coins":0', '"coins":9');
  mallory.deliver(new Uint8Array(Buffer.from(altered, "latin1")));
  assertRefused(victim, victimProfile, before, "bad-signature", /forged or altered/, 2);
  assert.equal(victim.theirOffer?.rev, undefined, "the friend's offer did not change");
  mallory.deliver(good); // the genuine one still goes through
  assert.equal(victim.incidents.length, 2);
  assert.equal(victim.theirOffer?.units.length, 1);
});

test("someone else's key: a well-signed message from a third party in the friend's chain", async () => {
  const { victim, victimProfile, mallory, donor } = await victimWithMallory();
  const before = snapshot(victimProfile);
  const eve = Identity.generate().identity;
  mallory.deliver(mallory.frame("offer", offerOf([unitOf(donor, freeUnits(donor, 1)[0]!)]), { identity: eve }));
  assertRefused(victim, victimProfile, before, "wrong-key", new RegExp(`signed by ${eve.fingerprint}, not by your friend \\(${mallory.identity.fingerprint}\\)`), 1);
  // And a first contact that is not the fingerprint from the invite code.
  const { first } = twoProfiles();
  const expecting = session(first, { expectedPeerFingerprint: Identity.generate().identity.fingerprint });
  const impostor = await RawPeer.connect(eve, expecting).catch((e: Error) => e);
  assert.ok(!(impostor instanceof Error));
  assert.equal(expecting.incidents[0]?.code, "wrong-key");
  assert.equal(expecting.peerKey, null, "the impostor's hello was not taken");
});

test("a malformed body (and a malformed frame) is refused with the field it gets wrong", async () => {
  const { victim, victimProfile, mallory } = await victimWithMallory();
  const before = snapshot(victimProfile);
  let n = 0;
  const cases: [unknown, RegExp][] = [
    [{ rev: 2, units: "lots", coins: 0, ledger: { balance: 1, head: 1 } }, /units must be a list/],
    [{ rev: 2, units: [], coins: -5, ledger: { balance: 1, head: 1 } }, /coins must be a whole number/],
    [{ rev: 2, units: [{ id: "Black Lotus", card: "Black Lotus", set: "LEA", number: "1" }], coins: 0, ledger: { balance: 1, head: 1 } }, /is not a unit id/],
    [{ rev: 2, units: [], coins: 0, ledger: { balance: 1, head: 1 }, extra: true }, /unknown field "extra"/],
    [{ rev: 2, units: [], coins: 0 }, /ledger state is missing/],
  ];
  for (const [body, reason] of cases) {
    mallory.send("offer", body);
    assertRefused(victim, victimProfile, before, "bad-body", reason, ++n);
  }
  mallory.send("accept", { mine: "two" });
  assertRefused(victim, victimProfile, before, "bad-body", /acceptance/, ++n);
  mallory.deliver(new Uint8Array([2, 123, 125, ...new Uint8Array(64)]));
  assertRefused(victim, victimProfile, before, "malformed", /Malformed trade message/, ++n);
  mallory.deliver(new Uint8Array(Buffer.from("\x02not json at all" + "x".repeat(64), "latin1")));
  assertRefused(victim, victimProfile, before, "malformed", /not valid UTF-8 JSON/, ++n);
  assert.equal(victim.theirOffer, null);
});

test("an offer past the size limit: too many units, too many coins, an oversized frame", async () => {
  const { victim, victimProfile, mallory, donor } = await victimWithMallory();
  const before = snapshot(victimProfile);
  const forest = unitOf(donor, freeUnits(donor, 1, "Forest")[0]!);
  const many = Array.from({ length: TRADE_LIMITS.maxUnits + 1 }, (_, i) => ({ ...forest, id: `${forest.id.slice(0, 8)}u${String(9000 + i)}` }));
  mallory.send("offer", offerOf(many));
  assertRefused(victim, victimProfile, before, "over-limit", /has 101 units; a trade takes at most 100/, 1);
  mallory.send("offer", offerOf([], TRADE_LIMITS.maxCoins + 1, 10 ** 9));
  assertRefused(victim, victimProfile, before, "over-limit", /at most 100000/, 2);
  mallory.send("offer", { ...offerOf([forest]), units: [{ ...forest, card: "x".repeat(70_000) }] });
  assertRefused(victim, victimProfile, before, "oversized", /too large: \d+ bytes \(limit 64000\)/, 3);
  // Our own side is held to the same limit.
  const { second } = twoProfiles();
  const s = session(second);
  assert.throws(() => s.setOffer({ units: Array(101).fill("c000001.u0001"), coins: 0 }), /not connected|at most 100/);
});

test("a unit the sender does not own by its own record: another card's id, coins past its balance, a unit it already gave us", async () => {
  const { victim, victimProfile, mallory, donor } = await victimWithMallory();
  const before = snapshot(victimProfile);
  const bolt = unitOf(donor, freeUnits(donor, 1)[0]!);
  mallory.send("offer", offerOf([{ ...bolt, card: "Black Lotus" }]));
  assertRefused(victim, victimProfile, before, "not-owned", /is not a Black Lotus: its id names another card/, 1);
  mallory.send("offer", offerOf([{ ...bolt, set: "ZZZ" }]));
  assertRefused(victim, victimProfile, before, "not-owned", /was never printed as ZZZ/, 2);
  mallory.send("offer", offerOf([], 900, 500));
  assertRefused(victim, victimProfile, before, "not-owned", /gives 900 coins, but the friend's own ledger shows 500/, 3);

  // A real trade: Alice gives Bob a unit. Then Alice (a modified program) offers Bob that same unit again.
  const { first: alice, second: bob } = twoProfiles();
  const a = session(alice);
  const b = session(bob);
  const offs = [autoAccept(a), autoAccept(b)];
  connect(a, b, memoryPair());
  await waitUntil(() => a.phase === "open" && !!a.theirOffer, 2000, "open");
  const given = freeUnits(alice, 1)[0]!;
  const described = unitOf(alice, given);
  a.setOffer({ units: [given], coins: 0 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "the first trade");
  offs.forEach((o) => o());
  a.close();
  b.close();
  const bobAgain = session(bob);
  const aliceAgain = await RawPeer.connect(alice.identity, bobAgain, alice.name);
  const bobBefore = snapshot(bob);
  aliceAgain.send("offer", { rev: 2, units: [described], coins: 0, ledger: { balance: alice.svc.profile.get().coins, head: 9 } });
  assertRefused(bobAgain, bob, bobBefore, "not-owned", new RegExp(`${given.replace(".", "\\.")} \\(${described.card}\\) is not the friend's to offer: by its own signed contract it gave it to you`), 1);
});

test("a replayed contract: an old contract's signature offered again, another pair's contract, a countersignature for no trade", async () => {
  const { first: alice, second: bob } = twoProfiles();
  // Alice signs first. Capture her `sign` frame on the way to Bob.
  const [ta, tb] = memoryPair();
  const a = session(alice);
  const b = session(bob);
  const offs = [autoAccept(a), autoAccept(b)];
  const signs: TradeMessage[] = [];
  ta.onMessage(() => {});
  const realSend = ta.send.bind(ta);
  ta.send = (bytes: Uint8Array) => {
    const m = decodeTradeMessage(bytes);
    if (m.payload.type === "sign") signs.push(m);
    realSend(bytes);
  };
  connect(a, b, [ta, tb]);
  await waitUntil(() => a.phase === "open" && !!a.theirOffer, 2000, "open");
  a.setOffer({ units: freeUnits(alice, 1), coins: 5 });
  await waitUntil(() => a.outcomes.length === 1 && b.outcomes.length === 1, 3000, "the trade");
  offs.forEach((o) => o());
  a.close();
  b.close();
  assert.equal(signs.length, 1);
  const old = signs[0]!.payload.body as { contract: string; sig: string };

  // A new session; "Alice" replays her old signed contract.
  const bob2 = session(bob);
  const replay = await RawPeer.connect(alice.identity, bob2, alice.name);
  const before = snapshot(bob);
  replay.send("sign", old);
  assertRefused(bob2, bob, before, "replayed", /A replayed contract: trade [0-9a-f]{12} is already final here/, 1);
  // An old contract offered in a sync as if still open: it is between the right pair and final, so it is only acknowledged.
  // A contract between two other programs is refused.
  const { first: carol, second: dave } = twoProfiles();
  const c = session(carol);
  const d = session(dave);
  const offs2 = [autoAccept(c), autoAccept(d)];
  const [tc, td] = memoryPair();
  const cSigns: TradeMessage[] = [];
  const cSend = tc.send.bind(tc);
  tc.send = (bytes: Uint8Array) => {
    const m = decodeTradeMessage(bytes);
    if (m.payload.type === "sign") cSigns.push(m);
    cSend(bytes);
  };
  connect(c, d, [tc, td]);
  await waitUntil(() => c.phase === "open" && !!c.theirOffer, 2000, "open");
  c.setOffer({ units: freeUnits(carol, 1), coins: 0 });
  await waitUntil(() => c.outcomes.length === 1, 3000, "carol and dave trade");
  offs2.forEach((o) => o());
  c.close();
  d.close();
  const foreign = cSigns[0]!.payload.body as { contract: string; sig: string };
  replay.send("sign", foreign);
  assertRefused(bob2, bob, before, "replayed", /belongs to trade [0-9a-f]{12}, not this one/, 2);
  const bob3 = session(bob);
  const r3 = await RawPeer.connect(alice.identity, bob3, alice.name).catch(() => null);
  assert.ok(r3);
  // (RawPeer.connect sent an empty sync; a second sync is just another chained message.)
  r3.send("sync", { open: [{ contract: foreign.contract, first: foreign.sig }] });
  assertRefused(bob3, bob, before, "replayed", /is not between you and this friend/, 1);
  r3.send("countersign", { trade: "f".repeat(64), sig: old.sig });
  assertRefused(bob3, bob, before, "replayed", /which we never signed with this friend/, 2);
  assert.equal(listTrades(bob.svc.ctx).length, 1, "still the one real trade");
});

test("a contract that does not match the accepted offers is not countersigned: a signed abort, recorded, and never signed later", async () => {
  const { first: alice, second: bob } = twoProfiles();
  const b = session(bob);
  const mallory = await RawPeer.connect(alice.identity, b, alice.name);
  const unit = unitOf(alice, freeUnits(alice, 1)[0]!);
  mallory.send("offer", { rev: 2, units: [unit], coins: 0, ledger: { balance: 500, head: 1 } });
  await waitUntil(() => b.theirOffer?.rev === 2, 1000, "offer");
  mallory.send("accept", { mine: 2, yours: b.myOffer.rev });
  b.accept();
  // Alice's contract claims Bob gives 50 coins he never offered.
  const { contractText, signContract, deriveTradeId } = await import("../../app/host/trade/wire");
  const contract = {
    v: 1 as const,
    trade: deriveTradeId(mallory.sessionId, 0),
    created: new Date().toISOString(),
    expires: new Date(Date.now() + 60_000).toISOString(),
    sides: [
      { key: alice.identity.publicKey, name: alice.name, units: [unit], coins: 0, ledger: { balance: 500, head: 1 } },
      { key: bob.identity.publicKey, name: bob.name, units: [], coins: 50, ledger: b.myOffer.ledger },
    ] as [never, never],
  };
  const text = contractText(contract);
  const coinsBefore = bob.svc.profile.get().coins;
  mallory.send("sign", { contract: text, sig: signContract(alice.identity, text) });
  assert.deepEqual(b.incidents, []);
  assert.equal(b.outcomes[0]?.outcome, "aborted");
  assert.match(b.outcomes[0]!.reason!, /does not match the offers both accepted/);
  assert.equal(bob.svc.profile.get().coins, coinsBefore);
  const rows = listTrades(bob.svc.ctx);
  assert.equal(rows.length, 1);
  assert.equal(rows[0]!.status, "aborted");
  assert.equal(rows[0]!.mySig, null, "Bob never signed it");
  // Offered again later (a replay), it is refused: Bob never signs a contract he aborted.
  mallory.send("sign", { contract: text, sig: signContract(alice.identity, text) });
  assert.equal((b.incidents as { code: string }[]).at(-1)?.code, "replayed");
});

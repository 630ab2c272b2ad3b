/**
 * A modified program in a network sealed event (real SQLite; the event sessions talk over an
 * in-memory pair, the game over real WebRTC): it cannot choose its packs (a contribution that breaks
 * its commitment is caught at once; a secret shown at the end that breaks it is named by the
 * audit), cannot play a card not in its pool (named by the audit), and forged or malformed event
 * frames are refused with clear codes and change nothing.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import { EventSession } from "../../app/host/limited/event/session";
import { SealedPhase } from "../../app/host/limited/event/sealed-phase";
import type { PhaseBody, PoolPhase, PoolPhaseFactory } from "../../app/host/limited/event/phase";
import { encodeEventMessage } from "../../app/host/limited/event/wire";
import { runNetworkSealed } from "../../app/host/limited/event/runner";
import { memoryPair } from "../../app/host/net/memory-transport";
import { Identity } from "../../app/host/net/identity";
import { isBasicLand } from "../../app/host/collection/card-data";
import { cleanup, deck40, link, playable, player, waitUntil, type Player } from "./net-helpers";

after(cleanup);

/** Two event sessions connected in memory; the guest accepts; returns once the pools are drawn (or not). */
async function pair(o: { hostPhase?: PoolPhaseFactory; guestPhase?: PoolPhaseFactory; spec?: string } = {}) {
  const alice = player("Alice");
  const bob = player("Bob");
  const [ta, tb] = memoryPair();
  const host = new EventSession({ identity: alice.identity, ctx: alice.svc.ctx, role: "host", name: "Alice", ...(o.hostPhase ? { phase: o.hostPhase } : {}) });
  const guest = new EventSession({ identity: bob.identity, ctx: bob.svc.ctx, role: "guest", name: "Bob", ...(o.guestPhase ? { phase: o.guestPhase } : {}) });
  host.attach(ta);
  guest.attach(tb);
  host.propose(o.spec ?? "3ED:3");
  await waitUntil(() => guest.status === "proposed", 5000, "the proposal");
  guest.accept();
  await waitUntil(() => host.status !== "proposing" && (host.halted !== null || host.pool !== null || guest.halted !== null) && (guest.pool !== null || guest.halted !== null || host.halted !== null), 5000, "the pools");
  return { alice, bob, host, guest };
}

/** A modified sealed phase: `tamper` changes what it sends; its own copy applies the honest message. */
function modified(tamper: (body: PhaseBody) => PhaseBody, final?: (body: PhaseBody) => PhaseBody): PoolPhaseFactory {
  return (setup) => {
    const real = new SealedPhase(setup);
    const sent = new Set<string>();
    const phase: PoolPhase = {
      kind: "sealed",
      apply(body, from) {
        if (from === "me" && sent.has(JSON.stringify(body))) return real.apply(untampered.get(JSON.stringify(body))!, "me");
        real.apply(body, from);
      },
      due() {
        return real.due().map((b) => {
          const t = tamper(b);
          sent.add(JSON.stringify(t));
          untampered.set(JSON.stringify(t), b);
          return t;
        });
      },
      get pool() { return real.pool; },
      get poolKey() { return real.poolKey; },
      final: () => (final ? final(real.final()) : real.final()),
      peerPool: (f) => real.peerPool(f),
    };
    const untampered = new Map<string, PhaseBody>();
    return phase;
  };
}

const coins = (p: Player) => p.svc.profile.get().coins;
const frameCount = (p: Player) => p.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_net_frames").pluck().get() as number;

describe("a modified program cannot choose its packs", () => {
  it("a contribution to the shared random result that is not the one committed to is caught at once: the event halts before any pool exists", async () => {
    const { alice, host, guest } = await pair({ guestPhase: modified((b) => (b.t === "contrib" ? { ...b, r: "ab".repeat(32) } : b)) });
    await waitUntil(() => host.halted !== null, 5000, "the host halts");
    assert.equal(host.halted!.code, "cheated");
    assert.match(host.halted!.message, /not the one it committed to: it tried to choose the packs/);
    assert.equal(host.pool, null, "no pool drawn from a forged contribution");
    assert.equal(host.status, "halted");
    assert.equal(alice.svc.ctx.db.prepare("SELECT COUNT(*) FROM limited_events").pluck().get(), 0, "nothing paid");
    assert.ok(guest.pool !== null || guest.status === "drawing");
  });

  it("a second, different commitment under the same place in the chain is refused", async () => {
    const { alice, bob, host, guest } = await pair();
    assert.ok(host.pool && guest.pool);
    const before = [host.status, frameCount(alice)];
    // Bob's program signs another commitment as its message 2 (the honest one already is).
    const forged = encodeEventMessage(bob.identity, { event: host.key!, seq: 2, prev: "0".repeat(64), type: "phase", body: { t: "commit", secret: "11".repeat(32), contrib: "22".repeat(32) } });
    host.receive(forged.frame);
    assert.equal(host.incidents.at(-1)!.code, "out-of-order");
    assert.deepEqual([host.status, frameCount(alice)], before);
  });

  it("a secret shown at the end that is not the one committed to is named by the audit", async () => {
    const { host, guest } = await pair({ guestPhase: modified((b) => b, (f) => ({ ...f, s: "cd".repeat(32) })) });
    assert.ok(host.pool && guest.pool);
    host.leave("gone");
    await waitUntil(() => guest.left.peer !== undefined, 5000, "the leave");
    assert.equal(host.standings().winner, "peer", "who leaves forfeits the games left");
    host.finish();
    guest.finish();
    await waitUntil(() => host.audit() !== null && guest.audit() !== null, 5000, "both audits");
    const audit = host.audit()!;
    assert.equal(audit.clean, false);
    assert.equal(audit.peerPool, null);
    assert.match(audit.problems.join(" "), /secret is not the one it committed to/);
    assert.equal(guest.audit()!.clean, true, "the honest host's secret checks out");
    assert.deepEqual(guest.audit()!.peerPool, host.pool!.flat().map((c) => c.name));
    assert.equal(host.standings().winner, "me", "a friend named by the audit loses the event, though it won by forfeit");
    assert.equal(guest.standings().winner, "me", "the cheater's own program counts the forfeit");
  });
});

describe("forged and malformed event frames", () => {
  it("are refused with a clear code and change nothing", async () => {
    const { alice, bob, host } = await pair();
    const honest = encodeEventMessage(bob.identity, { event: host.key!, seq: 4, prev: "0".repeat(64), type: "ready", body: { game: 1 } });
    const stranger = Identity.generate().identity;
    const cases: [string, Uint8Array, string][] = [
      ["garbage", Uint8Array.of(3, 1, 2, 3), "malformed"],
      ["oversized", new Uint8Array(20_000).fill(3), "oversized"],
      ["not JSON", new Uint8Array([3, ...Buffer.from("not json"), ...new Uint8Array(64)]), "malformed"],
      ["altered on the way", (() => { const f = honest.frame.slice(); const i = Buffer.from(f).indexOf('"game":1'); f[i + 7] = "2".charCodeAt(0); return f; })(), "bad-signature"],
      ["another player's key", encodeEventMessage(stranger, { event: host.key!, seq: 4, prev: "0".repeat(64), type: "ready", body: { game: 1 } }).frame, "wrong-key"],
      ["our own key", encodeEventMessage(alice.identity, { event: host.key!, seq: 9, prev: "0".repeat(64), type: "ready", body: { game: 1 } }).frame, "wrong-key"],
      ["another event", encodeEventMessage(bob.identity, { event: "ee".repeat(32), seq: 4, prev: "0".repeat(64), type: "ready", body: { game: 1 } }).frame, "wrong-event"],
      ["a gap in the chain", encodeEventMessage(bob.identity, { event: host.key!, seq: 9, prev: "0".repeat(64), type: "ready", body: { game: 1 } }).frame, "out-of-order"],
      ["a broken link", honest.frame, "out-of-order"],
      ["an unknown type", (() => { const e = encodeEventMessage(bob.identity, { event: host.key!, seq: 4, prev: "0".repeat(64), type: "ready", body: {} }); const f = e.frame.slice(); const i = Buffer.from(f).indexOf('"type":"ready"'); f.set(Buffer.from('"type":"xxxxx"'), i); return f; })(), "malformed"],
    ];
    const before = JSON.stringify([host.status, host.ready, host.left, host.pool, frameCount(alice), coins(alice)]);
    for (const [what, frame, code] of cases) {
      const n = host.incidents.length;
      host.receive(frame);
      assert.equal(host.incidents.length, n + 1, `${what}: one incident`);
      assert.equal(host.incidents.at(-1)!.code, code, `${what}: ${host.incidents.at(-1)!.message}`);
      assert.ok(host.incidents.at(-1)!.message.length > 10);
    }
    assert.equal(JSON.stringify([host.status, host.ready, host.left, host.pool, frameCount(alice), coins(alice)]), before, "nothing changed");
    assert.equal(host.halted, null, "play goes on");
  });

  it("a well-chained message with a bad body is refused and the chain does not move past it", async () => {
    const { alice, bob, host, guest } = await pair();
    // Bob's next link, correctly chained, with a body that breaks the rules.
    const bobFrames = bob.svc.ctx.db.prepare("SELECT frame FROM limited_net_frames WHERE direction = 'out' ORDER BY n").pluck().all() as Buffer[];
    const { decodeEventMessage } = await import("../../app/host/limited/event/wire");
    const last = decodeEventMessage(new Uint8Array(bobFrames.at(-1)!));
    const next = (body: Record<string, unknown>, type: "ready" | "leave" | "final" | "phase" = "ready") => encodeEventMessage(bob.identity, { event: host.key!, seq: last.payload.seq + 1, prev: last.id, type, body }).frame;
    const before = JSON.stringify([host.ready, host.left, frameCount(alice)]);
    for (const [frame, pattern] of [
      [next({ game: 2 }), /next game is 1/],
      [next({ game: 7 }), /bad or missing "game"/],
      [next({ game: 1, extra: true }), /unknown field "extra"/],
      [next({ reason: "" }, "leave"), /bad or missing "reason"/],
      [next({ t: "contrib", r: "00".repeat(32) }, "phase"), /second contribution/],
      [next({ t: "secret", s: "zz" }, "final"), /bad or missing "s"/],
    ] as const) {
      host.receive(frame);
      assert.equal(host.incidents.at(-1)!.code, "bad-body");
      assert.match(host.incidents.at(-1)!.message, pattern);
    }
    assert.equal(JSON.stringify([host.ready, host.left, frameCount(alice)]), before);
    // The honest next message still goes through.
    guest.readyFor(1, deck40(guest));
    await waitUntil(() => host.ready.peer === 1, 5000, "Bob's ready");
  });
});


describe("a card not in the pool", () => {
  it("played in a game (the program skipped its own check) is named by the audit of the event", { timeout: 300_000 }, async () => {
    const alice = player("Alice");
    const bob = player("Bob");
    const { hostT, guestT, hostSees, guestSees } = await link(alice, bob);
    let stolen = "";
    const common = { ai: "heuristic" as const, turnCap: 8, waitMs: 120_000 };
    const [a, b] = await Promise.all([
      runNetworkSealed({ ...common, role: "host", transport: hostT, identity: alice.identity, collection: alice.svc, dataDir: alice.dir, name: "Alice", spec: "3ED:3", peerFingerprint: hostSees }),
      runNetworkSealed({
        ...common, role: "guest", transport: guestT, identity: bob.identity, collection: bob.svc, dataDir: bob.dir, name: "Bob", peerFingerprint: guestSees,
        leaveBefore: 2,
        // The modified program: its own check of its deck always passes.
        onStep: (step, session) => void (step === "pool-recorded" && (session.checkMyDeck = () => ({ valid: true, reasons: [] }))),
        chooseDeck: (_n, pool) => {
          const set = bob.svc.ctx.cards.sets.find((s) => s.code === "3ED")!;
          stolen = playable(set.cards.map((c) => c.name)).find((n) => !pool.includes(n) && !isBasicLand(bob.svc.ctx.cards.byName.get(n)!))!;
          const deck = playable(pool).filter((n) => !isBasicLand(bob.svc.ctx.cards.byName.get(n)!)).slice(0, 22);
          deck.push(stolen);
          while (deck.length < 40) deck.push("Island");
          return deck;
        },
      }),
    ]);
    assert.ok(stolen);
    assert.equal(a.games.length, 1);
    assert.ok(a.games[0]!.peerDeck!.includes(stolen), "the game's audit showed Bob's deck");
    assert.equal(a.audit!.clean, false);
    assert.match(a.audit!.problems.join(" "), new RegExp(`Game 1: the opponent's deck is not from its pool: ${stolen.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} is not in the pool`));
    assert.equal(b.audit!.clean, true);
    assert.equal(a.standings.winner, "me", "Bob left after game 1: the games left are Alice's");
    assert.equal(bob.svc.ctx.db.prepare("SELECT COUNT(*) FROM units WHERE event_id = ?").pluck().get(b.poolEventId), 45, "who leaves keeps the pool");
  });
});

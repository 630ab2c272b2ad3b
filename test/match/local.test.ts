/**
 * Local matches through the host router, as the renderer calls them: bad input is refused
 * with a clear error and changes nothing; the engine's rejections come back as they are;
 * a whole game against the computer ends in history with its result and coins.
 */
import assert from "node:assert/strict";
import { after, describe, it } from "node:test";
import Database from "better-sqlite3";
import { join } from "node:path";
import type { Action } from "../../engine/index";
import type { MatchSummary, MatchUpdate } from "../../app/shared/contract/match";
import { REWARD } from "../../app/host/match/rewards";
import { openHost, playRandomly, removeTempDirs, untilMyTurn, type TestHost } from "./helpers";
import { actionsFor, type LegalOptions } from "../../engine/index";
/** The complete actions the engine's options allow (empty when there is nothing to do). */
const actionsOf = (legal: LegalOptions | null) => (legal ? actionsFor(legal) : []);

after(removeTempDirs);

const countRows = (h: TestHost, table: string) => {
  const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
  try {
    return db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  } finally {
    db.close();
  }
};

describe("match.start", () => {
  it("refuses bad arguments with clear messages and creates nothing", async () => {
    const h = await openHost();
    try {
      const cases: [unknown, string, RegExp][] = [
        [{ kind: "ranked", deck: { benchmark: "red-green-beats" } }, "invalid_argument", /argument "kind" must be one of "local-ai", "hotseat"/],
        [{ kind: "local-ai" }, "invalid_argument", /argument "deck" is required/],
        [{ kind: "local-ai", deck: { benchmark: "red-green-beats" }, ai: "godlike" }, "invalid_argument", /argument "ai" must be one of "beginner", "heuristic", "strong", "random"/],
        [{ kind: "local-ai", deck: { benchmark: "red-green-beats" }, seed: "x".repeat(65) }, "invalid_argument", /argument "seed"/],
        [{ kind: "local-ai", deck: { benchmark: "red-green-beats" }, cheat: true }, "invalid_argument", /argument "cheat" is not allowed/],
        [{ kind: "local-ai", deck: {} }, "bad_argument", /exactly one of a collection deck \(deckId\) or a benchmark deck/],
        [{ kind: "local-ai", deck: { deckId: 1, benchmark: "red-green-beats" } }, "bad_argument", /exactly one/],
        [{ kind: "local-ai", deck: { benchmark: "no-such-deck" } }, "not_found", /no benchmark deck "no-such-deck" \(there are: .*red-green-beats/],
        [{ kind: "local-ai", deck: { deckId: 999 } }, "not_found", /./],
        [{ kind: "hotseat", deck: { benchmark: "red-green-beats" }, ai: "random" }, "bad_argument", /hotseat match has no computer player/],
      ];
      for (const [args, code, message] of cases) {
        const r = await h.call("match.start", args);
        assert.equal(r.ok, false, JSON.stringify(args));
        if (!r.ok) {
          assert.equal(r.error.code, code, `${JSON.stringify(args)}: ${r.error.message}`);
          assert.match(r.error.message, message);
        }
      }
      assert.deepEqual(await h.ok("match.list"), []);
      assert.deepEqual(await h.ok("match.history"), []);
      assert.equal(countRows(h, "matches"), 0);
    } finally {
      await h.close();
    }
  });

  it("plays a collection deck (the starter decks are playable) and records the seed", async () => {
    const h = await openHost();
    try {
      const decks = (await h.ok("decks.list")) as { id: number; name: string; playable: boolean }[];
      const playable = decks.find((d) => d.playable);
      assert.ok(playable, "a starter deck is playable");
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { deckId: playable.id }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random" })) as MatchSummary;
      assert.equal(m.seats.A.deck, playable.name);
      assert.equal(m.seats.A.deckId, playable.id);
      assert.equal(m.seats.B.control, "computer");
      const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
      const setup = JSON.parse(db.prepare("SELECT setup FROM matches WHERE id = ?").pluck().get(m.id) as string);
      db.close();
      assert.match(setup.seed, /^[0-9a-f]{32}$/, "128 random bits, recorded");
      assert.equal(setup.rules, undefined, "mana burn is off unless asked for");
    } finally {
      await h.close();
    }
  });

  it("records the mana-burn option with the match, so replays and resumes keep it", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, rules: { manaBurn: true } })) as MatchSummary;
      const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
      const setup = JSON.parse(db.prepare("SELECT setup FROM matches WHERE id = ?").pluck().get(m.id) as string);
      db.close();
      assert.deepEqual(setup.rules, { manaBurn: true });
      const bad = await h.call("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, rules: { manaBurn: "yes" } });
      assert.equal(bad.ok, false);
      if (!bad.ok) assert.match(bad.error.message, /manaBurn/);
    } finally {
      await h.close();
    }
  });
});

describe("match.submit", () => {
  it("validates shape and seat, returns the engine's reason for an illegal action, and stores nothing", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random", seed: "illegal-1" })) as MatchSummary;
      const u = await untilMyTurn(h, m.id);
      const before = countRows(h, "actions");
      const steps = u.step;

      const shape = await h.call("match.submit", { matchId: m.id, action: { type: "fly" } });
      assert.deepEqual(shape.ok ? null : shape.error.code, "invalid_argument");
      assert.match(shape.ok ? "" : shape.error.message, /argument "action.type" must be one of "pass", "cancel"/);
      const extra = await h.call("match.submit", { matchId: m.id, action: { type: "pass", sneaky: 1 } });
      assert.match(extra.ok ? "" : extra.error.message, /argument "action.sneaky" is not allowed/);
      const badRef = await h.call("match.submit", { matchId: m.id, action: { type: "play", card: "o1; DROP TABLE" } });
      assert.match(badRef.ok ? "" : badRef.error.message, /argument "action.card" must be an object or player reference/);

      const wrongSeat = await h.call("match.submit", { matchId: m.id, action: { type: "pass", player: "B" } });
      assert.equal(wrongSeat.ok ? "" : wrongSeat.error.code, "not_your_seat");

      const illegal = await h.call("match.submit", { matchId: m.id, action: { type: "play", card: "o99999" } });
      assert.equal(illegal.ok, false);
      if (!illegal.ok) {
        assert.notEqual(illegal.error.code, "internal");
        assert.ok(illegal.error.message.length > 5, "the engine's sentence");
      }
      const missing = await h.call("match.submit", { matchId: 4242, action: { type: "pass" } });
      assert.equal(missing.ok ? "" : missing.error.code, "not_found");

      assert.equal(countRows(h, "actions"), before, "nothing stored");
      const after = (await h.ok("match.view", { matchId: m.id })) as MatchUpdate;
      assert.equal(after.step, steps, "nothing applied");
      assert.equal(after.hash, u.hash);
    } finally {
      await h.close();
    }
  });

  it("pushes match.updated only to the watching renderer, with that seat's view (no opponent hand)", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random", seed: "view-1" }, "ws:7")) as MatchSummary;
      // Another renderer with its own match must hear nothing of this one.
      const other = (await h.ok("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, seed: "view-2" }, "ws:9")) as MatchSummary;
      await playRandomly(h, m.id, 6); // as renderer ws:1, which becomes a watcher by acting
      const updates = h.events.filter((e) => e.name === "match.updated" && e.payload.matchId === m.id);
      assert.ok(updates.some((e) => e.to === "ws:7"), "the renderer that started it hears the computer's moves");
      assert.ok(h.events.filter((e) => e.name === "match.updated").every((e) => e.to !== undefined), "never broadcast");
      assert.ok(h.events.filter((e) => e.to === "ws:9").every((e) => e.payload.matchId === other.id));
      for (const e of updates) {
        assert.ok(e.to === "ws:7" || e.to === "ws:1", "only to renderers watching it");
        const u = e.payload as MatchUpdate;
        assert.equal(u.seat, "A");
        assert.equal(u.view!.you, "A");
        assert.equal(u.view!.players.B.hand, null, "the computer's hand is hidden");
        assert.ok(!("objects" in (u.view as object)), "never the whole state");
      }
      const texts = updates.flatMap((e) => (e.payload as MatchUpdate).events);
      assert.ok(!texts.some((t) => /moves from library to hand/.test(t) && /Computer/.test(t)), "the computer's draws are not named");
    } finally {
      await h.close();
    }
  });
});

describe("a whole game against the computer", () => {
  it("finishes, is in history with the correct result, pays coins, and replays step by step", async () => {
    const h = await openHost();
    try {
      const coinsBefore = ((await h.ok("profile.get")) as { coins: number }).coins;
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "heuristic", seed: "full-1" })) as MatchSummary;
      // Seat A plays at random; keep the views seen along the way to compare with the replay.
      const seen = new Map<number, MatchUpdate>();
      h.events.filter((e) => e.name === "match.updated").forEach((e) => seen.set(e.payload.step, e.payload));
      let u = await untilMyTurn(h, m.id);
      for (let i = 0; u.status === "playing" && i < 3000; i++) {
        seen.set(u.step, u);
        u = await playRandomly(h, m.id, 1, 1000 + i);
      }
      assert.equal(u.status, "finished");
      const final = (await h.ok("match.get", { matchId: m.id })) as MatchSummary;
      assert.ok(final.result);
      assert.equal(final.result!.winner, u.view!.outcome!.winner, "the result is the engine's outcome");
      assert.deepEqual(await h.ok("match.list"), []);
      const history = (await h.ok("match.history")) as MatchSummary[];
      assert.deepEqual(history.map((x) => x.id), [m.id]);
      const expected = final.turn < 3 ? 0 : final.result!.winner === "A" ? REWARD.win : final.result!.winner === "draw" ? REWARD.draw : REWARD.loss;
      assert.equal(history[0]!.reward, expected || null);
      const coinsAfter = ((await h.ok("profile.get")) as { coins: number }).coins;
      assert.equal(coinsAfter - coinsBefore, expected, "coins credited once");
      const ledger = (await h.ok("profile.ledger")) as { reason: string }[];
      assert.equal(ledger.filter((e) => e.reason.startsWith(`Match #${m.id}:`)).length, expected ? 1 : 0);

      // Replay: the views seen live come back at the same steps.
      const total = final.steps;
      for (const [step, live] of [...seen].filter(([s]) => s <= total).slice(0, 40)) {
        const r = await h.ok("match.replay", { matchId: m.id, step });
        assert.equal(r.total, total);
        assert.deepEqual(r.view, live.view, `step ${step}`);
      }
      // Every step's replayed hash is the one the log stored.
      const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
      const stored = db.prepare("SELECT seq, hash FROM actions WHERE match_id = ? ORDER BY seq").all(m.id) as { seq: number; hash: string }[];
      db.close();
      assert.equal(stored.length, total);
      for (const row of stored.filter((_, i) => i % 7 === 0 || i === stored.length - 1)) {
        assert.equal((await h.ok("match.replay", { matchId: m.id, step: row.seq })).hash, row.hash, `step ${row.seq}`);
      }
      const end = await h.ok("match.replay", { matchId: m.id, step: total });
      assert.deepEqual(end.view.outcome, final.result ? u.view!.outcome : null);
      // A jump carries the story so far, not only the last action's lines; it ends with them.
      assert.ok(end.log.length > end.events.length, `log of ${end.log.length} lines at the end`);
      assert.deepEqual(end.log.slice(-end.events.length), end.events);
      const early = await h.ok("match.replay", { matchId: m.id, step: 3 });
      assert.ok(end.log.length >= 400 || early.log.every((l: string) => end.log.includes(l)), "the early lines are still in the log at the end");
      const beyond = await h.call("match.replay", { matchId: m.id, step: total + 1 });
      assert.match(beyond.ok ? "" : beyond.error.message, /has \d+ steps/);
      // Once it is over, a local match may be reviewed from the computer's seat too.
      const fromB = await h.ok("match.replay", { matchId: m.id, step: 1, seat: "B" });
      assert.equal(fromB.view.you, "B");
      // A finished match cannot take more actions.
      const late = await h.call("match.submit", { matchId: m.id, action: { type: "pass" } });
      assert.equal(late.ok ? "" : late.error.code, "match_over");
    } finally {
      await h.close();
    }
  });

  it("concede ends the match at once (no coins before turn 3)", async () => {
    const h = await openHost();
    try {
      const coins = ((await h.ok("profile.get")) as { coins: number }).coins;
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { benchmark: "red-green-beats" }, ai: "random", seed: "concede-1" })) as MatchSummary;
      const s = (await h.ok("match.concede", { matchId: m.id })) as MatchSummary;
      assert.equal(s.status, "finished");
      assert.equal(s.result!.winner, "B");
      assert.equal(s.reward, null);
      assert.equal(((await h.ok("profile.get")) as { coins: number }).coins, coins);
      const again = await h.call("match.concede", { matchId: m.id });
      assert.equal(again.ok ? "" : again.error.code, "match_over");
    } finally {
      await h.close();
    }
  });
});

describe("hotseat", () => {
  it("the host acts for whichever seat must act", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "black-red-raiders" }, seed: "hot-1" })) as MatchSummary;
      assert.equal(m.yourSeat, null);
      const seats = new Set<string>();
      for (let i = 0; i < 12; i++) {
        const u = (await h.ok("match.view", { matchId: m.id })) as MatchUpdate;
        assert.equal(u.seat, u.mustAct, "the view is the acting seat's");
        seats.add(u.seat);
        const pass = actionsOf(u.legal).find((a) => a.type === "keep") ?? actionsOf(u.legal).find((a) => a.type === "pass") ?? actionsOf(u.legal)[0]!;
        const { player: _p, ...withoutPlayer } = pass as { player: string };
        await h.ok("match.submit", { matchId: m.id, action: withoutPlayer });
      }
      assert.deepEqual([...seats].sort(), ["A", "B"]);
      const s = (await h.ok("match.concede", { matchId: m.id, seat: "B" })) as MatchSummary;
      assert.equal(s.result!.winner, "A");
      assert.equal(s.reward, null, "hotseat pays nothing");
    } finally {
      await h.close();
    }
  });

  it("manual payment: a cast waits for mana abilities; cancel rewinds to the same hash, and both are logged", async () => {
    const h = await openHost();
    try {
      const m = (await h.ok("match.start", { kind: "hotseat", deck: { benchmark: "red-green-beats" }, opponentDeck: { benchmark: "black-red-raiders" }, seed: "pay-1" })) as MatchSummary;
      for (let i = 0; i < 400; i++) {
        const u = (await h.ok("match.view", { matchId: m.id })) as MatchUpdate;
        const cast = actionsOf(u.legal).find((a) => a.type === "cast") as (Action & { type: "cast" }) | undefined;
        if (cast) {
          const { pay: _pay, ...rest } = cast;
          const paying = (await h.ok("match.submit", { matchId: m.id, action: { ...rest, manualPayment: true } })) as MatchUpdate;
          assert.equal(paying.view!.decision!.kind, "payment");
          assert.ok(actionsOf(paying.legal).some((a) => a.type === "activate"), "mana abilities are offered");
          assert.ok(actionsOf(paying.legal).some((a) => a.type === "cancel"));
          const back = (await h.ok("match.submit", { matchId: m.id, action: { type: "cancel" } })) as MatchUpdate;
          assert.equal(back.hash, u.hash, "cancel rewinds (CR 733)");
          assert.equal(back.step, u.step + 2, "both actions are in the log");
          assert.ok(back.events.some((t) => /cancelled/.test(t)));
          return;
        }
        const next = actionsOf(u.legal).find((a) => a.type === "play") ?? actionsOf(u.legal).find((a) => a.type === "keep") ?? actionsOf(u.legal).find((a) => a.type === "pass") ?? actionsOf(u.legal)[0]!;
        await h.ok("match.submit", { matchId: m.id, action: next });
      }
      assert.fail("no spell to cast came up");
    } finally {
      await h.close();
    }
  });
});

describe("a deck's sideboard in a match against the computer", () => {
  it("is its player's cards outside the game (CR 400.11): Ring of Ma'rûf's player sees it, the other player only its size", async () => {
    const h = await openHost();
    try {
      const main = [{ name: "Ring of Ma'rûf", count: 4 }, { name: "Mountain", count: 56 }];
      const deck = (await h.ok("decks.create", { deck: { name: "Ring", mode: "freebuild", format: "freeform", main, sideboard: [{ name: "Shivan Dragon", count: 2 }, { name: "Lightning Bolt", count: 1 }] } })) as { id: number };
      const m = (await h.ok("match.start", { kind: "local-ai", deck: { deckId: deck.id }, opponentDeck: { benchmark: "white-blue-skies" }, ai: "random" })) as MatchSummary;
      const db = new Database(join(h.dataDir, "matches.db"), { readonly: true });
      const setup = JSON.parse(db.prepare("SELECT setup FROM matches WHERE id = ?").pluck().get(m.id) as string);
      db.close();
      assert.deepEqual(setup.sideboards, { A: ["Shivan Dragon", "Shivan Dragon", "Lightning Bolt"] }, "recorded with the match, so replays keep it");
      const u = (await h.ok("match.view", { matchId: m.id })) as MatchUpdate;
      assert.deepEqual(u.view?.players.A.sideboard, ["Shivan Dragon", "Shivan Dragon", "Lightning Bolt"]);
      assert.equal(u.view?.players.B.sideboard, undefined);
      // Too big a sideboard makes the deck unplayable (CR 100.4a: at most 15).
      const big = (await h.ok("decks.create", { deck: { name: "Big", mode: "freebuild", format: "freeform", main, sideboard: [{ name: "Lightning Bolt", count: 4 }, { name: "Fog", count: 4 }, { name: "Shatter", count: 4 }, { name: "Tsunami", count: 4 }] } })) as { id: number };
      const r = await h.call("match.start", { kind: "local-ai", deck: { deckId: big.id }, ai: "random" });
      assert.equal(r.ok, false);
      if (!r.ok) assert.match(r.error.message, /at most 15/);
    } finally {
      await h.close();
    }
  });
});

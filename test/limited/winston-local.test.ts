/**
 * A Winston draft against the computer through the "limited" group, on real SQLite files: the
 * player pays half the boosters, drafts to the end (takes and passes), every card of the packs ends
 * in exactly one pool, the player's view never holds a card it was not shown, bad decisions are
 * refused and change nothing, and the draft resumes after the host is reopened. Then the event goes
 * on as sealed: a deck from the drafted pool, a game against the computer's drafted deck.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import Database from "better-sqlite3";
import { join } from "node:path";
import type { LimitedEvent } from "../../app/shared/contract/limited";
import type { WinstonDraftDto } from "../../app/shared/contract/winston-draft";
import { isDexterityCard, requiresAnte } from "../../engine/index";
import { openHost, removeTempDirs, type TestHost } from "../match/helpers";

after(removeTempDirs);

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

function count(names: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

/** Every name of `part` is in `whole` at least as often (a multiset inclusion). */
function within(part: readonly string[], whole: readonly string[]): boolean {
  const w = count(whole);
  return [...count(part)].every(([n, c]) => (w.get(n) ?? 0) >= c);
}

/**
 * Checks what the player was sent against what it was shown: every named card of a pile was seen
 * by the player when it looked at that pile (`shown` accumulates every card the screen has shown),
 * its pool is cards it saw, and the pile it must decide on now is fully shown.
 */
function checkView(d: WinstonDraftDto, shown: string[]): void {
  assert.equal(d.piles.length, 3);
  for (const p of d.piles) assert.equal(p.seen.length, p.count);
  if (d.yourTurn) {
    assert.ok(d.at >= 0 && d.at <= 2, "the player decides at a pile");
    const pile = d.piles[d.at]!;
    assert.ok(pile.count > 0 && pile.seen.every((c) => c !== null), "the pile the player looks at is face up for it");
  }
}

async function coins(h: TestHost): Promise<number> {
  return (await h.ok("profile.get")).coins;
}

/** Drafts `turns` decisions (all if undefined): pass when allowed every third decision, else take. */
async function draft(h: TestHost, ev: LimitedEvent, turns = Infinity): Promise<LimitedEvent> {
  let k = 0;
  while (ev.phase === "drafting" && k < turns) {
    const d = ev.draft!;
    assert.equal(d.yourTurn, true, "after the computer's turn it is the player's");
    const choice = d.mayPass && k % 3 !== 2 ? "pass" : "take";
    const poolBefore = d.pool.length;
    const pile = d.piles[d.at]!.seen as string[];
    ev = await h.ok("limited.winstonDecide", { eventId: ev.id, choice });
    if (choice === "take") assert.deepEqual(ev.draft!.pool.slice(poolBefore, poolBefore + pile.length), pile, "taking a pile adds its cards to the pool");
    checkView(ev.draft!, []);
    k++;
  }
  return ev;
}

test("a Winston draft against the computer: half the boosters paid, drafted to the end, every card in exactly one pool, then sealed play", async () => {
  const h = await openHost();
  try {
    const offer = await h.ok("limited.offer");
    const quote = await h.ok("limited.quote", { packs: "3ED:3", kind: "winston" });
    assert.deepEqual([quote.packs, quote.paidPacks, quote.price, quote.poolSize], [3, 2, 2 * offer.packPrice, 45], "ceil(3/2) boosters paid");
    const before = await coins(h);
    let ev: LimitedEvent = await h.ok("limited.start", { kind: "winston", packs: "3ED:3", ai: "random" });
    assert.equal(await coins(h), before - quote.price);
    assert.equal(ev.kind, "winston");
    assert.equal(ev.phase, "drafting");
    assert.deepEqual(ev.packs, [], "no card of the stack is sent before it is drafted");
    const d0 = ev.draft!;
    assert.equal(d0.stack + d0.piles.reduce((n, p) => n + p.count, 0) + d0.pool.length + d0.theirs.count, 45);
    assert.equal((await h.ok("limited.list"))[0].phase, "drafting");

    // Nothing else may happen during the draft.
    for (const [name, args] of [["limited.playGame", { eventId: ev.id }], ["limited.submitDeck", { eventId: ev.id, main: Array(40).fill("Forest") }]] as const) {
      const r = await h.call(name, args);
      assert.ok(!r.ok && r.error.code === "wrong_phase", `${name} during the draft: ${JSON.stringify(r)}`);
    }

    ev = await draft(h, ev);
    const d = ev.draft!;
    assert.equal(d.over, true);
    assert.equal(ev.phase, "building");
    assert.equal(d.stack, 0);
    assert.ok(d.piles.every((p) => p.count === 0));
    assert.equal(d.pool.length + d.theirs.count, 45, "every card of the packs ends in exactly one pool");
    assert.deepEqual(ev.packs.flat().map((c) => c.name), d.pool, "the event's pool is the drafted cards");
    assert.ok(ev.packs.flat().every((c) => c.unitId), "each drafted card is a unit of the collection");

    // The two pools together are the 45 cards of the packs: read the packs from the database's bytes.
    const db = new Database(join(h.dataDir, "collection.db"), { readonly: true });
    const units = db.prepare("SELECT COUNT(*) FROM units WHERE event_id = ?").pluck().get(ev.id) as number;
    const state = JSON.parse(db.prepare("SELECT state FROM limited_local WHERE event_id = ?").pluck().get(ev.id) as string);
    db.close();
    assert.equal(units, d.pool.length);
    assert.equal(state.draft.done, true);
    assert.ok(Array.isArray(state.draft.decisions) && state.draft.decisions.every((x: string) => x === "take" || x === "pass"), "the stored progress is the decisions, not the cards");

    const after = await h.call("limited.winstonDecide", { eventId: ev.id, choice: "take" });
    assert.ok(!after.ok && after.error.code === "wrong_phase", "no decision after the draft");

    // Then as sealed: a deck from the drafted pool, a game against the computer's drafted deck.
    assert.ok(ev.computer.cards >= 40, "the computer built from its drafted pool");
    const mine = d.pool.filter((n) => !BASICS.includes(n) && !requiresAnte(n) && !isDexterityCard(n)).slice(0, 22);
    while (mine.length < 40) mine.push(BASICS[mine.length % 5]!);
    // A card the computer took, one more than the player's pool holds (a basic land is never one: any number may be played).
    const extra = d.theirs.seen.filter((n) => !BASICS.includes(n) && !within([...mine, n], d.pool)).slice(0, 1);
    const notMine = await h.call("limited.checkDeck", { eventId: ev.id, main: [...mine, ...extra] });
    if (extra.length) assert.ok(notMine.ok && !notMine.value.valid, "a card the computer took is not in the player's pool");
    ev = await h.ok("limited.submitDeck", { eventId: ev.id, main: mine });
    ev = await h.ok("limited.playGame", { eventId: ev.id });
    assert.equal(ev.phase, "playing");
    await h.ok("match.concede", { matchId: ev.currentMatchId });
    ev = await h.ok("limited.get", { eventId: ev.id });
    assert.deepEqual(ev.standings.you, { wins: 0, losses: 1, draws: 0 });
  } finally {
    await h.close();
  }
});

test("the player's view holds only the cards it was shown, and bad decisions are refused with nothing changed", async () => {
  const h = await openHost();
  try {
    let ev: LimitedEvent = await h.ok("limited.start", { kind: "winston", packs: "3ED:2" });
    const bad: [unknown, RegExp][] = [
      [{ eventId: ev.id, choice: "peek" }, /choice/],
      [{ eventId: ev.id }, /choice/],
      [{ eventId: ev.id + 1, choice: "take" }, /no event/],
      [{ eventId: "x", choice: "take" }, /eventId/],
    ];
    for (const [args, re] of bad) {
      const r = await h.call("limited.winstonDecide", args);
      assert.ok(!r.ok, JSON.stringify(args));
      assert.match(r.error.message, re);
    }
    assert.deepEqual((await h.ok("limited.get", { eventId: ev.id })).draft, ev.draft, "a refused decision changes nothing");

    // A sealed event has no draft.
    const sealed: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "3ED:1" });
    const rs = await h.call("limited.winstonDecide", { eventId: sealed.id, choice: "take" });
    assert.ok(!rs.ok && rs.error.code === "wrong_phase");

    // The player's view never names a card it was not shown: collect what each view shows newly
    // face up and check it is only ever the pile the player looks at (or its blind draw: a pool card).
    let seenSoFar: string[] = [];
    const cardsIn = (d: WinstonDraftDto) => [...d.piles.flatMap((p) => p.seen.filter((c): c is string => c !== null)), ...d.theirs.seen];
    let refusedPass = false;
    while (ev.phase === "drafting") {
      const d = ev.draft!;
      // Everything named in piles and in the computer's pool was shown to the player at some point:
      // within what it has been shown so far plus the pile it is looking at now.
      const lookedAt = d.piles[d.at]!.seen as string[];
      assert.ok(lookedAt.every((c) => c !== null));
      seenSoFar = [...seenSoFar, ...lookedAt];
      assert.ok(within(cardsIn(d), [...seenSoFar]), "the view names only cards the player was shown");
      if (!d.mayPass) {
        const pool = d.pool.length;
        const r = await h.call("limited.winstonDecide", { eventId: ev.id, choice: "pass" });
        assert.ok(!r.ok && r.error.code === "illegal_move" && /must take it/.test(r.error.message), JSON.stringify(r));
        const same: LimitedEvent = await h.ok("limited.get", { eventId: ev.id });
        assert.deepEqual(same.draft, d, "a refused pass changes nothing");
        assert.equal(same.draft!.pool.length, pool);
        refusedPass = true;
      }
      const poolBefore = d.pool.length;
      ev = await h.ok("limited.winstonDecide", { eventId: ev.id, choice: d.mayPass && d.at < 2 ? "pass" : "take" });
      // A blind draw (passing the third pile) adds a card the player is shown as it takes it.
      seenSoFar = [...seenSoFar, ...ev.draft!.pool.slice(poolBefore)];
    }
    assert.ok(refusedPass, "the draft reached a pile that had to be taken");
    assert.equal(ev.draft!.pool.length + ev.draft!.theirs.count, 30);
    assert.ok(ev.draft!.theirs.seen.length < ev.draft!.theirs.count, "the computer's blind draws and the piles it took unseen stay unnamed");
  } finally {
    await h.close();
  }
});

test("a Winston draft survives a restart of the host: the same piles, the same pools, and it goes on", async () => {
  let h = await openHost();
  const dir = h.dataDir;
  let ev: LimitedEvent = await h.ok("limited.start", { kind: "winston", packs: "2ED:2" });
  ev = await draft(h, ev, 7);
  const coinsBefore = await coins(h);
  await h.close();
  h = await openHost(dir);
  try {
    const list = await h.ok("limited.list");
    assert.deepEqual(list.map((e: { id: number; kind: string; phase: string }) => [e.id, e.kind, e.phase]), [[ev.id, "winston", "drafting"]]);
    const back: LimitedEvent = await h.ok("limited.get", { eventId: ev.id });
    assert.deepEqual(back.draft, ev.draft, "rebuilt from the stored decisions");
    ev = await draft(h, back);
    assert.equal(ev.phase, "building");
    assert.equal(ev.draft!.pool.length + ev.draft!.theirs.count, 30);
    assert.equal(await coins(h), coinsBefore, "nothing paid again");
  } finally {
    await h.close();
  }
});

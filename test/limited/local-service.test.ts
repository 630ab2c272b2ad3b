/**
 * The "limited" group through the router, on real SQLite files (the collection and the matches):
 * a sealed event against the computer from the packs to the end of a best of three, and every kind
 * of bad input refused with a clear error and nothing changed.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { LimitedEvent } from "../../app/shared/contract/limited";
import Database from "better-sqlite3";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { loadCardData } from "../../app/host/collection/card-data";
import { packsFrom, parsePackSpec, poolBytes } from "../../app/host/limited/packs";
import { openHost, removeTempDirs, type TestHost } from "../match/helpers";
import { isDexterityCard, requiresAnte } from "../../engine/index";

after(removeTempDirs);

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/** A legal deck: 23 of the pool's cards (not its basics), then basic lands to `size`. */
function deckFrom(ev: LimitedEvent, size = 40): string[] {
  // The event's games have neither ante nor dexterity cards: a random pool may hold one (Darkpact, Chaos Orb).
  const pool = ev.packs.flat().map((c) => c.name).filter((n) => !BASICS.includes(n) && !requiresAnte(n) && !isDexterityCard(n));
  const main = pool.slice(0, Math.min(pool.length, 23));
  while (main.length < size) main.push(BASICS[main.length % 5]!);
  return main;
}

async function coins(h: TestHost): Promise<number> {
  return (await h.ok("profile.get")).coins;
}

test("sealed against the computer: packs paid and kept, a deck checked, three games at most, the standings", async () => {
  const h = await openHost();
  try {
    const offer = await h.ok("limited.offer");
    assert.ok(offer.sets.some((s: { code: string }) => s.code === "3ED"));
    const quote = await h.ok("limited.quote", { packs: "3ed:3" });
    assert.deepEqual([quote.spec, quote.packs, quote.price, quote.poolSize], ["3ED:3", 3, 3 * offer.packPrice, 45]);
    const before = await coins(h);
    let ev: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "3ED:3", ai: "random" });
    assert.equal(await coins(h), before - quote.price);
    assert.equal(ev.phase, "building");
    assert.equal(ev.packs.flat().length, 45);
    assert.ok(ev.packs.flat().every((c) => c.unitId), "every pool card is a unit of the collection");
    assert.ok(ev.computer.cards >= 40);

    // Live legality: 39 cards is refused with the reason; a card not in the pool too.
    const legal = deckFrom(ev);
    const short = await h.ok("limited.checkDeck", { eventId: ev.id, main: legal.slice(0, 39) });
    assert.equal(short.valid, false);
    assert.match(short.reasons.join(" "), /39 cards; a limited deck needs at least 40/);
    const r39 = await h.call("limited.submitDeck", { eventId: ev.id, main: legal.slice(0, 39) });
    assert.ok(!r39.ok && r39.error.code === "deck_not_legal" && /at least 40/.test(r39.error.message), JSON.stringify(r39));
    const notInPool = ["Black Lotus", ...legal.slice(1)];
    const rLotus = await h.call("limited.submitDeck", { eventId: ev.id, main: notInPool });
    assert.ok(!rLotus.ok && /Black Lotus is not in the pool/.test(rLotus.error.message), JSON.stringify(rLotus));
    assert.equal((await h.ok("limited.get", { eventId: ev.id })).deck, null, "a refused deck changes nothing");
    const noGame = await h.call("limited.playGame", { eventId: ev.id });
    assert.ok(!noGame.ok && noGame.error.code === "wrong_phase");

    ev = await h.ok("limited.submitDeck", { eventId: ev.id, main: legal });
    assert.equal(ev.phase, "between");
    assert.equal((await h.ok("limited.list")).length, 1);

    // Play: concede each game at once; the computer wins two and the event is over.
    for (let g = 1; g <= 2; g++) {
      ev = await h.ok("limited.playGame", { eventId: ev.id });
      assert.equal(ev.phase, "playing");
      assert.ok(ev.currentMatchId);
      const again = await h.call("limited.playGame", { eventId: ev.id });
      assert.ok(!again.ok && again.error.code === "wrong_phase", "one game at a time");
      const side = await h.call("limited.submitDeck", { eventId: ev.id, main: legal });
      assert.ok(!side.ok && side.error.code === "wrong_phase", "no deck change during a game");
      await h.ok("match.concede", { matchId: ev.currentMatchId });
      ev = await h.ok("limited.get", { eventId: ev.id });
      assert.equal(ev.games[g - 1]!.winner, "computer");
      if (g === 1) {
        assert.equal(ev.phase, "between");
        // Sideboarding between games: another legal deck.
        ev = await h.ok("limited.submitDeck", { eventId: ev.id, main: deckFrom(ev, 41) });
        assert.equal(ev.deck!.length, 41);
      }
    }
    assert.equal(ev.phase, "finished");
    assert.deepEqual(ev.standings, { you: { wins: 0, losses: 2, draws: 0 }, computer: { wins: 2, losses: 0, draws: 0 } });
    assert.equal(ev.winner, "computer");
    assert.equal((await h.ok("limited.list")).length, 0);
    const over = await h.call("limited.playGame", { eventId: ev.id });
    assert.ok(!over.ok && over.error.code === "wrong_phase" && /over/.test(over.error.message));
  } finally {
    await h.close();
  }
});

test("an event survives a restart of the host, mid-game", async () => {
  let h = await openHost();
  const dir = h.dataDir;
  let ev: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "2ED:3", ai: "random" });
  ev = await h.ok("limited.submitDeck", { eventId: ev.id, main: deckFrom(ev) });
  ev = await h.ok("limited.playGame", { eventId: ev.id });
  const matchId = ev.currentMatchId!;
  await h.close();
  h = await openHost(dir);
  try {
    const list = await h.ok("limited.list");
    assert.deepEqual(list.map((e: { id: number }) => e.id), [ev.id]);
    const back: LimitedEvent = await h.ok("limited.get", { eventId: ev.id });
    assert.equal(back.phase, "playing");
    assert.equal(back.currentMatchId, matchId);
    assert.deepEqual(back.packs, ev.packs);
    await h.ok("match.concede", { matchId });
    const after = await h.ok("limited.get", { eventId: ev.id });
    assert.equal(after.phase, "between");
    assert.deepEqual(after.standings.computer, { wins: 1, losses: 0, draws: 0 });
  } finally {
    await h.close();
  }
});

test("bad input over IPC: a clear error, nothing paid, nothing changed", async () => {
  const h = await openHost();
  try {
    const before = await coins(h);
    const cases: [string, unknown, RegExp][] = [
      ["limited.start", { kind: "sealed", packs: "XYZ:6" }, /unknown set "XYZ"/],
      ["limited.start", { kind: "sealed", packs: "3ED:13" }, /whole number from 1 to 12/],
      ["limited.start", { kind: "sealed", packs: "3ED:0" }, /whole number from 1 to 12/],
      ["limited.start", { kind: "rochester", packs: "3ED:6" }, /kind/],
      ["limited.start", { kind: "sealed", packs: "3ED:6" }, /coins|afford|enough/i],
      ["limited.quote", { packs: "3ED:6;DROP TABLE" }, /packs/],
      ["limited.get", { eventId: 999 }, /no event #999/],
      ["limited.get", { eventId: "1" }, /eventId/],
      ["limited.checkDeck", { eventId: 999, main: [] }, /no event #999/],
    ];
    for (const [name, args, re] of cases) {
      const r = await h.call(name, args);
      assert.ok(!r.ok, `${name} ${JSON.stringify(args)} must fail`);
      assert.match(r.error.message, re, `${name} ${JSON.stringify(args)}`);
    }
    assert.equal(await coins(h), before, "nothing paid");
    assert.equal((await h.ok("limited.list")).length, 0, "no event");

    const ev: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "LEB:2" });
    const bad: [unknown, RegExp][] = [
      [["Not A Card", ...deckFrom(ev).slice(1)], /Not a card: "Not A Card"/],
      [deckFrom(ev).slice(0, 39), /at least 40/],
      [Array(41).fill(ev.packs[0]![0]!.name === "Plains" ? ev.packs[0]![1]!.name : ev.packs[0]![0]!.name), /the pool holds/],
      ["forty cards", /main/],
      [Array(201).fill("Plains"), /main/],
    ];
    for (const [main, re] of bad) {
      const r = await h.call("limited.submitDeck", { eventId: ev.id, main });
      assert.ok(!r.ok, JSON.stringify(main).slice(0, 80));
      assert.match(r.error.message, re);
    }
    const wrongEvent = await h.call("limited.submitDeck", { eventId: ev.id + 1, main: deckFrom(ev) });
    assert.ok(!wrongEvent.ok && wrongEvent.error.code === "not_found");
    const still: LimitedEvent = await h.ok("limited.get", { eventId: ev.id });
    assert.equal(still.deck, null);
    assert.equal(still.phase, "building");
  } finally {
    await h.close();
  }
});

test("a deck with a dexterity card or an ante card is refused with the reason (the games have neither option)", async () => {
  const h = await openHost();
  try {
    const ev: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "LEA:1" });
    const check = await h.ok("limited.checkDeck", { eventId: ev.id, main: [...deckFrom(ev), "Chaos Orb", "Contract from Below"] });
    assert.equal(check.valid, false);
    assert.match(check.reasons.join(" "), /Chaos Orb is a dexterity card/);
    assert.match(check.reasons.join(" "), /Contract from Below: .*played only in a match played for ante/);
  } finally {
    await h.close();
  }
});

test("the pool's ante and dexterity cards are marked sideboard-only with the reason the deck check gives", async () => {
  // A pool holding such a card: Alpha bytes chosen so that one booster holds one (a Revised pool can too).
  const sets = loadCardData().sets;
  const spec = parsePackSpec("LEA:1", sets);
  let bytes = Buffer.alloc(32);
  for (let i = 0; !packsFrom(bytes, spec, sets).flat().some((c) => requiresAnte(c.name) || isDexterityCard(c.name)); i++) bytes = createHash("sha256").update(String(i)).digest();
  let h = await openHost();
  const dir = h.dataDir;
  const started: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "LEA:1" });
  await h.close();
  const db = new Database(join(dir, "collection.db"));
  db.prepare("UPDATE limited_events SET randomness = ? WHERE id = ?").run(bytes.toString("hex"), started.id);
  db.close();
  h = await openHost(dir);
  try {
    const ev: LimitedEvent = await h.ok("limited.get", { eventId: started.id });
    const cards = ev.packs.flat();
    const marked = cards.filter((c) => c.unplayable !== null);
    assert.ok(marked.length > 0);
    for (const c of cards) assert.equal(c.unplayable !== null, requiresAnte(c.name) || isDexterityCard(c.name), c.name);
    const check = await h.ok("limited.checkDeck", { eventId: ev.id, main: [...deckFrom(ev), marked[0]!.name] });
    assert.equal(check.valid, false);
    assert.ok(check.reasons.includes(marked[0]!.unplayable), JSON.stringify({ reasons: check.reasons, mark: marked[0]!.unplayable }));
  } finally {
    await h.close();
  }
});

test("the computer leaves a Chaos Orb of its pool out of its deck, so its games can start", async () => {
  const spec = parsePackSpec("LEA:3", loadCardData().sets);
  let seed = 0;
  while (!packsFrom(poolBytes(seed, "computer"), spec, loadCardData().sets).flat().some((c) => c.name === "Chaos Orb")) seed++;
  let h = await openHost();
  const dir = h.dataDir;
  let ev: LimitedEvent = await h.ok("limited.start", { kind: "sealed", packs: "LEA:3" });
  const mine = deckFrom({ ...ev, packs: [ev.packs.flat().filter((c) => !["Chaos Orb", "Contract from Below", "Darkpact", "Demonic Attorney"].includes(c.name))] });
  ev = await h.ok("limited.submitDeck", { eventId: ev.id, main: mine });
  await h.close();
  // The computer's packs come from its seed: give it one whose pool holds a Chaos Orb.
  const db = new Database(join(dir, "collection.db"));
  const row = db.prepare("SELECT state FROM limited_local WHERE event_id = ?").get(ev.id) as { state: string };
  db.prepare("UPDATE limited_local SET state = ? WHERE event_id = ?").run(JSON.stringify({ ...JSON.parse(row.state), computerSeed: seed }), ev.id);
  db.close();
  h = await openHost(dir);
  try {
    ev = await h.ok("limited.playGame", { eventId: ev.id });
    assert.equal(ev.phase, "playing", "the match host took the computer's deck: no dexterity card in it");
    assert.ok(ev.computer.cards >= 40);
  } finally {
    await h.close();
  }
});

/**
 * Two programs play a game with hidden hands and libraries, in one process and without the
 * network: each holds only its own copy of the game, the libraries are shuffled together, cards
 * are shown by slot keys as the rules show them, and random results come from both hash chains.
 * After every action the two copies' public hashes agree; at the end neither one's state nor the
 * traffic it received holds a card of the other that was never shown.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { seededBytes } from "./seeded-bytes";
import { legalActionList, serialize, type Action, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { HiddenSide, type HiddenMessage } from "../../app/host/net/hidden/side";


const decks = benchmarkDecks();

/** Carries the sides' messages to each other (through `tamper`, if any) until both are quiet. */
function deliver(sides: Record<PlayerId, HiddenSide>, received: Record<PlayerId, HiddenMessage[]>, tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage): void {
  for (let i = 0; i < 1000; i++) {
    let moved = false;
    for (const [from, to] of [["A", "B"], ["B", "A"]] as [PlayerId, PlayerId][]) {
      const sent = sides[from].outbox.shift();
      if (!sent) continue;
      moved = true;
      const m = tamper ? tamper(from, sent) : sent;
      received[to].push(m);
      sides[to].receive(m);
    }
    for (const p of ["A", "B"] as PlayerId[]) { sides[p].settle(); sides[p].resume(); }
    if (!moved) return;
  }
  throw new Error("the sides kept talking");
}

/** Random discards (Hymn to Tourach, Hypnotic Specter) in a deck with nothing that searches or shuffles. */
const discard = [
  ...Array(20).fill("Swamp"), ...Array(4).fill("Hymn to Tourach"), ...Array(4).fill("Dark Ritual"),
  ...Array(4).fill("Hypnotic Specter"), ...Array(4).fill("Black Knight"), ...Array(4).fill("Drudge Skeletons"),
] as string[];

/** Reshuffles during play: Timetwister shuffles both hands and graveyards into their libraries, Feldon's Cane a graveyard. */
const twister = [...Array(24).fill("Island"), ...Array(8).fill("Timetwister"), ...Array(8).fill("Feldon's Cane")] as string[];
const deckOf = (name: string) => (name === "discard" ? discard : name === "twister" ? twister : decks.get(name)!.cards);

/**
 * Two sides play a seeded game: random legal actions, messages delivered after each. `mulligans`:
 * each player's first opening-hand decisions are mulligans (the hand goes back, the library is
 * shuffled together again, seven are drawn from the new slots), then they keep.
 */
function playGame(seed: number, a: string, b: string, o: { mulligans?: Partial<Record<PlayerId, number>>; actions?: number; tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage } = {}) {
  const deckA = deckOf(a);
  const deckB = deckOf(b);
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: deckA, rand: seededBytes(`A${seed}`), gameId: `g${seed}` }),
    B: new HiddenSide({ you: "B", deck: deckB, rand: seededBytes(`B${seed}`), gameId: `g${seed}` }),
  };
  const received: Record<PlayerId, HiddenMessage[]> = { A: [], B: [] };
  const pump = () => deliver(sides, received, o.tamper);
  pump();
  assert.ok(sides.A.state && sides.B.state, "both libraries shuffled together, the game started");
  assert.equal(sides.A.hash(), sides.B.hash());
  assert.equal(sides.A.state!.players.A.hand.every((id) => sides.A.state!.objects[id]!.name !== ""), true, "A knows its opening hand");
  assert.equal(sides.B.state!.players.A.hand.every((id) => sides.B.state!.objects[id]!.name === ""), true, "B does not");

  const mulligans = { A: 0, B: 0, ...o.mulligans };
  let pick = seed * 7919;
  const choose = (n: number) => (pick = (pick * 1103515245 + 12345) % 2147483648) % n;
  let steps = 0;
  for (; steps < (o.actions ?? 400); steps++) {
    const mover = sides.A.mustAct();
    assert.equal(mover, sides.B.mustAct());
    if (!mover || sides.A.state!.outcome) break;
    const legal = legalActionList(sides[mover].state!, mover);
    const mull = legal.find((x) => x.type === "mulligan");
    let action: Action;
    if (mull && mulligans[mover] > 0) {
      mulligans[mover]--;
      action = mull;
    } else {
      const options = legal.filter((x: Action) => x.type !== "concede" && x.type !== "mulligan");
      action = options[choose(options.length)]!;
    }
    sides[mover].act(action);
    pump();
    assert.equal(sides.A.hash(), sides.B.hash(), `step ${steps}: the copies differ in public`);
    for (const p of ["A", "B"] as PlayerId[]) {
      const own = sides[p].state!;
      assert.ok(own.players[p].hand.every((id) => own.objects[id]!.name !== ""), `step ${steps}: ${p} knows every card in its hand`);
    }
  }
  return { sides, received, steps, deckA, deckB };
}

/** Neither side's copy nor the traffic it received names a card of the other's that was never shown. */
function assertNoLeak(sides: Record<PlayerId, HiddenSide>, received: Record<PlayerId, HiddenMessage[]>, deckA: string[], deckB: string[]): void {
  for (const [me, them, theirDeck, myDeck] of [["A", "B", deckB, deckA], ["B", "A", deckA, deckB]] as [PlayerId, PlayerId, string[], string[]][]) {
    const copy = sides[me].state!;
    const shown = new Set(Object.values(copy.objects).filter((o) => o.owner === them && o.name).map((o) => o.name));
    const secret = [...new Set(theirDeck)].filter((n) => !shown.has(n) && !myDeck.includes(n));
    assert.ok(secret.length > 0, `some of ${them}'s cards were never shown`);
    const text = serialize(copy) + JSON.stringify(received[me]);
    for (const name of secret) assert.ok(!text.includes(JSON.stringify(name)), `${name} (${them}'s, never shown) reached ${me}`);
  }
}

for (const [seed, a, b] of [[1, "red-green-beats", "white-blue-skies"], [2, "red-green-beats", "white-blue-skies"], [3, "discard", "white-blue-skies"]] as [number, string, string][]) {
  test(`seed ${seed}, ${a} vs ${b}: two sides with hidden cards play in step, and neither learns what it was not shown`, () => {
    const { sides, received, steps, deckA, deckB } = playGame(seed, a, b);
    assert.ok(steps > 100, `${steps} actions played`);
    const randoms = received.A.filter((m) => m.t === "random").length;
    if (a === "discard") assert.ok(randoms > 1, `random results drawn together: ${randoms}`);
    assertNoLeak(sides, received, deckA, deckB);
  });
}

test("mulligans: the hand goes back, the library is shuffled together again, each side learns only its new hand; the audit covers every shuffle", () => {
  const { sides, received, steps, deckA, deckB } = playGame(4, "red-green-beats", "white-blue-skies", { mulligans: { A: 2, B: 1 } });
  assert.ok(steps > 100, `${steps} actions played`);
  const reshuffles = (p: PlayerId) => new Set(received.B.concat(received.A).filter((m) => m.t === "shuffle" && m.lib === p).map((m) => (m as { gen: number }).gen)).size;
  assert.equal(reshuffles("A"), 3, "A's library: the first shuffle and one per mulligan");
  assert.equal(reshuffles("B"), 2);
  assert.equal(sides.A.state!.players.A.mulligans, 2);
  assertNoLeak(sides, received, deckA, deckB);
  assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
  assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
});

test("a reshuffle tampered with: B swaps an entry of A's library as it is shuffled again after a mulligan, and the audit names B", async () => {
  const { encodePoint, pointOf, randomScalar } = await import("../../app/host/net/hidden/group");
  const junk = encodePoint(pointOf(randomScalar(seededBytes("junk-2"))));
  const tamper = (from: PlayerId, m: HiddenMessage): HiddenMessage =>
    from === "B" && m.t === "shuffle" && m.lib === "A" && m.gen === 1 && m.step === 2 ? { ...m, body: { ...m.body, entries: [junk, ...m.body.entries.slice(1)] } } : m;
  // The swapped entry opens no card: play stops as soon as it is dealt, or the game goes on and the audit finds it.
  let sides: Record<PlayerId, HiddenSide>;
  try {
    sides = playGame(8, "red-green-beats", "white-blue-skies", { mulligans: { A: 1 }, actions: 60, tamper }).sides;
  } catch (err) {
    assert.match((err as Error).message, /does not hold one of your cards|does not open any card/);
    return;
  }
  const finding = sides.A.audit(sides.B.secrets());
  assert.deepEqual(finding.clean ? null : [finding.cheater, finding.code], ["B", "substituted-entry"]);
});

test("Timetwister and Feldon's Cane during play: the libraries they shuffle are shuffled together again, and the game stays in step", () => {
  let twisted = 0;
  for (const seed of [5, 6, 7]) {
    const { sides, received, deckA, deckB } = playGame(seed, "twister", "twister", { actions: 500 });
    twisted += received.A.concat(received.B).filter((m) => m.t === "shuffle" && (m as { gen: number }).gen > 0).length;
    assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
    assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
    void deckA; void deckB;
  }
  assert.ok(twisted > 0, "a library was shuffled again during play");
});

/** Two sides that shuffle, start and play a few actions, with an optional tamperer on the wire. */
function playShort(tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage) {
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: decks.get("red-green-beats")!.cards, rand: seededBytes("audit-A"), gameId: "audit" }),
    B: new HiddenSide({ you: "B", deck: decks.get("white-blue-skies")!.cards, rand: seededBytes("audit-B"), gameId: "audit" }),
  };
  deliver(sides, { A: [], B: [] }, tamper);
  return sides;
}

test("the audit at the end: clean for honest sides, and a side that substituted a card in a shuffle is named", async () => {
  const honest = playShort();
  assert.deepEqual(honest.A.audit(honest.B.secrets()), { clean: true });
  assert.deepEqual(honest.B.audit(honest.A.secrets()), { clean: true });

  // B, the peer of A's library, swaps one of A's cards for a point of its choice in shuffle step 2.
  const { encodePoint, pointOf, randomScalar } = await import("../../app/host/net/hidden/group");
  const junk = encodePoint(pointOf(randomScalar(seededBytes("junk"))));
  const cheated = playShort((from, m) => (from === "B" && m.t === "shuffle" && m.lib === "A" && m.step === 2 ? { ...m, body: { ...m.body, entries: [junk, ...m.body.entries.slice(1)] } } : m));
  const finding = cheated.A.audit(cheated.B.secrets());
  assert.equal(finding.clean, false);
  assert.deepEqual(finding.clean ? null : [finding.cheater, finding.code], ["B", "substituted-entry"]);

  // A shows a different decklist at the audit than the one it committed to.
  const lying = { ...honest.A.secrets() };
  lying.deck = { ...lying.deck, names: ["Black Lotus", ...lying.deck.names.slice(1)] };
  const deck = honest.B.audit(lying);
  assert.deepEqual(deck.clean ? null : [deck.cheater, deck.code], ["A", "deck-mismatch"]);
});

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
import { apply, legalActionList, serialize, type Action, type GameState, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { HiddenSide, type HiddenMessage } from "../../app/host/net/hidden/side";


const decks = benchmarkDecks();

/**
 * The hash the acting side signs with each action (its `actionHash` once it has acted, as the peer
 * session takes it): the receiver's must be the same once it has applied the action.
 */
const signed = new WeakMap<HiddenMessage, string>();

/** Carries the sides' messages to each other (through `tamper`, if any) until both are quiet. */
function deliver(sides: Record<PlayerId, HiddenSide>, received: Record<PlayerId, HiddenMessage[]>, tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage): void {
  for (let i = 0; i < 1000; i++) {
    let moved = false;
    const actions: [PlayerId, string][] = [];
    for (const [from, to] of [["A", "B"], ["B", "A"]] as [PlayerId, PlayerId][]) {
      const sent = sides[from].outbox.shift();
      if (!sent) continue;
      moved = true;
      const m = tamper ? tamper(from, sent) : sent;
      received[to].push(m);
      sides[to].receive(m);
      const hash = signed.get(sent);
      if (hash !== undefined) actions.push([to, hash]);
    }
    for (const p of ["A", "B"] as PlayerId[]) { sides[p].settle(); sides[p].resume(); }
    for (const [to, hash] of actions) assert.equal(sides[to].actionHash, hash, `${to}'s hash after the action is the one its sender signed`);
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
/**
 * Searches (CR 701.23): Demonic Tutor (any card, not revealed) and Land Tax (basic lands, revealed)
 * against an artifact deck with Transmute Artifact (an artifact, put onto the battlefield or into
 * the graveyard at once). Fewer lands in the tutor deck than in the other, so Land Tax triggers;
 * a nonbasic land and spells in its library for Land Tax to be unable to find; a few expensive
 * cards in each, so that some are never shown.
 */
const tutor = [
  ...Array(7).fill("Plains"), ...Array(7).fill("Swamp"), ...Array(2).fill("Scrubland"), ...Array(5).fill("Land Tax"), ...Array(5).fill("Demonic Tutor"),
  ...Array(4).fill("Dark Ritual"), ...Array(4).fill("Savannah Lions"), ...Array(3).fill("Black Knight"), "Sengir Vampire", "Lord of the Pit", "Serra Angel",
] as string[];
const artifacts = [
  ...Array(20).fill("Island"), ...Array(5).fill("Transmute Artifact"), ...Array(4).fill("Ornithopter"), ...Array(3).fill("Mox Sapphire"), ...Array(3).fill("Sol Ring"),
  ...Array(2).fill("Jayemdae Tome"), "Juggernaut", "Colossus of Sardia", "Mahamoti Djinn",
] as string[];
/**
 * Cards that show hidden cards as they resolve (CR 701.20): Amnesia (a hand revealed, its nonland
 * cards discarded), Glasses of Urza (a hand looked at), Natural Selection (the top of a library
 * looked at and put back in any order), Sindbad and Petra Sphinx (a card drawn or the top card
 * revealed, the effect depending on what it is), and Sylvan Library.
 */
const looks = [
  ...Array(9).fill("Island"), ...Array(7).fill("Forest"), ...Array(7).fill("Plains"), ...Array(4).fill("Amnesia"), ...Array(4).fill("Glasses of Urza"),
  ...Array(4).fill("Natural Selection"), ...Array(3).fill("Sindbad"), ...Array(3).fill("Petra Sphinx"), ...Array(2).fill("Sylvan Library"), "Serra Angel", "Sengir Vampire", "Air Elemental",
] as string[];
/** The same cards with other big creatures, some of which stay hidden. */
const looks2 = [...looks.slice(0, -3), "Lord of the Pit", "Shivan Dragon", "Force of Nature", "Mahamoti Djinn"] as string[];
const built: Record<string, string[]> = { discard, twister, tutor, artifacts, looks, looks2 };
const deckOf = (name: string) => built[name] ?? decks.get(name)!.cards;

/**
 * Two sides play a seeded game: random legal actions, messages delivered after each. `mulligans`:
 * each player's first opening-hand decisions are mulligans (the hand goes back, the library is
 * shuffled together again, seven are drawn from the new slots), then they keep.
 */
function playGame(seed: number, a: string, b: string, o: {
  mulligans?: Partial<Record<PlayerId, number>>; actions?: number; tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage;
  /** Called after each action once the messages are delivered; `until` stops the game when true. */
  check?: (sides: Record<PlayerId, HiddenSide>, step: number, action: Action, before: { A: GameState; B: GameState }) => void; until?: (sides: Record<PlayerId, HiddenSide>) => boolean;
  /** Told of every action each side's copy applies (HiddenSide.onApplied). */
  applied?: (p: PlayerId, step: Parameters<NonNullable<HiddenSide["onApplied"]>>[0]) => void;
} = {}) {
  const deckA = deckOf(a);
  const deckB = deckOf(b);
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: deckA, rand: seededBytes(`A${seed}`), gameId: `g${seed}` }),
    B: new HiddenSide({ you: "B", deck: deckB, rand: seededBytes(`B${seed}`), gameId: `g${seed}` }),
  };
  if (o.applied) for (const p of ["A", "B"] as PlayerId[]) sides[p].onApplied = (step) => o.applied!(p, step);
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
    if (o.until?.(sides)) break;
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
    const before = { A: sides.A.state!, B: sides.B.state! };
    sides[mover].act(action);
    // As the peer session does: what the action completed at once, then the hash it signs.
    sides[mover].settle();
    sides[mover].resume();
    const sent = sides[mover].outbox.find((m) => m.t === "action");
    if (sent) signed.set(sent, sides[mover].actionHash);
    pump();
    assert.equal(sides.A.hash(), sides.B.hash(), `step ${steps}: the copies differ in public`);
    for (const p of ["A", "B"] as PlayerId[]) {
      const own = sides[p].state!;
      assert.ok(own.players[p].hand.every((id) => own.objects[id]!.name !== ""), `step ${steps}: ${p} knows every card in its hand`);
    }
    o.check?.(sides, steps, action, before);
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

/** The search pending in a side's copy, if any: the searcher, and whether the cards found are shown. */
function pendingSearch(copy: GameState): { player: PlayerId; shown: boolean } | null {
  const d = copy.decision;
  if (d?.kind !== "choose" || d.choice.type !== "cards" || !d.choice.search) return null;
  return { player: d.player, shown: !!d.choice.search.shown };
}

const known = (copy: GameState, id: string) => copy.objects[id]!.name !== "";
const otherSeat = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

/** Cards found, by the spell or ability that searched, over the seeded games below. */
const searchedBy: Record<string, number> = {};

for (const [seed, a, b] of [[14, "tutor", "artifacts"], [15, "tutor", "artifacts"], [16, "artifacts", "tutor"]] as [number, string, string][]) {
  test(`seed ${seed}, ${a} vs ${b}: searches (Demonic Tutor, Land Tax, Transmute Artifact) show the searcher its library only while it searches, and the other only what is revealed`, () => {
    const found = { hidden: 0, shown: 0, none: 0 };
    // The spell or ability whose search each player is making, until it has resolved, and the
    // cards its answer showed (they stay in the library until the effect moves them).
    const searching: Partial<Record<PlayerId, { item: string; shown: string[] }>> = {};
    const { sides, received, deckA, deckB } = playGame(seed, a, b, {
      check: (sides, step, action, before) => {
        // A search answered: the cards found are known to the other copy only if the effect shows them.
        const asked = pendingSearch(before[action.player]);
        if (action.type === "choose" && asked?.player === action.player) {
          const picks = action.cards ?? [];
          if (!picks.length) found.none++;
          const theirs = sides[otherSeat(action.player)].state!;
          const by = before[action.player].stack[before[action.player].stack.length - 1]!.name;
          searchedBy[by] = (searchedBy[by] ?? 0) + picks.length;
          for (const id of picks) {
            const card: number = before[action.player].objects[id]!.card;
            const now: { name: string; zone: string } = Object.values(theirs.objects).find((o) => o.card === card)!;
            assert.equal(now.name !== "", asked.shown, `step ${step}: a card found is known to the other copy only if shown (${now.zone})`);
            if (asked.shown) { found.shown++; searching[action.player]?.shown.push(id); } else found.hidden++;
          }
        }
        for (const p of ["A", "B"] as PlayerId[]) {
          const q = otherSeat(p);
          const mine = sides[p].state!;
          const search = pendingSearch(mine);
          if (search?.player === p && !searching[p]) searching[p] = { item: mine.stack[mine.stack.length - 1]!.id, shown: [] };
          if (searching[p] && !mine.stack.some((i) => i.id === searching[p]!.item)) delete searching[p];
          // CR 701.23a: the searcher looks at its whole library as it searches, and knows it only
          // until the search's effect has resolved (it shuffles: new slots, unknown again).
          const knownLib = mine.players[p].library.filter((id) => known(mine, id));
          if (search?.player === p) assert.equal(knownLib.length, mine.players[p].library.length, `step ${step}: ${p} knows its library as it searches`);
          else if (!searching[p]) assert.deepEqual(knownLib, [], `step ${step}: ${p} knows none of its library when not searching`);
          // The other copy knows no card of that library, but those a search showed meanwhile.
          const theirs = sides[q].state!;
          const shown = new Set(searching[p]?.shown ?? []);
          assert.deepEqual(theirs.players[p].library.filter((id) => known(theirs, id) && !shown.has(id)), [], `step ${step}: ${q} knows none of ${p}'s library`);
        }
      },
    });
    assert.ok(found.hidden + found.shown + found.none > 0, "a search was answered");
    assertNoLeak(sides, received, deckA, deckB);
    assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
    assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
  });
}

test("the seeded games above found cards with each search: Demonic Tutor, Land Tax and Transmute Artifact", () => {
  for (const name of ["Demonic Tutor", "Land Tax", "Transmute Artifact"]) assert.ok((searchedBy[name] ?? 0) > 0, `${name} found a card (${JSON.stringify(searchedBy)})`);
});

test("Land Tax in a hidden game: a card found that is not a basic land, revealed as what it is, is refused by the other copy; so is a card found unrevealed; declining still shuffles", async () => {
  const { HiddenInfoError } = await import("../../app/host/net/hidden/group");
  const landTax = (sides: Record<PlayerId, HiddenSide>) => {
    const d = sides.A.state!.decision;
    return d?.kind === "choose" && d.player === "A" && /basic land/.test(d.prompt) && sides.A.mustAct() === "A";
  };
  // The first seeded game (from 15) in which A's Land Tax asks its search.
  let sides = playGame(15, "tutor", "artifacts", { until: landTax }).sides;
  for (let seed = 16; seed < 40 && !landTax(sides); seed++) sides = playGame(seed, "tutor", "artifacts", { until: landTax }).sides;
  assert.ok(landTax(sides), "A searches its library with Land Tax");
  const mine = sides.A.state!;
  const lib = mine.players.A.library.map((id) => mine.objects[id]!);
  assert.ok(lib.every((o) => o.name !== ""), "A knows its whole library");
  const opts = legalActionList(mine, "A");
  assert.ok(opts.every((x) => x.type !== "choose" || (x.cards ?? []).every((id) => ["Plains", "Swamp"].includes(mine.objects[id]!.name))), "A is offered only basic lands");
  const nonbasic = lib.find((o) => o.name === "Scrubland") ?? lib.find((o) => o.name !== "Plains" && o.name !== "Swamp")!;
  const basic = lib.find((o) => o.name === "Plains" || o.name === "Swamp")!;
  // A cheating A: its own copy refuses the pick, so the message is made by hand with its real slot key.
  const key = (label: number) => (sides.A as unknown as { myKey(l: number): { key: string } }).myKey(label).key;
  const pick = (o: typeof basic, reveal: boolean): Extract<HiddenMessage, { t: "action" }> => ({
    t: "action", action: { type: "choose", player: "A", cards: [o.id] }, reveals: reveal ? [{ label: o.card, key: key(o.card), name: o.name }] : [],
  });
  assert.equal(apply(mine, pick(nonbasic, true).action as Action).ok, false, "A's own copy refuses it");
  const other = lib.find((o) => o.id !== nonbasic.id && o.id !== basic.id)!;
  assert.throws(() => sides.B.receive(pick(other, false)), (e: Error) => e instanceof HiddenInfoError && /show/.test(e.message), "a card found and not revealed");
  assert.throws(() => sides.B.receive(pick(nonbasic, true)), (e: Error) => e instanceof HiddenInfoError && new RegExp(`${nonbasic.name} isn't a basic land card`).test(e.message), `${nonbasic.name}, revealed`);
  // CR 701.23b: finding none is a search too once the library was shown: it is shuffled.
  const received: Record<PlayerId, HiddenMessage[]> = { A: [], B: [] };
  sides.A.act({ type: "choose", player: "A", cards: [] });
  deliver(sides, received);
  assert.equal(sides.A.hash(), sides.B.hash());
  assert.ok(received.B.some((m) => m.t === "shuffle" && m.lib === "A"), "A's library is shuffled together after the search");
  assert.ok(sides.A.state!.players.A.library.every((id) => sides.A.state!.objects[id]!.name === ""), "and A knows it no more");
});

/** Showings of hidden cards (CR 701.20) seen over the seeded games below, by kind. */
const showings: Record<string, number> = {};

for (const [seed, a, b] of [[31, "looks", "looks2"], [39, "looks", "looks2"]] as [number, string, string][]) {
  test(`seed ${seed}, ${a} vs ${b}: cards that look at or reveal hidden cards show them first to whom the rules say, and the copies stay in step`, () => {
    // The events of the last action, in A's copy (both copies give the same events for public things).
    let events: { type: string; player?: PlayerId; target?: PlayerId; cards?: string[] }[] = [];
    const { sides, received, deckA, deckB } = playGame(seed, a, b, {
      actions: 300,
      applied: (p, step) => { if (p === "A") events.push(...(step.events as typeof events)); },
      check: (sides, step, _action, before) => {
        const copy = (p: PlayerId) => sides[p].state!;
        for (const e of events) {
          if (e.type === "reveal" && e.cards) {
            // CR 701.20a: a revealed card is shown to both players: one still in a hand is known to both copies.
            const inHand = e.cards.filter((id) => copy("A").objects[id]?.zone === "hand");
            for (const p of ["A", "B"] as PlayerId[]) assert.ok(inHand.every((id) => known(copy(p), id)), `step ${step}: ${p} knows the cards revealed`);
            if (e.cards.length) showings.reveal = (showings.reveal ?? 0) + 1;
          }
          if (e.type === "look" && e.player && e.target && e.target !== e.player) {
            // CR 701.20e: Glasses of Urza: the looker knows that hand now.
            const hand = copy(e.target).players[e.target].hand;
            assert.ok(hand.every((id) => known(copy(e.player!), id)), `step ${step}: ${e.player} knows the hand it looked at`);
            if (hand.length) showings.hand = (showings.hand ?? 0) + 1;
          }
        }
        events = [];
        // Natural Selection: the caster knows the cards it orders; the library's owner learns none it did not know.
        for (const p of ["A", "B"] as PlayerId[]) {
          const d = copy(p).decision;
          if (d?.kind !== "choose" || d.player !== p || d.choice.type !== "cards" || !d.choice.ordered) continue;
          const from = d.choice.from;
          assert.ok(from.every((id) => known(copy(p), id)), `step ${step}: ${p} knows the cards it puts back in order`);
          const q = otherSeat(p);
          const owner = copy(q).objects[from[0]!]!.owner;
          if (owner === q) {
            const knewBefore = (id: string) => { const c = copy(q).objects[id]!.card; return Object.values(before[q].objects).some((o) => o.card === c && o.name !== ""); };
            assert.ok(from.every((id) => !known(copy(q), id) || knewBefore(id)), `step ${step}: ${q} learns nothing of its library from ${p}'s look`);
            showings.library = (showings.library ?? 0) + 1;
          } else showings.ownLibrary = (showings.ownLibrary ?? 0) + 1;
        }
      },
    });
    assertNoLeak(sides, received, deckA, deckB);
    assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
    assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
  });
}

test("the seeded games above showed hidden cards: a hand and a card revealed, a hand looked at, libraries looked at", () => {
  for (const kind of ["reveal", "hand", "library", "ownLibrary"]) assert.ok((showings[kind] ?? 0) > 0, `${kind}: ${JSON.stringify(showings)}`);
});

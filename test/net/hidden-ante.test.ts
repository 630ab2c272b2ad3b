/**
 * Playing for ante (CR 407.2) with hidden hands and libraries: each program's copy antes the top
 * card of each library, still anonymous, as the game starts; the ante zone is public, so the slot
 * keys that follow name both cards to both copies (like a milled card) before anyone acts, and the
 * public hashes agree. At the end the winner owns the ante in both copies.
 */
import { deliverHidden, randomHiddenMove, seededHiddenSides } from "./helpers";
import { test } from "node:test";
import assert from "node:assert/strict";
import { seededBytes } from "./seeded-bytes";
import { apply, legalActionList, ownershipChanges, UNKNOWN_CARD, type Action, type PlayerId } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { HiddenSide } from "../../app/host/net/hidden/side";

const decks = benchmarkDecks();

const deliver = (sides: Record<PlayerId, HiddenSide>): void => deliverHidden(sides);

test("hidden information, ante: the anted library tops become known to both copies, the hashes agree, the winner owns the ante in both", () => {
  const deckA = decks.get("red-green-beats")!.cards;
  const deckB = decks.get("white-blue-skies")!.cards;
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: deckA, rand: seededBytes("ante-A"), gameId: "ante", rules: { ante: true } }),
    B: new HiddenSide({ you: "B", deck: deckB, rand: seededBytes("ante-B"), gameId: "ante", rules: { ante: true } }),
  };
  deliver(sides);
  assert.ok(sides.A.state && sides.B.state, "the game started");
  assert.equal(sides.A.hash(), sides.B.hash());
  const anted: Record<PlayerId, string> = { A: "", B: "" };
  for (const p of ["A", "B"] as PlayerId[]) {
    for (const q of ["A", "B"] as PlayerId[]) {
      const s = sides[p].state!;
      assert.equal(s.players[q].ante.length, 1, `${p}'s copy: ${q} anted one card`);
      assert.equal(s.players[q].hand.length, 7);
      const o = s.objects[s.players[q].ante[0]!]!;
      assert.notEqual(o.name, UNKNOWN_CARD, `${p}'s copy knows ${q}'s ante`);
      if (p === "A") anted[q] = o.name; else assert.equal(o.name, anted[q], "both copies name the same card");
    }
  }
  assert.ok(deckA.includes(anted.A) && deckB.includes(anted.B));
  // A few random actions (mulligans and keeps, the first turn): the copies stay in step.
  let pick = 7;
  for (let step = 0; step < 40; step++) {
    const mover = sides.A.mustAct();
    assert.equal(mover, sides.B.mustAct());
    if (!mover) break;
    const legal = legalActionList(sides[mover].state!, mover).filter((a: Action) => a.type !== "concede");
    pick = (pick * 1103515245 + 12345) % 2147483648;
    sides[mover].act(legal[pick % legal.length]!);
    sides[mover].settle();
    sides[mover].resume();
    deliver(sides);
    assert.equal(sides.A.hash(), sides.B.hash(), `step ${step}: the copies agree in public`);
  }
  // B concedes: in each copy A owns both ante cards (CR 407.2), the same change.
  const ends = (["A", "B"] as PlayerId[]).map((p) => {
    const r = apply(sides[p].state!, { type: "concede", player: "B" });
    assert.ok(r.ok);
    return r.state;
  });
  for (const e of ends) {
    assert.equal(e.outcome?.winner, "A");
    assert.deepEqual(ownershipChanges(e).map((c) => [c.name, c.from, c.to]), [[anted.B, "B", "A"]]);
  }
  assert.deepEqual(ownershipChanges(ends[0]!), ownershipChanges(ends[1]!));
});

/** Decks of ante cards: the ante changes during play (Demonic Attorney, Contract from Below, Darkpact, Jeweled Bird, Rebirth), and ownership with Tempest Efreet and Bronze Tablet. */
const blackAnte = [...Array(18).fill("Swamp"), ...Array(4).fill("Demonic Attorney"), ...Array(4).fill("Contract from Below"), ...Array(4).fill("Darkpact"), ...Array(4).fill("Jeweled Bird"), ...Array(6).fill("Dark Ritual")] as string[];
const redAnte = [...Array(10).fill("Mountain"), ...Array(8).fill("Forest"), ...Array(6).fill("Tempest Efreet"), ...Array(4).fill("Bronze Tablet"), ...Array(4).fill("Jeweled Bird"), ...Array(4).fill("Rebirth"), ...Array(4).fill("Llanowar Elves")] as string[];

/** Efreets and Tablets: each side activates them whenever it can, and the opponent never pays the 10 life. */
const tablets = [...Array(20).fill("Island"), ...Array(20).fill("Bronze Tablet")] as string[];
const efreets = [...Array(22).fill("Mountain"), ...Array(18).fill("Tempest Efreet")] as string[];
const exchangers = new Set(["Tempest Efreet", "Bronze Tablet"]);

/**
 * Two sides play `steps` random actions (casting and activating preferred; with `exchange`, the
 * Efreets and Tablets first and never paying 10 life); after each, the public hashes agree and each
 * copy knows both antes. Returns the last state of A's copy and how often the ante changed.
 */
function playAnte(deckA: string[], deckB: string[], seed: number, o: { steps: number; exchange?: boolean; cast?: string }) {
  const sides = seededHiddenSides({ A: deckA, B: deckB }, { A: `anteplay-A${seed}`, B: `anteplay-B${seed}` }, `anteplay${seed}`);
  let pick: number | null = seed * 7919;
  let anteMoves = 0;
  let foreignInLibrary = 0;
  for (let step = 0; step < o.steps; step++) {
    const before = sides.A.state!.players.A.ante.length + sides.A.state!.players.B.ante.length;
    pick = randomHiddenMove(sides, pick, (a, own) => !!o.exchange && ((a.type === "activate" && exchangers.has(own.objects[a.card]?.name ?? "")) || (a.type === "choose" && a.value === false) || (a.type === "cast" && own.objects[a.card]?.name === o.cast)), step);
    if (pick === null) break;
    const s = sides.A.state!;
    if (s.players.A.ante.length + s.players.B.ante.length !== before) anteMoves++;
    // A card that changed owner shuffled into its new owner's library (from its slot of the other
    // library; the copy's label may be drawn again at once, naming another slot, Timetwister).
    assert.equal(sides.A.crossShuffled, sides.B.crossShuffled);
    foreignInLibrary = sides.A.crossShuffled;
    for (const p of ["A", "B"] as PlayerId[]) for (const q of ["A", "B"] as PlayerId[]) {
      for (const id of sides[p].state!.players[q].ante) assert.notEqual(sides[p].state!.objects[id]!.name, UNKNOWN_CARD, `step ${step}: ${p}'s copy knows ${q}'s ante`);
    }
  }
  // By physical card (HiddenSide.ownershipChanges): after a shuffle a label names another slot, so
  // the engine's per-label list may differ between the copies once a card that changed owner was shuffled.
  assert.deepEqual(sides.A.ownershipChanges(), sides.B.ownershipChanges(), "both copies agree on every change of owner");
  for (const c of sides.A.ownershipChanges()) assert.notEqual(c.name, UNKNOWN_CARD, "every card that changed owner is named");
  return { state: sides.A.state!, anteMoves, sides, foreignInLibrary };
}

for (const seed of [1, 2]) {
  test(`hidden information, ante cards in play (seed ${seed}): cards anted from libraries and battlefields and taken from the ante keep both copies in step`, () => {
    const { anteMoves } = playAnte(blackAnte, redAnte, seed, { steps: 400 });
    assert.ok(anteMoves > 0, "the ante changed during play");
  });
}

test("hidden information, Tempest Efreet and Bronze Tablet: a random card revealed from a hidden hand and exiled permanents change owner alike in both copies", () => {
  const { state } = playAnte(tablets, efreets, 1, { steps: 700, exchange: true });
  const changes = ownershipChanges(state);
  assert.ok(changes.some((c) => c.name === "Tempest Efreet" && c.from === "B"), "an Efreet became A's (A declined to pay)");
  assert.ok(changes.some((c) => c.name === "Bronze Tablet" && c.from === "A"), "a Tablet became B's");
});

/** Efreets that trade owners, and Timetwisters that shuffle hand and graveyard into the library. */
const twisters = [...Array(14).fill("Mountain"), ...Array(10).fill("Island"), ...Array(12).fill("Tempest Efreet"), ...Array(4).fill("Timetwister")] as string[];

test("hidden information, Tempest Efreet then Timetwister: a card that changed owner is shuffled into its new owner's library, and both copies stay in step", () => {
  let shuffledForeign = 0;
  for (const seed of [3, 4]) {
    const { foreignInLibrary } = playAnte(twisters, twisters, seed, { steps: 900, exchange: true, cast: "Timetwister" });
    shuffledForeign += foreignInLibrary;
  }
  assert.ok(shuffledForeign > 0, "a card that changed owner went into its new owner's library");
});

/**
 * The Winston draft against the computer, pure (app/host/limited/winston/local-draft.ts): every
 * card ends in exactly one pool, the player's view names exactly the cards it was shown (tracked
 * here from the outside: the piles it looked at and its blind draws), illegal decisions are refused
 * with nothing changed, the draft rebuilt from the player's decisions is the same draft, and the
 * rules are the network protocol's (protocol.ts): its stack order and decisions give the same pools.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { heuristicChooser } from "../../app/host/limited/winston/drafter";
import { seededDraft } from "./winston-helpers";
import { decide, draftFromOrder, draftView, DraftMoveError, newDraft, replayDraft, runComputer, type Decision, type LocalDraft } from "../../app/host/limited/winston/local-draft";

const CARDS = ["Grizzly Bears", "Lightning Bolt", "Giant Growth", "Shivan Dragon", "Serra Angel", "Counterspell", "Dark Ritual", "Llanowar Elves", "Hill Giant", "Wall of Stone",
  "Forest", "Mountain", "Island", "Swamp", "Plains", "Fireball", "Disenchant", "Terror", "Sengir Vampire", "Air Elemental", "Mahamoti Djinn", "Craw Wurm", "Ironroot Treefolk", "Gray Ogre",
  "Pearled Unicorn", "Savannah Lions", "Scathe Zombies", "Merfolk of the Pearl Trident", "Stone Rain", "Stream of Life"];

const bytes = (k: number) => new Uint8Array(32).fill(k);

function snapshot(d: LocalDraft): string {
  return JSON.stringify([d.stack, d.piles, d.pools, [...d.seen[0]].sort(), [...d.seen[1]].sort(), d.active, d.at, d.over, d.decisions]);
}

for (const seed of [1, 2, 3, 4, 5, 6]) {
  test(`draft ${seed}: one pool per card, the view names exactly what the player was shown, replay gives the same draft`, () => {
    const choose = heuristicChooser();
    const d = newDraft(CARDS, bytes(seed));
    runComputer(d, choose);
    const shown = new Set<number>();
    const mine: Decision[] = [];
    let refused = 0;
    for (let k = 0; !d.over; k++) {
      assert.equal(d.active, 0);
      // The player looks at its pile now: those cards are shown to it.
      for (const c of d.piles[d.at]!) shown.add(c);
      const v = draftView(d, 0);
      // Every card of every pile: named iff shown, and then by its true name.
      d.piles.forEach((p, i) => p.forEach((c, j) => assert.equal(v.piles[i]!.seen[j], shown.has(c) ? CARDS[c] : null, `pile ${i + 1} card ${j + 1}`)));
      assert.deepEqual(v.theirs.seen, d.pools[1].filter((c) => shown.has(c)).map((c) => CARDS[c]));
      assert.ok(d.pools[0].every((c) => shown.has(c)), "the player saw every card of its pool");
      assert.equal(v.yourTurn, true);
      if (!v.mayPass) {
        const before = snapshot(d);
        assert.throws(() => decide(d, 0, "pass"), (e: unknown) => e instanceof DraftMoveError && e.code === "illegal_move");
        assert.equal(snapshot(d), before, "a refused pass changes nothing");
        refused++;
      }
      const choice: Decision = v.mayPass && (k + seed) % 3 !== 0 ? "pass" : "take";
      mine.push(choice);
      const poolBefore = d.pools[0].length;
      decide(d, 0, choice);
      // A taken pile was shown already; a blind draw (past the third pile) is shown to the player as it takes it.
      for (const c of d.pools[0].slice(poolBefore)) shown.add(c);
      if (choice === "pass" && d.active === 0 && !d.over) {
        // Still the player's turn at a later pile: nothing added to its pool.
        assert.equal(d.pools[0].length, poolBefore);
        continue;
      }
      const before = snapshot(d);
      if (!d.over) assert.throws(() => decide(d, 0, "take"), (e: unknown) => e instanceof DraftMoveError && e.code === "not_your_turn");
      assert.equal(snapshot(d), before, "out of turn changes nothing");
      runComputer(d, choose);
    }
    assert.ok(refused > 0, "the draft reached a pile that had to be taken");
    const all = [...d.pools[0], ...d.pools[1]].sort((a, b) => a - b);
    assert.deepEqual(all, CARDS.map((_, i) => i), "every card in exactly one pool");
    assert.throws(() => decide(d, 0, "take"), (e: unknown) => e instanceof DraftMoveError && e.code === "draft_over");
    assert.equal(snapshot(replayDraft(CARDS, bytes(seed), mine, choose)), snapshot(d), "rebuilt from the decisions: the same draft");
  });
}

test("the same game as the network's protocol: the protocol's stack order and decisions, replayed here, give the same pools", () => {
  const cards = CARDS.slice(0, 14);
  for (const seed of ["c1", "c2", "c3"]) {
    const run = seededDraft(seed, cards);
    assert.equal(run.refused, null);
    const st = run.sides[0].state;
    // Every slot was shown to the side whose pool it ended in: together they know the stack's order.
    const order: (number | undefined)[] = cards.map((_, k) => run.sides[0].cardIndexIn(k) ?? run.sides[1].cardIndexIn(k));
    assert.ok(order.every((c) => c !== undefined));
    const d = draftFromOrder(cards, order as number[], st.first!);
    for (const { from, msg } of run.record) {
      const t = (msg as { t: string }).t;
      if (t === "take" || t === "pass") decide(d, from, t);
    }
    assert.equal(d.over, true);
    for (const seat of [0, 1] as const) assert.deepEqual(d.pools[seat], st.pools[seat]!.map((k: number): number | undefined => order[k]), `seed ${seed}, seat ${seat + 1}'s pool`);
  }
});

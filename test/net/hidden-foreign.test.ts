/**
 * A card whose owner changed (CR 407.3: Tempest Efreet) shuffled into its new owner's library
 * (Timetwister) with hidden hands and libraries (issue 33): the new shuffle starts from the card's
 * slot of its former owner's library, each side removing its own key of that slot. The new owner
 * alone learns it when drawing it, the copies stay in step, both audits are clean and still catch a
 * forged key of such a slot, and the cards that change hands are named by physical card.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { randomHiddenMove, seededHiddenSides } from "./helpers";
import { apply, UNKNOWN_CARD, type GameState, type PlayerId } from "../../engine/index";
import type { AuditSecrets } from "../../app/host/net/hidden/side";
import { anteSettlement } from "../../app/host/match/ante";
import type { MatchRow } from "../../app/host/match/store";

/** A's deck: Efreets to take B's cards, Timetwisters to shuffle them in. B's: names A's deck does not hold. */
const deckA = [...Array(12).fill("Mountain"), ...Array(10).fill("Island"), ...Array(12).fill("Tempest Efreet"), ...Array(6).fill("Timetwister")] as string[];
const deckB = [...Array(24).fill("Plains"), ...Array(16).fill("Savannah Lions")] as string[];
const decks: Record<PlayerId, string[]> = { A: deckA, B: deckB };
const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");
/** A card named only in the other deck: one that changed owner. */
const foreign = (p: PlayerId, name: string) => decks[other(p)].includes(name) && !decks[p].includes(name);
const PUBLIC = new Set(["battlefield", "graveyard", "exile", "stack", "ante"]);

function play(seed: number, steps: number) {
  const sides = seededHiddenSides(decks, { A: `foreign-A${seed}`, B: `foreign-B${seed}` }, `foreign${seed}`);
  let pick: number | null = seed * 7919;
  /** Times a player's copy knew a foreign card in its hand that the other copy did not (drawn after a shuffle). */
  let drawnPrivately = 0;
  for (let step = 0; step < steps; step++) {
    pick = randomHiddenMove(sides, pick, (a, own) => (a.type === "activate" && own.objects[a.card]?.name === "Tempest Efreet") || (a.type === "choose" && a.value === false) || (a.type === "cast" && own.objects[a.card]?.name === "Timetwister"), step);
    if (pick === null) break;
    assert.equal(sides.A.crossShuffled, sides.B.crossShuffled);
    for (const p of ["A", "B"] as PlayerId[]) {
      const mine = sides[p].state!;
      const theirs = sides[other(p)].state!;
      for (const id of mine.players[p].hand) {
        const name = mine.objects[id]!.name;
        if (!foreign(p, name) || theirs.objects[id]!.name !== UNKNOWN_CARD) continue;
        // Only a card shuffled into p's library can be known to p alone (Efreet puts it into p's hand revealed).
        assert.ok(sides.A.crossShuffled > 0, `step ${step}: ${p} knows a foreign ${name} the other copy never saw, with none shuffled in`);
        drawnPrivately++;
      }
      // Every card in a public zone is named alike in both copies (the keys came with the action).
      for (const o of Object.values(mine.objects)) if (o.card >= 0 && PUBLIC.has(o.zone)) assert.equal(o.name, theirs.objects[o.id]?.name, `step ${step}: ${o.id} is public`);
    }
  }
  return { sides, drawnPrivately };
}

const game = (() => {
  let g: ReturnType<typeof play> | null = null;
  return () => (g ??= play(5, 540));
})();

test("hidden information, a card that changed owner shuffled into its new owner's library: drawn again, its new owner alone learns it; the copies stay in step", () => {
  const { sides, drawnPrivately } = game();
  assert.ok(sides.A.crossShuffled > 0, "a card was shuffled into its new owner's library from a slot of the other one");
  assert.ok(drawnPrivately > 0, "a foreign card was drawn from its new owner's library, known to that copy alone");
});

test("hidden information, a card that changed owner shuffled into its new owner's library: both audits are clean, and a forged key of its old slot is caught", () => {
  const { sides } = game();
  const secrets: Record<PlayerId, AuditSecrets> = { A: sides.A.secrets(), B: sides.B.secrets() };
  assert.deepEqual(sides.A.audit(secrets.B), { clean: true });
  assert.deepEqual(sides.B.audit(secrets.A), { clean: true });
  // A slot a new shuffle started from in the other library (a card that changed owner).
  type Gen = { input: { kind: string; from?: ({ lib: PlayerId; gen: number; k: number } | { side: number })[] } };
  const gens = (sides.A as unknown as { gens: Record<PlayerId, Gen[]> }).gens;
  const cross = (["A", "B"] as PlayerId[]).flatMap((lib) => gens[lib].flatMap((g) => (g.input.from ?? []).filter((f): f is { lib: PlayerId; gen: number; k: number } => "lib" in f && f.lib !== lib)));
  assert.ok(cross.length > 0);
  for (const cheat of ["A", "B"] as PlayerId[]) {
    const f = cross[0]!;
    // The cheater's key of that slot: a_k when the slot is in its own library, b_k otherwise.
    const which = f.lib === cheat ? "ownerKeys" : "peerKeys";
    const forged: AuditSecrets = JSON.parse(JSON.stringify(secrets[cheat]));
    const keys = forged[which][f.gen]!;
    keys[f.k] = keys[(f.k + 1) % keys.length]!;
    const finding = sides[other(cheat)].audit(forged);
    assert.equal(finding.clean, false, `${cheat}'s forged key is caught`);
    if (!finding.clean) {
      assert.equal(finding.cheater, cheat);
      assert.equal(finding.code, "key-mismatch");
      assert.match(finding.message, /slot key of the (owner|peer) does not match its commitment/);
    }
  }
});

test("hidden information, a card that changed owner shuffled into its new owner's library: both copies name the same cards changing hands, and the ante settlement moves them", () => {
  const { sides } = game();
  const changes = sides.A.ownershipChanges();
  assert.deepEqual(sides.B.ownershipChanges(), changes, "both copies agree, by physical card");
  assert.ok(changes.length > 0);
  for (const c of changes) {
    assert.notEqual(c.name, UNKNOWN_CARD);
    assert.ok(decks[c.from].includes(c.name) && !decks[c.to].includes(c.name), `${c.name} went from ${c.from}'s deck to ${c.to}`);
  }
  assert.equal(new Set(changes.map((c) => c.card)).size, changes.length, "each physical card once");
  // B concedes: A takes the ante too (CR 407.2), in both copies alike; the settlements mirror each other.
  const finals = (["A", "B"] as PlayerId[]).map((p) => {
    const r = apply(sides[p].state!, { type: "concede", player: "B" });
    assert.ok(r.ok);
    return r.state as GameState;
  });
  const ante = sides.A.state!.players.B.ante.map((id) => sides.A.state!.objects[id]!.name);
  const after = sides.A.ownershipChanges(finals[0]!);
  assert.deepEqual(sides.B.ownershipChanges(finals[1]!), after);
  for (const name of ante) assert.ok(after.some((c) => c.name === name && c.to === "A"), `A owns B's ante ${name}`);
  const settle = (seat: PlayerId, i: number) =>
    anteSettlement({ id: 1, mySeat: seat, gameId: "g", result: { winner: "A" }, setup: { decks, rules: { ante: true } } } as unknown as MatchRow, finals[i]!, (f) => sides[seat].ownershipChanges(f));
  const a = settle("A", 0);
  const b = settle("B", 1);
  const flip = (d: string) => (d === "in" ? "out" : "in");
  assert.deepEqual(a.moves.map((m) => [m.cardIndex, m.name, m.direction]), b.moves.map((m) => [m.cardIndex, m.name, flip(m.direction)]));
  assert.equal(a.moves.filter((m) => m.direction === "out").length, after.filter((c) => c.from === "A" && c.to === "B").length);
  assert.equal(b.moves.filter((m) => m.direction === "out").length, after.filter((c) => c.from === "B" && c.to === "A").length);
});

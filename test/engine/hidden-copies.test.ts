/**
 * The engine holds unknown cards (hidden hands and libraries): each player keeps a copy of the
 * game that knows only what that player may know; cards are revealed to a copy as the rules show
 * them. Over seeded random games the two copies and the true game stay in step: each copy accepts
 * every action, the public hashes agree after every action, and a player's own copy offers that
 * player the same actions and the same view as the true game. A reveal that contradicts what a
 * copy knows is refused.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  apply, createGame, knownState, legalActionList, publicHash, revealCard, revealProblem, unknownCards, viewFor, whoMustAct,
  type Action, type GameState, type PlayerId,
} from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";

const PUBLIC = new Set(["battlefield", "graveyard", "exile", "stack"]);

/** Where physical card `i` is in `s`: its object's zone, and whose hand or library. */
function whereIs(s: GameState, i: number): { zone: string; owner: PlayerId } | null {
  for (const o of Object.values(s.objects)) if (o.card === i) return { zone: o.zone, owner: o.owner };
  return null;
}

/** What `me` may know after the truth moved to `after`: cards in public zones and in its own hand. */
function revealTo(copy: GameState, after: GameState, me: PlayerId): GameState {
  let c = copy;
  after.cards.forEach((card, i) => {
    const w = whereIs(after, i);
    if (!w) return;
    if (PUBLIC.has(w.zone) || (w.zone === "hand" && w.owner === me)) c = revealCard(c, i, card.name);
  });
  return c;
}

function rng(seed: number) {
  let t = seed >>> 0;
  return (n: number) => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), t | 1);
    r ^= r + Math.imul(r ^ (r >>> 7), r | 61);
    return Math.floor((((r ^ (r >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const decks = [...benchmarkDecks().values()];

for (const seed of [1, 2, 3, 4]) {
  test(`seed ${seed}: two players' copies with hidden hands and libraries follow the true game`, () => {
    const pick = rng(seed);
    let s = createGame({ seed, decks: { A: decks[seed % 6]!.cards, B: decks[(seed + 1) % 6]!.cards } });
    // Opening hands kept (a mulligan shuffles: random results come from outside in network play).
    for (let i = 0; i < 4 && s.decision?.kind === "mulligan"; i++) s = (apply(s, { type: "keep", player: s.decision.player }) as { ok: true; state: GameState }).state;
    const copies: Record<PlayerId, GameState> = { A: knownState(s, "A"), B: knownState(s, "B") };
    assert.ok(unknownCards(copies.A).B.length > 40 && unknownCards(copies.B).A.length > 40, "each copy starts not knowing the other's cards");
    let checked = 0;
    for (let step = 0; step < 600 && !s.outcome; step++) {
      const who = whoMustAct(s);
      if (!who) break;
      const options = legalActionList(s, who);
      // Actions that use the random generator (shuffles, coin flips, random discards) get their
      // results from outside in network play; this test plays around them.
      let a: Action | null = null;
      let next: GameState | null = null;
      for (let tries = 0; tries < 8 && !next; tries++) {
        const cand = options[pick(options.length)]!;
        const r = apply(s, cand);
        if (r.ok && r.state.rng === s.rng) { a = cand; next = r.state; }
      }
      if (!a || !next) break;
      for (const me of ["A", "B"] as PlayerId[]) {
        const known = revealTo(copies[me], next, me);
        const r = apply(known, a);
        assert.ok(r.ok, `step ${step}: ${me}'s copy refused ${JSON.stringify(a)}: ${r.ok ? "" : r.rejection.message}`);
        copies[me] = r.state;
        assert.equal(publicHash(copies[me]), publicHash(next), `step ${step}: ${me}'s copy and the game differ in public`);
      }
      s = next;
      const mover = whoMustAct(s);
      if (mover) {
        assert.deepEqual(legalActionList(copies[mover], mover), legalActionList(s, mover), `step ${step}: ${mover}'s options`);
        assert.deepEqual(viewFor(copies[mover], mover), viewFor(s, mover), `step ${step}: ${mover}'s view`);
        checked++;
      }
    }
    assert.ok(checked > 100, `compared ${checked} positions`);
  });
}

test("a reveal that contradicts what a copy knows, or names no card, is refused", () => {
  const s = createGame({ seed: 9, decks: { A: decks[0]!.cards, B: decks[1]!.cards } });
  const copy = knownState(s, "B");
  const hidden = unknownCards(copy).A[0]!;
  const mine = s.objects[s.players.B.hand[0]!]!.card; // B knows its own hand
  assert.equal(revealProblem(copy, hidden, "Lightning Bolt"), null);
  assert.match(revealProblem(copy, hidden, "Not A Card") ?? "", /not a card the rules engine implements/);
  const revealed = revealCard(copy, hidden, "Lightning Bolt");
  assert.throws(() => revealCard(revealed, hidden, "Shivan Dragon"), /is Lightning Bolt in this game, not Shivan Dragon/);
  assert.equal(revealCard(revealed, hidden, "Lightning Bolt"), revealed, "revealing it again changes nothing");
  assert.throws(() => revealCard(copy, mine, s.cards[mine]!.name === "Forest" ? "Island" : "Forest"), /in this game, not/);
  assert.throws(() => revealCard(copy, 99_999, "Forest"), /no card 99999/);
});

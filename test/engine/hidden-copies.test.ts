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
  apply, createGame, externalCopy, serialize, knownState, legalActionList, publicHash, revealCard, revealObject, revealProblem, unknownCards, viewFor, whoMustAct, withRandom, withShown,
  type Action, type GameState, type PlayerId,
} from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { seededRandom } from "../../app/host/play/random-game";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";

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


const decks = [...benchmarkDecks().values()];

for (const seed of [1, 2, 3, 4]) {
  test(`seed ${seed}: two players' copies with hidden hands and libraries follow the true game`, () => {
    const pick = seededRandom(seed);
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

/**
 * Network play: both copies take shuffles and random results from outside. The true game (the
 * "dealer" here, standing in for the shared shuffle and the reveals) shuffles for real; each copy
 * forgets the library instead, and learns each card when it is drawn, played or shown, by object.
 * The two copies agree after every action, mulligans and effects that shuffle included.
 */
for (const seed of [5, 6]) {
  test(`seed ${seed}: copies that shuffle together and take random results from outside agree after every action`, () => {
    const pick = seededRandom(seed);
    let s = createGame({ seed, decks: { A: decks[seed % 6]!.cards, B: decks[(seed + 2) % 6]!.cards } });
    const copies: Record<PlayerId, GameState> = { A: externalCopy(s, "A"), B: externalCopy(s, "B") };
    let shuffled = 0;
    let randoms = 0;
    for (let step = 0; step < 500 && !s.outcome; step++) {
      const who = whoMustAct(s);
      if (!who) break;
      const options = legalActionList(s, who);
      // A mulligan now and then, to shuffle together.
      const a = options.find((x) => x.type === "mulligan" && step < 3) ?? options[pick(options.length)]!;
      const r = apply(s, a);
      if (!r.ok) continue;
      const next = r.state;
      const forB: Record<PlayerId, GameState> = { ...copies };
      for (const me of ["A", "B"] as PlayerId[]) {
        let c = copies[me];
        // The card an action names is shown with it (a land played, a spell cast: its slot and name).
        for (const ref of [(a as { card?: string }).card, ...((a as { targets?: string[] }).targets ?? [])]) {
          const o = ref ? s.objects[ref] : undefined;
          if (o && c.objects[o.id] && c.objects[o.id]!.name !== o.name && o.card >= 0) c = revealObject(c, o.id, o.name);
        }
        let out = apply(c, a);
        if (!out.ok && out.rejection.code === "needs_random") {
          // The programs draw it together (hash chains); here both copies get the same values.
          c = withRandom(c, [0, 0, 0, 0]);
          out = apply(c, a);
          randoms++;
        }
        assert.ok(out.ok, `step ${step}: ${me}'s copy refused ${JSON.stringify(a)}: ${out.ok ? "" : out.rejection.message}`);
        // Then what the action made public, or put in this player's hand, is shown to the copy.
        let after = out.state;
        for (const o of Object.values(next.objects)) {
          if (!after.objects[o.id] || after.objects[o.id]!.name === o.name || o.card < 0) continue;
          if (PUBLIC.has(o.zone) || (o.zone === "hand" && o.owner === me)) after = revealObject(after, o.id, o.name);
        }
        forB[me] = after;
      }
      if (r.events.some((e) => e.type === "shuffle" || e.type === "mulligan")) shuffled++;
      copies.A = forB.A;
      copies.B = forB.B;
      assert.equal(publicHash(copies.A), publicHash(copies.B), `step ${step}: the two copies differ in public`);
      s = next;
      // A random result may have chosen differently from the dealer: stop there (the dealer stands in for the shared draw only for shuffles).
      if (randoms) break;
    }
    assert.ok(shuffled > 0, "a shuffle was done together");
    assert.ok(s.turn.number >= 3, `the copies followed the game to turn ${s.turn.number}`);
    // Nothing of A's that B has not been shown is anywhere in B's copy: every card of A's deck
    // that never reached a public zone is absent from B's whole serialized state.
    const seenByB = new Set(Object.values(copies.B.objects).filter((o) => o.owner === "A" && o.name).map((o) => o.name));
    const bDeck = new Set(s.cards.filter((c) => c.owner === "B").map((c) => c.name));
    const secret = [...new Set(s.cards.filter((c) => c.owner === "A").map((c) => c.name))].filter((n) => !seenByB.has(n) && !bDeck.has(n));
    assert.ok(secret.length > 0, "some of A's cards are still secret");
    const text = serialize(copies.B);
    for (const name of secret) assert.ok(!text.includes(JSON.stringify(name)), `${name} (A's, never shown) is in B's copy`);
  });
}

test("a shuffle done together leaves the library unknown to the copy, its owner's included", () => {
  const g = createGame({ seed: 11, decks: { A: decks[0]!.cards, B: decks[1]!.cards } });
  const who = g.decision!.player;
  const c = externalCopy(g, who);
  const mull = apply(c, { type: "mulligan", player: who } as Action);
  assert.ok(mull.ok, "a mulligan needs no random result: the programs shuffle together");
  assert.ok(mull.state.players[who].library.every((id) => mull.state.objects[id]!.name === ""));
  assert.throws(() => withRandom(knownState(g, "A"), [1]), /no random results from outside/);
});

test("a random result comes from outside: Hymn to Tourach waits for it, then discards the cards it names", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Hymn in a hidden-information game",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: ["Swamp", "Swamp"], hand: [{ card: "Hymn to Tourach", id: "hymn" }], library: ["Swamp"] },
      B: { hand: ["Forest", "Island", "Mountain", "Plains"], library: ["Swamp"] },
    },
    actions: [{ by: "A", do: "cast", card: "hymn", targets: ["B"] }, { by: "A", do: "pass" }],
  })).state;
  const c = externalCopy(g, "B");
  const pass: Action = { type: "pass", player: "B" };
  const waiting = apply(c, pass);
  assert.equal(waiting.ok ? "" : waiting.rejection.code, "needs_random", "the discard waits for a random result");
  const hand = c.players.B.hand.map((id) => c.objects[id]!.name);
  const done = apply(withRandom(c, [3, 0]), pass);
  assert.ok(done.ok);
  // The 4th card of the hand, then the 1st of the three left.
  assert.deepEqual(done.state.players.B.graveyard.map((id) => done.state.objects[id]!.name).sort(), [hand[3]!, hand[0]!].sort());
  const bad = apply(withRandom(c, [7, 0]), pass);
  assert.equal(bad.ok ? "" : bad.rejection.code, "needs_random", "a result out of range is not taken");
});

/**
 * A search in copies with hidden libraries (CR 701.23): both copies ask the same question (every
 * card of the library, neither knowing it), with equal public hashes; once the searcher's copy
 * has been shown its library it offers only the cards with the stated quality. The other copy
 * accepts a card it cannot judge when the card found stays hidden (Demonic Tutor), and checks the
 * ones the answer shows (Land Tax reveals them).
 */
test("a search in hidden copies: the same question in both, the searcher offered what qualifies, the other checking what is shown", () => {
  const start = (players: object) => playScenario(validateScenario({
    format: "moxen-scenario/1", name: "search in hidden copies", turn: { number: 2, active: "B", step: "end" }, players,
    actions: [{ by: "A", do: "advance", to: "upkeep", turn: 3 }, { by: "A", do: "pass" }],
  } as never)).state;
  const g = start({ A: { battlefield: ["Land Tax"], library: ["Tundra", "Plains", "Lightning Bolt", "Island"] }, B: { battlefield: ["Forest"], library: ["Plains", "Plains"] } });
  const pass: Action = { type: "pass", player: "B" };
  // On one computer the question offers the basic lands only, as before.
  const local = apply(g, pass);
  assert.ok(local.ok && local.state.decision?.kind === "choose" && local.state.decision.choice.type === "cards");
  assert.deepEqual(local.state.decision.choice.from.map((id) => local.state.objects[id]!.name), ["Plains", "Island"]);
  const copies = { A: apply(externalCopy(g, "A"), pass), B: apply(externalCopy(g, "B"), pass) };
  assert.ok(copies.A.ok && copies.B.ok);
  let a = copies.A.state;
  let b = copies.B.state;
  assert.deepEqual(a.decision, b.decision, "the same question in both copies");
  assert.equal(publicHash(a), publicHash(b));
  // The searcher is shown its library (the other program's slot keys): it is offered the basic lands only.
  for (const id of a.players.A.library) a = revealObject(a, id, g.objects[id]!.name);
  assert.equal(publicHash(a), publicHash(b), "what the searcher was shown is not public");
  const offered = new Set(legalActionList(a, "A").flatMap((x) => (x.type === "choose" ? x.cards ?? [] : [])).map((id) => a.objects[id]!.name));
  assert.deepEqual([...offered].sort(), ["Island", "Plains"]);
  const byName = (n: string) => g.players.A.library.find((id) => g.objects[id]!.name === n)!;
  const choose = (...names: string[]): Action => ({ type: "choose", player: "A", cards: names.map(byName) });
  assert.match((r => (r.ok ? "" : r.rejection.message))(apply(a, choose("Tundra"))), /Tundra isn't a basic land card/, "the searcher's copy refuses a nonbasic land");
  // The other copy: a card found unrevealed is refused (Land Tax reveals them), a revealed nonbasic too.
  assert.match((r => (r.ok ? "" : r.rejection.message))(apply(b, choose("Plains"))), /shown/);
  assert.match((r => (r.ok ? "" : r.rejection.message))(apply(revealObject(b, byName("Lightning Bolt"), "Lightning Bolt"), choose("Lightning Bolt"))), /Lightning Bolt isn't a basic land card/);
  b = revealObject(b, byName("Plains"), "Plains");
  const [ra, rb] = [apply(a, choose("Plains")), apply(b, choose("Plains"))];
  assert.ok(ra.ok && rb.ok, "a revealed basic land is accepted by both");
  assert.equal(publicHash(ra.state), publicHash(rb.state));

  // Demonic Tutor: the card found is not revealed; the other copy accepts the answer unseen.
  const t = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "tutor in hidden copies", turn: { number: 3, active: "A", step: "precombat_main" },
    players: { A: { battlefield: ["Swamp", "Swamp"], hand: [{ card: "Demonic Tutor", id: "dt" }], library: ["Black Lotus", "Swamp", "Mox Jet"] }, B: { library: ["Forest"] } },
    actions: [{ by: "A", do: "cast", card: "dt" }, { by: "A", do: "pass" }],
  } as never)).state;
  const lotus = t.players.A.library.find((id) => t.objects[id]!.name === "Black Lotus")!;
  const ob = apply(externalCopy(t, "B"), pass);
  assert.ok(ob.ok);
  const found = apply(ob.state, { type: "choose", player: "A", cards: [lotus] });
  assert.ok(found.ok, "B's copy accepts a card it does not know");
  const inHand = found.state.players.A.hand.map((id) => found.state.objects[id]!);
  assert.deepEqual(inHand.map((o) => o.name), [""], "and does not learn it");
});

/**
 * Cards shown as an effect resolves (CR 701.20): Amnesia reveals a hand and discards its nonland
 * cards. In hidden copies both refuse the action with "needs_reveal" (the hand's cards, to every
 * player) until told the cards were shown (`withShown`): the caster's copy, shown the names, then
 * discards exactly what the target's copy discards, and the public hashes agree. Glasses of Urza
 * shows a hand to its controller alone. On one computer nothing changes.
 */
test("a look or a reveal in hidden copies: Amnesia and Glasses of Urza wait for the cards to be shown, then both copies agree", () => {
  const g = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "Amnesia in hidden copies",
    turn: { number: 3, active: "A", step: "precombat_main" },
    players: {
      A: { battlefield: ["Island", "Island", "Island", "Island", "Island", "Island", "Glasses of Urza"], hand: [{ card: "Amnesia", id: "amnesia" }], library: ["Island"] },
      B: { hand: ["Forest", "Lightning Bolt", "Island", "Giant Growth"], library: ["Swamp"] },
    },
    actions: [{ by: "A", do: "cast", card: "amnesia", targets: ["B"] }, { by: "A", do: "pass" }],
  } as never)).state;
  const pass: Action = { type: "pass", player: "B" };
  const names = (s: GameState, ids: string[]) => ids.map((id) => s.objects[id]!.name).sort();
  const local = apply(g, pass);
  assert.ok(local.ok, "on one computer Amnesia resolves at once");
  assert.deepEqual(names(local.state, local.state.players.B.graveyard), ["Giant Growth", "Lightning Bolt"]);
  const hand = g.players.B.hand.map((id) => g.objects[id]!.card).sort((x, y) => x - y);
  const copies = { A: externalCopy(g, "A"), B: externalCopy(g, "B") };
  for (const p of ["A", "B"] as PlayerId[]) {
    const r = apply(copies[p], pass);
    assert.equal(r.ok ? "" : r.rejection.code, "needs_reveal", `${p}'s copy waits for the hand to be shown, known or not`);
    assert.deepEqual(r.ok ? null : { cards: [...r.rejection.reveal!.cards].sort((x, y) => x - y), to: r.rejection.reveal!.to }, { cards: hand, to: "all" });
  }
  let a = copies.A;
  for (const c of hand) a = revealCard(a, c, g.cards[c]!.name);
  const [ra, rb] = [apply(withShown(a), pass), apply(withShown(copies.B), pass)];
  assert.ok(ra.ok && rb.ok);
  assert.deepEqual(names(ra.state, ra.state.players.B.graveyard), ["Giant Growth", "Lightning Bolt"], "the caster's copy discards the nonland cards only");
  assert.equal(publicHash(ra.state), publicHash(rb.state));
  assert.equal(ra.state.external?.shown ?? 0, 0, "the showing was taken");

  // Glasses of Urza: B's hand shown to A alone (its lands); B's copy refuses the same way.
  const glasses = g.battlefield.find((id) => g.objects[id]!.name === "Glasses of Urza")!;
  const act: Action = { type: "activate", player: "A", card: glasses, ability: 1, targets: ["B"] };
  const activated = { A: apply(ra.state, act), B: apply(rb.state, act) };
  assert.ok(activated.A.ok && activated.B.ok);
  const passes = (s: GameState): GameState => { const x = apply(s, { type: "pass", player: "A" }); assert.ok(x.ok); return x.state; };
  const [la, lb] = [passes(activated.A.state), passes(activated.B.state)];
  for (const s of [la, lb]) {
    const r = apply(s, pass);
    assert.equal(r.ok ? "" : r.rejection.code, "needs_reveal");
    assert.equal(r.ok ? "" : r.rejection.reveal!.to, "A", "shown to the looker alone");
  }
  const [fa, fb] = [apply(withShown(la), pass), apply(withShown(lb), pass)];
  assert.ok(fa.ok && fb.ok);
  assert.equal(publicHash(fa.state), publicHash(fb.state));
});

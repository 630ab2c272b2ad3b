/**
 * Playing for ante (CR 407): the engine's contract with the host. The ante is taken at the start
 * (407.2), is public in every view and part of the hash, the winner owns it at the end however the
 * game ended (a concession too), and `ownershipChanges` lists the cards that change hands.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import {
  apply, createGame, deserialize, hash, ownershipChanges, requiresAnte, serialize, viewFor, ANTE_DECK_RULE,
  checkInvariants, legalActionList, type Action, type GameState,
} from "../../engine/index";
import { cardData } from "../../engine/cards/data";

const deck = (land: string, spell: string) => [...Array(20).fill(land), ...Array(20).fill(spell)];
const setup = (ante: boolean) => ({ seed: 33, rules: { ante }, decks: { A: deck("Mountain", "Lightning Bolt"), B: deck("Forest", "Grizzly Bears") } });

test("CR 407.2: playing for ante, each player antes one card of their deck before the opening hands", () => {
  const s = createGame(setup(true));
  for (const p of ["A", "B"] as const) {
    assert.equal(s.players[p].ante.length, 1);
    assert.equal(s.players[p].hand.length, 7);
    assert.equal(s.players[p].library.length, 32);
    const o = s.objects[s.players[p].ante[0]!]!;
    assert.equal(o.zone, "ante");
    assert.equal(o.owner, p);
  }
  assert.deepEqual(checkInvariants(s), []);
  const off = createGame(setup(false));
  assert.deepEqual([off.players.A.ante, off.players.B.ante], [[], []]);
  assert.equal(off.players.A.library.length, 33);
});

test("CR 407.2: both players see both antes; the ante is part of the hash and of the serialized state", () => {
  const s = createGame(setup(true));
  for (const you of ["A", "B"] as const) {
    const v = viewFor(s, you);
    for (const p of ["A", "B"] as const) assert.deepEqual(v.players[p].ante!.map((c) => c.name), [s.objects[s.players[p].ante[0]!]!.name]);
  }
  assert.equal(viewFor(createGame(setup(false)), "A").players.A.ante, undefined, "no ante shown in a game not played for ante");
  const back = deserialize(serialize(s));
  assert.equal(hash(back), hash(s));
  const moved = structuredClone(s) as GameState;
  moved.players.A.ante = [];
  assert.notEqual(hash(moved), hash(s));
});

test("a state serialized before the ante existed loads with empty antes, not played for ante", () => {
  const s = JSON.parse(serialize(createGame(setup(false))));
  for (const p of ["A", "B"]) delete s.players[p].ante;
  delete s.rules.ante;
  const back = deserialize(JSON.stringify(s));
  assert.deepEqual([back.players.A.ante, back.players.B.ante, back.rules.ante], [[], [], false]);
  const r = apply(back, { type: "keep", player: back.decision!.player });
  assert.ok(r.ok);
});

test("CR 407.2, 104.3a: a player who concedes loses the ante: the winner owns every card in it; ownershipChanges lists them", () => {
  const s = createGame(setup(true));
  const bCard = s.objects[s.players.B.ante[0]!]!;
  assert.deepEqual(ownershipChanges(s), []);
  const r = apply(s, { type: "concede", player: "B" });
  assert.ok(r.ok);
  const e = r.state;
  assert.equal(e.outcome?.winner, "A");
  assert.equal(e.cards[bCard.card]!.owner, "A");
  assert.equal(e.cards[bCard.card]!.deckOwner, "B");
  assert.deepEqual(e.players.B.ante, []);
  assert.equal(e.players.A.ante.length, 2);
  for (const id of e.players.A.ante) assert.equal(e.objects[id]!.owner, "A");
  assert.deepEqual(ownershipChanges(e), [{ card: bCard.card, name: bCard.name, from: "B", to: "A" }]);
  assert.deepEqual(checkInvariants(e), []);
  assert.equal(s.cards[bCard.card]!.owner, "B", "the state before is not changed");
});

test("CR 407.3: the ante cards carry the deck rule in their own words", () => {
  for (const name of ["Bronze Tablet", "Contract from Below", "Darkpact", "Demonic Attorney", "Jeweled Bird", "Rebirth", "Tempest Efreet"]) {
    assert.ok(requiresAnte(name), `${name} is flagged as an ante card`);
    assert.ok(cardData(name)!.oracleText.startsWith(ANTE_DECK_RULE), name);
  }
  assert.equal(requiresAnte("Lightning Bolt"), false);
});

test("scenario format: the ante zone and rule are accepted; a malformed ante rule or an unknown zone is an error naming the field", async () => {
  const { validateScenario } = await import("../../engine/scenario/format");
  const { playScenario, runScenario } = await import("../../engine/scenario/run");
  const base = { format: "moxen-scenario/1", name: "ante format", players: { A: { ante: ["Black Lotus"], library: ["Forest"] }, B: { library: ["Forest"] } } };
  const r = runScenario(validateScenario({ ...base, rules: { ante: true }, expect: { players: { A: { ante: ["Black Lotus"] } }, objects: { "A:ante:Black Lotus": { zone: "ante", owner: "A" } } } }));
  assert.deepEqual(r.failures, []);
  const wrong = runScenario(validateScenario({ ...base, expect: { players: { A: { ante: [] } }, objects: { "A:ante:Black Lotus": { owner: "B" } } } }));
  assert.equal(wrong.failures.length, 2, "a wrong ante expectation fails");
  assert.throws(() => validateScenario({ ...base, rules: { ante: "yes" } }), /rules\.ante/);
  assert.throws(() => validateScenario({ ...base, players: { A: { antes: ["Black Lotus"] } } }), /players\.A\.antes/);
  assert.throws(() => validateScenario({ ...base, expect: { players: { A: { antes: [] } } } }), /antes/);
  assert.throws(() => playScenario(validateScenario({ ...base, players: { A: { ante: [{ card: "Black Lotus", owner: "B" }] } } })), /ante is listed under its owner/);
});

test("random games with every ante card, played for ante: each offered action is accepted and the engine's invariants hold", () => {
  const deckA = [...Array(8).fill("Swamp"), ...Array(8).fill("Mountain"), ...Array(3).fill("Demonic Attorney"), ...Array(3).fill("Contract from Below"), ...Array(3).fill("Darkpact"), ...Array(3).fill("Jeweled Bird"), ...Array(3).fill("Tempest Efreet"), ...Array(4).fill("Dark Ritual"), ...Array(3).fill("Lightning Bolt")];
  const deckB = [...Array(8).fill("Forest"), ...Array(8).fill("Island"), ...Array(3).fill("Rebirth"), ...Array(3).fill("Bronze Tablet"), ...Array(3).fill("Jeweled Bird"), ...Array(3).fill("Copy Artifact"), ...Array(4).fill("Llanowar Elves"), ...Array(4).fill("Unsummon"), ...Array(4).fill("Grizzly Bears")];
  const used = new Set<string>();
  for (let seed = 1; seed <= 8; seed++) {
    let s = createGame({ seed, rules: { ante: true }, decks: { A: deckA, B: deckB } });
    let r = seed * 7919;
    for (let i = 0; i < 800 && !s.outcome; i++) {
      const p = s.decision?.player ?? s.priority!;
      const legal = legalActionList(s, p).filter((a: Action) => a.type !== "concede");
      if (i % 40 === 0) for (const a of legal.slice(0, 8)) assert.ok(apply(s, a).ok, `seed ${seed}: offered ${JSON.stringify(a)} is accepted`);
      r = (r * 1103515245 + 12345) % 2147483648;
      const act = legal.filter((a) => a.type === "cast" || a.type === "activate" || a.type === "choose");
      const from = act.length && r % 4 !== 0 ? act : legal;
      const a = from[r % from.length]!;
      if (a.type === "cast" || a.type === "activate") used.add(s.objects[a.card]?.name ?? "");
      const t = apply(s, a);
      assert.ok(t.ok, `seed ${seed}: ${JSON.stringify(a)}`);
      s = t.state;
      assert.deepEqual(checkInvariants(s), [], `seed ${seed}, action ${i}`);
    }
  }
  for (const name of ["Demonic Attorney", "Contract from Below", "Jeweled Bird", "Tempest Efreet", "Bronze Tablet", "Rebirth"]) assert.ok(used.has(name), `${name} was played`);
});

/**
 * The table's reading of the engine's legal actions (renderer/src/components/table/legal.ts):
 * what glows, what a drop may target, what a spell still needs to be chosen. Pure functions
 * over a view and the legal list, tested here without a browser.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { Action, CardView, PlayerView } from "../../engine/index";
import { actionableCards, anyTargets, attackCandidates, blockCandidates, castOptions, nextStep, onlyPass } from "../../renderer/src/components/table/legal";
import type { Intent } from "../../renderer/src/store/table-ui-slice";

const card = (id: string, name: string, types: string[], controller: "A" | "B" = "A", extra: Partial<CardView> = {}): CardView => ({
  id, name, owner: controller, controller, types, subtypes: [], colors: [], manaValue: 1, tapped: false, sick: false,
  damage: 0, counters: {}, keywords: [], implemented: true, ...extra,
});

function view(hand: CardView[], battlefield: CardView[] = []): PlayerView {
  const p = (id: "A" | "B") => ({ id, name: id, life: 20, poison: 0, manaPool: [], libraryCount: 30, handCount: id === "A" ? hand.length : 5,
    hand: id === "A" ? hand : null, graveyard: [], exile: [], landsPlayed: 0 });
  return { you: "A", turn: { number: 3, active: "A", step: "precombat_main", serial: 9 }, priority: "A", decision: null, outcome: null,
    players: { A: p("A"), B: p("B") }, battlefield, stack: [] };
}

describe("table: reading legal actions", () => {
  const bolt1 = card("h1", "Lightning Bolt", ["Instant"]);
  const bolt2 = card("h2", "Lightning Bolt", ["Instant"]);
  const mountain = card("h3", "Mountain", ["Land"]);
  const bear = card("b1", "Grizzly Bears", ["Creature"], "B");
  const land = card("l1", "Mountain", ["Land"]);
  const v = view([bolt1, bolt2, mountain], [bear, land]);
  const legal: Action[] = [
    { type: "pass", player: "A" },
    { type: "play", player: "A", card: "h3" },
    { type: "cast", player: "A", card: "h1", targets: ["b1"] },
    { type: "cast", player: "A", card: "h1", targets: ["B"] },
    { type: "activate", player: "A", card: "l1", ability: 1 },
  ];

  it("a copy of a card the engine offered once is castable too, with the same targets", () => {
    const opts = castOptions(v, legal, bolt2);
    assert.equal(opts.length, 2);
    assert.ok(opts.every((o) => o.card === "h2"));
    assert.deepEqual([...anyTargets(opts)].sort(), ["B", "b1"]);
  });

  it("glows what can be done, but not a land that only makes mana", () => {
    assert.deepEqual([...actionableCards(v, legal)].sort(), ["h1", "h2", "h3"]);
    assert.equal(onlyPass(v, legal), false);
    assert.equal(onlyPass(v, [legal[0]!, legal[4]!]), true, "pass + tapping a land for mana: nothing worth stopping for");
  });

  it("a spell is put together step by step: target, then X, then ready", () => {
    const fireball: Action[] = [1, 2, 3].flatMap((x) => ["b1", "B"].map((t): Action => ({ type: "cast", player: "A", card: "h9", targets: [t], x })));
    const intent: Intent = { verb: "cast", card: "h9", name: "Fireball", options: fireball as Intent["options"], targets: [], manual: false };
    const first = nextStep(intent);
    assert.equal(first?.kind, "target");
    assert.deepEqual(first?.kind === "target" && first.candidates.sort(), ["B", "b1"]);
    const second = nextStep({ ...intent, targets: ["B"] });
    assert.deepEqual(second, { kind: "x", values: [1, 2, 3] });
    const ready = nextStep({ ...intent, targets: ["B"], x: 2, manual: true });
    assert.deepEqual(ready, { kind: "ready", action: { type: "cast", player: "A", card: "h9", targets: ["B"], x: 2, manualPayment: true } });
  });

  it("modes come first, then a mana color", () => {
    const modal: Action[] = [1, 2].map((mode): Action => ({ type: "cast", player: "A", card: "h5", choices: { mode } }));
    assert.deepEqual(nextStep({ verb: "cast", card: "h5", name: "X", options: modal as Intent["options"], targets: [], manual: false }), { kind: "mode", modes: [1, 2] });
    const lotus: Action[] = ["WWW", "RRR"].map((mana): Action => ({ type: "activate", player: "A", card: "p1", ability: 1, mana }));
    assert.deepEqual(nextStep({ verb: "activate", card: "p1", name: "Black Lotus", options: lotus as Intent["options"], targets: [], manual: false }), { kind: "mana", colors: ["WWW", "RRR"] });
  });

  it("attackers and blockers from the engine's combinations", () => {
    const attacks: Action[] = [
      { type: "attack", player: "A", attackers: ["c1"] },
      { type: "attack", player: "A", attackers: ["c1", "c2"] },
    ];
    const { able, forced } = attackCandidates(attacks);
    assert.deepEqual([...able].sort(), ["c1", "c2"]);
    assert.deepEqual(forced, ["c1"], "a creature in every legal attack must attack");
    const blocks: Action[] = [
      { type: "block", player: "A", blocks: [] },
      { type: "block", player: "A", blocks: [{ blocker: "d1", attacker: "c1" }] },
      { type: "block", player: "A", blocks: [{ blocker: "d1", attacker: "c2" }] },
    ];
    assert.deepEqual([...(blockCandidates(blocks).get("d1") ?? [])].sort(), ["c1", "c2"]);
  });
});

/**
 * The table's reading of the engine's legal options (renderer/src/components/table/legal.ts):
 * what glows, what a drop may target, what a spell still needs to be chosen. Pure functions
 * over a view and the options, tested here without a browser; the options come from the real
 * engine where a position is easy to build.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { CardView, CastOption, LegalOptions, PlayerView } from "../../engine/index";
import { actionableCards, anyTargets, attackCandidates, blockCandidates, castOptions, nextStep, onlyPass } from "../../renderer/src/components/table/legal";
import type { Intent } from "../../renderer/src/store/table-ui-slice";

const card = (id: string, name: string, types: string[], controller: "A" | "B" = "A", extra: Partial<CardView> = {}): CardView => ({
  id, name, owner: controller, controller, types, subtypes: [], supertypes: [], colors: [], manaValue: 1, tapped: false, sick: false,
  damage: 0, counters: {}, keywords: [], abilities: [], implemented: true, ...extra,
});

function view(hand: CardView[], battlefield: CardView[] = []): PlayerView {
  const p = (id: "A" | "B") => ({ id, name: id, life: 20, poison: 0, manaPool: [], libraryCount: 30, handCount: id === "A" ? hand.length : 5,
    hand: id === "A" ? hand : null, graveyard: [], exile: [], landsPlayed: 0 });
  return { you: "A", turn: { number: 3, active: "A", step: "precombat_main", serial: 9 }, priority: "A", decision: null, outcome: null,
    players: { A: p("A"), B: p("B") }, battlefield, stack: [] };
}

const options = (o: Partial<LegalOptions>): LegalOptions => ({ player: "A", pass: false, play: [], cast: [], activate: [], ...o });

describe("table: reading legal options", () => {
  const bolt1 = card("h1", "Lightning Bolt", ["Instant"]);
  const bolt2 = card("h2", "Lightning Bolt", ["Instant"]);
  const mountain = card("h3", "Mountain", ["Land"]);
  const bear = card("b1", "Grizzly Bears", ["Creature"], "B");
  const land = card("l1", "Mountain", ["Land"]);
  const v = view([bolt1, bolt2, mountain], [bear, land]);
  const boltOption: CastOption = { card: "h1", name: "Lightning Bolt", manaCost: "{R}", costs: [], targets: [{ text: "any target", candidates: ["b1", "B"] }] };
  const legal = options({
    pass: true, play: ["h3"], cast: [boltOption],
    activate: [{ card: "l1", name: "Mountain", ability: 1, text: "{T}: Add {R}.", isMana: true, targets: [], costs: [] }],
  });

  it("a copy of a card the engine offered once is castable too, with the same targets", () => {
    const opts = castOptions(v, legal, bolt2);
    assert.equal(opts.length, 1);
    assert.equal(opts[0]!.card, "h2");
    assert.deepEqual([...anyTargets(opts)].sort(), ["B", "b1"]);
  });

  it("glows what can be done, but not a land that only makes mana", () => {
    assert.deepEqual([...actionableCards(v, legal)].sort(), ["h1", "h2", "h3"]);
    assert.equal(onlyPass(v, legal), false);
    assert.equal(onlyPass(v, options({ pass: true, activate: legal.activate })), true, "pass + tapping a land for mana: nothing worth stopping for");
  });

  it("a spell is put together step by step: target, then X, then ready", () => {
    const fireball: CastOption = { card: "h9", name: "Fireball", manaCost: "{X}{R}", costs: [], targets: [], variableTargets: { min: 0, candidates: ["b1", "B"] }, x: { min: 0, max: 3 } };
    const intent: Intent = { verb: "cast", card: "h9", name: "Fireball", option: fireball, targets: [], manual: false };
    const first = nextStep(intent);
    assert.equal(first?.kind, "target");
    assert.deepEqual(first?.kind === "target" && [...first.candidates].sort(), ["B", "b1"]);
    const second = nextStep({ ...intent, targets: ["B"] });
    assert.deepEqual(second, { kind: "x", values: [0, 1, 2, 3] });
    const ready = nextStep({ ...intent, targets: ["B"], x: 2, manual: true });
    assert.deepEqual(ready, { kind: "ready", action: { type: "cast", card: "h9", targets: ["B"], x: 2, manualPayment: true } });
  });

  it("modes come first, then a mana color", () => {
    const modal: CastOption = { card: "h5", name: "X", manaCost: "{U}", costs: [], targets: [], modes: [{ mode: 1, text: "one", targets: [] }, { mode: 2, text: "two", targets: [] }] };
    assert.deepEqual(nextStep({ verb: "cast", card: "h5", name: "X", option: modal, targets: [], manual: false }), { kind: "mode", modes: [{ mode: 1, text: "one" }, { mode: 2, text: "two" }] });
    const lotus = { card: "p1", name: "Black Lotus", ability: 1, text: "", isMana: true, mana: ["WWW", "RRR"], targets: [], costs: [] };
    assert.deepEqual(nextStep({ verb: "activate", card: "p1", name: "Black Lotus", option: lotus, targets: [], manual: false }), { kind: "mana", colors: ["WWW", "RRR"] });
  });

  it("a cost that needs a choice is asked after the targets", () => {
    const sac: CastOption = { card: "h7", name: "Y", manaCost: "{1}", targets: [], costs: [{ kind: "sacrifice", text: "Sacrifice a creature", count: 1, candidates: ["c1", "c2"] }] };
    const intent: Intent = { verb: "cast", card: "h7", name: "Y", option: sac, targets: [], manual: false };
    assert.deepEqual(nextStep(intent), { kind: "cost", part: 0, text: "Sacrifice a creature", count: 1, candidates: ["c1", "c2"] });
    assert.deepEqual(nextStep({ ...intent, costs: { sacrifice: ["c2"] } }), { kind: "ready", action: { type: "cast", card: "h7", costs: { sacrifice: ["c2"] } } });
  });

  it("the only Goblin is still asked for (Goblin Grenade); tapping the only candidates is not", () => {
    const grenade: CastOption = { card: "h8", name: "Goblin Grenade", manaCost: "{R}", targets: [], costs: [{ kind: "sacrifice", text: "Sacrifice a Goblin", count: 1, candidates: ["g1"] }] };
    const intent: Intent = { verb: "cast", card: "h8", name: "Goblin Grenade", option: grenade, targets: [], manual: false };
    assert.deepEqual(nextStep(intent), { kind: "cost", part: 0, text: "Sacrifice a Goblin", count: 1, candidates: ["g1"] });
    assert.deepEqual(nextStep({ ...intent, costs: { sacrifice: ["g1"] } }), { kind: "ready", action: { type: "cast", card: "h8", costs: { sacrifice: ["g1"] } } });
    const discard: CastOption = { ...grenade, costs: [{ kind: "discard", text: "Discard a card", count: 1, candidates: ["h2"] }] };
    assert.equal(nextStep({ ...intent, option: discard })?.kind, "cost");
    const tap: CastOption = { ...grenade, costs: [{ kind: "tap", text: "Tap an untapped creature you control", count: 1, candidates: ["c1"] }] };
    assert.deepEqual(nextStep({ ...intent, option: tap }), { kind: "ready", action: { type: "cast", card: "h8" } });
  });

  it("\"sacrifice any number of\" is chosen until confirmed, none and all included, and always sent (Sword of the Ages)", () => {
    const sword = { card: "s1", name: "Sword of the Ages", ability: 1, text: "", isMana: false, targets: [{ text: "any target", candidates: ["B"] }],
      costs: [{ kind: "sacrifice" as const, text: "Sacrifice any number of creatures you control", count: 2, min: 0, candidates: ["c1", "c2"] }] };
    const intent: Intent = { verb: "activate", card: "s1", name: "Sword of the Ages", option: sword, targets: ["B"], manual: false };
    assert.deepEqual(nextStep(intent), { kind: "cost", part: 0, text: "Sacrifice any number of creatures you control", count: 2, min: 0, candidates: ["c1", "c2"] });
    // Both picked: still open until the player says so (they may take one back).
    assert.equal(nextStep({ ...intent, costs: { sacrifice: ["c1", "c2"] } })?.kind, "cost");
    assert.deepEqual(nextStep({ ...intent, costs: { sacrifice: [] }, costsDone: ["sacrifice"] }),
      { kind: "ready", action: { type: "activate", card: "s1", ability: 1, targets: ["B"], costs: { sacrifice: [] } } });
    assert.deepEqual(nextStep({ ...intent, costs: { sacrifice: ["c2"] }, costsDone: ["sacrifice"] }),
      { kind: "ready", action: { type: "activate", card: "s1", ability: 1, targets: ["B"], costs: { sacrifice: ["c2"] } } });
  });

  it("attackers and blockers from the engine's options", () => {
    const { able, forced } = attackCandidates(options({ attack: { creatures: [{ id: "c1", required: true }, { id: "c2", required: false }] } }));
    assert.deepEqual([...able].sort(), ["c1", "c2"]);
    assert.deepEqual(forced, ["c1"]);
    const blocks = options({ block: { blockers: [{ id: "d1", attackers: ["c1", "c2"], max: 1 }] } });
    assert.deepEqual([...(blockCandidates(blocks).get("d1") ?? [])].sort(), ["c1", "c2"]);
  });
});

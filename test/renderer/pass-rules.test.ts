/**
 * When the table passes for the player (renderer/src/components/table/pass-rules.ts): stops halt
 * F4 and auto-pass, a main phase with a play halts auto-pass, F6 declines the attack, the
 * opponent's new spell ends F4 and gets a countdown. Pure functions over a view and options.
 */
import assert from "node:assert/strict";
import { describe, it } from "node:test";
import type { LegalOptions, PlayerView, Step } from "../../engine/index";
import { autoPassWaits, castOrActivated, decidePass, isTrigger, mainWithPlay, smartStopHere, stopsHere, type PassInput } from "../../renderer/src/components/table/pass-rules";

function view(step: Step, o: { active?: "A" | "B"; serial?: number; stack?: PlayerView["stack"]; decision?: PlayerView["decision"]; turn?: number } = {}): PlayerView {
  const p = (id: "A" | "B") => ({ id, name: id, life: 20, poison: 0, manaPool: [], libraryCount: 30, handCount: 1, hand: id === "A" ? [] : null, graveyard: [], exile: [], landsPlayed: 0 });
  return {
    you: "A", turn: { number: o.turn ?? 3, active: o.active ?? "A", step, serial: o.serial ?? 10 }, priority: "A", decision: o.decision ?? null, outcome: null,
    players: { A: p("A"), B: p("B") }, battlefield: [], stack: o.stack ?? [],
  } as PlayerView;
}
const options = (o: Partial<LegalOptions> = {}): LegalOptions => ({ player: "A", pass: true, play: [], cast: [], activate: [], ...o });
const withLand = options({ play: ["h1"] });
const input = (v: PlayerView, legal: LegalOptions, o: Partial<PassInput> = {}): PassInput => ({
  view: v, legal, stops: ["me:precombat_main"], autoPass: true, passMode: null, haltedInStep: false, newOpp: false, heldTop: false, ...o,
});
const spell = (controller: "A" | "B") => [{ id: "s1", name: "Counterspell", controller, targets: [] }] as unknown as PlayerView["stack"];

describe("table: when passing passes", () => {
  it("auto-pass passes only when passing is all the player could do", () => {
    assert.equal(decidePass(input(view("upkeep"), options())).act, "pass");
    assert.equal(decidePass(input(view("postcombat_main"), withLand)).act, "wait");
    assert.equal(decidePass(input(view("upkeep"), options(), { autoPass: false })).act, "wait");
  });

  it("a decision made for a controlled player (Word of Command, CR 723.5) waits for its controller, and isn't the controlled player's", () => {
    const forB = { kind: "choose", player: "B", by: "A", choiceType: "play", card: "b1", prompt: "Cast Lightning Bolt for B" } as PlayerView["decision"];
    // The controller's decision ends F6's passing (it must be answered by the player), as any decision does.
    const asked = decidePass(input(view("precombat_main", { decision: forB }), options({ pass: false }), { passMode: { kind: "stop", serial: 10 } }));
    assert.deepEqual([asked.act, asked.endMode], ["wait", true], "the controller (A) is asked");
    const forA = { kind: "choose", player: "A", by: "B", choiceType: "play", card: "a1", prompt: "Cast Lightning Bolt for A" } as PlayerView["decision"];
    const mine = decidePass(input(view("precombat_main", { decision: forA }), options({ pass: false }), { passMode: { kind: "stop", serial: 10 } }));
    assert.deepEqual([mine.act, mine.endMode], ["wait", false], "the controlled player (A) has nothing to answer");
  });

  it("a stop halts auto-pass even with nothing to do, once per step", () => {
    const d = decidePass(input(view("precombat_main"), options()));
    assert.deepEqual([d.act, d.stop], ["wait", true]);
    assert.equal(decidePass(input(view("precombat_main"), options(), { haltedInStep: true })).act, "pass");
    assert.equal(stopsHere(view("precombat_main", { stack: spell("B") }), ["me:precombat_main"]), false);
    assert.equal(stopsHere(view("precombat_main", { active: "B" }), ["me:precombat_main"]), false);
  });

  it("F4 halts at a stop in a later step, even with nothing to do there, and ends there", () => {
    const passMode = { kind: "stop" as const, serial: 4 };
    const d = decidePass(input(view("precombat_main"), options(), { passMode }));
    assert.deepEqual([d.act, d.endMode, d.stop], ["wait", true, true]);
    // It passes the step it was pressed in, and steps without a stop even with plays (it was asked to).
    assert.equal(decidePass(input(view("precombat_main", { serial: 4 }), withLand, { passMode })).act, "pass");
    assert.equal(decidePass(input(view("postcombat_main"), withLand, { passMode })).act, "pass");
  });

  it("the opponent's new spell ends F4: a countdown when passing is all one could do, else a halt", () => {
    const passMode = { kind: "stop" as const, serial: 4 };
    const v = view("end", { active: "B", stack: spell("B") });
    const d = decidePass(input(v, options(), { passMode, newOpp: true }));
    assert.deepEqual([d.act, d.endMode, d.what], ["countdown", true, "Counterspell"]);
    assert.equal(decidePass(input(v, options({ cast: [{ card: "h2", name: "Lightning Bolt", manaCost: "{R}", costs: [], targets: [] }] }), { passMode, newOpp: true })).act, "wait");
    assert.equal(decidePass(input(v, options(), { heldTop: true })).act, "wait");
  });

  it("F6 passes to the player's next turn and declines their attack; decisions halt F4", () => {
    const passMode = { kind: "turn" as const, turn: 3 };
    assert.equal(decidePass(input(view("postcombat_main"), withLand, { passMode })).act, "pass");
    const attack = view("declare_attackers", { decision: { player: "A", kind: "declare_attackers" } as PlayerView["decision"] });
    assert.equal(decidePass(input(attack, options({ attack: { creatures: [] } } as Partial<LegalOptions>), { passMode })).act, "no-attack");
    const next = decidePass(input(view("upkeep", { turn: 5 }), options(), { passMode }));
    assert.deepEqual([next.act, next.endMode], ["pass", true]);
    const blocks = decidePass(input(view("declare_blockers", { decision: { player: "A", kind: "declare_blockers" } as PlayerView["decision"] }), options({ pass: false }), { passMode: { kind: "stop", serial: 1 } }));
    assert.deepEqual([blocks.act, blocks.endMode], ["wait", true]);
  });

  it("F6 stops passing when a subgame begins or ends (CR 729: its turns are numbered afresh)", () => {
    const sub = (v: PlayerView, depth: number) => ({ ...v, subgame: { depth, source: "Shahrazad", main: { turn: { number: 7, active: "B", step: "precombat_main" }, players: {} } } }) as unknown as PlayerView;
    // Set at main-game turn 7; the subgame's turn 1 is not "a later turn": the mode ends there.
    const fromMain = decidePass(input(sub(view("upkeep", { turn: 1, active: "B" }), 1), withLand, { passMode: { kind: "turn", turn: 7 } }));
    assert.equal(fromMain.endMode, true);
    // Set inside the subgame, it runs there as usual, and ends as the main game resumes.
    assert.deepEqual(decidePass(input(sub(view("upkeep", { turn: 1, active: "B" }), 1), options(), { passMode: { kind: "turn", turn: 1, depth: 1 } })), { act: "pass", endMode: false, stop: false });
    assert.equal(decidePass(input(view("upkeep", { turn: 7, active: "B" }), options(), { passMode: { kind: "turn", turn: 1, depth: 1 } })).endMode, true);
  });

  it("a main phase of the player's with a play is protected", () => {
    assert.equal(mainWithPlay(view("postcombat_main"), withLand), true);
    assert.equal(mainWithPlay(view("postcombat_main"), options()), false);
    assert.equal(mainWithPlay(view("postcombat_main", { active: "B" }), withLand), false);
  });
});

describe("table: smart stops (issue 21)", () => {
  const bolt = options({ cast: [{ card: "h2", name: "Lightning Bolt", manaCost: "{R}", costs: [], targets: [] }] });
  const mine = (o: Partial<PlayerView["stack"][number]> = {}) => [{ id: "s2", kind: "spell", name: "Giant Growth", controller: "A", source: "s2", targets: [], ...o }] as PlayerView["stack"];
  const attacking = (v: PlayerView) => ({ ...v, battlefield: [{ id: "c1", attacking: true }] }) as unknown as PlayerView;

  it("holding an instant does not stop every step: upkeep, draw, the opponent's main phase pass", () => {
    for (const [step, active] of [["upkeep", "A"], ["draw", "A"], ["beginning_of_combat", "A"], ["end", "A"], ["upkeep", "B"], ["precombat_main", "B"], ["declare_attackers", "B"]] as const) {
      assert.equal(decidePass(input(view(step, { active }), bolt, { stops: [] })).act, "pass", `${active} ${step}`);
    }
  });

  it("stops: the opponent's end step and a declare-blockers step with attackers, once a step, when the player can act", () => {
    const end = decidePass(input(view("end", { active: "B" }), bolt, { stops: [] }));
    assert.deepEqual([end.act, end.stop], ["wait", true]);
    assert.equal(decidePass(input(view("end", { active: "B" }), bolt, { stops: [], haltedInStep: true })).act, "pass");
    assert.equal(decidePass(input(view("end", { active: "B" }), options(), { stops: [] })).act, "pass", "nothing to cast: no stop");
    for (const active of ["A", "B"] as const) {
      assert.equal(decidePass(input(attacking(view("declare_blockers", { active })), bolt, { stops: [] })).act, "wait", `${active}'s blockers`);
      assert.equal(smartStopHere(attacking(view("declare_blockers", { active })), options()), false);
    }
    assert.equal(decidePass(input(view("declare_blockers"), bolt, { stops: [] })).act, "pass", "no attackers");
  });

  it("the opponent's spell stops a player who can respond, new or not, under auto-pass and F4", () => {
    const v = view("precombat_main", { active: "B", stack: spell("B") });
    assert.equal(decidePass(input(v, bolt)).act, "wait");
    assert.equal(decidePass(input(v, bolt, { passMode: { kind: "stop", serial: 1 }, newOpp: true })).act, "wait");
    assert.equal(decidePass(input(v, bolt, { passMode: { kind: "turn", turn: 3 }, newOpp: true })).act, "pass", "F6 passes everything");
  });

  it("the player's own spell on top passes, unless they asked to respond to it; own triggers do not", () => {
    const v = view("precombat_main", { stack: mine() });
    assert.equal(decidePass(input(v, bolt)).act, "pass");
    assert.equal(decidePass(input(v, options())).act, "pass");
    assert.equal(decidePass(input(v, bolt, { respondToOwn: true })).act, "wait");
    const trigger = view("upkeep", { stack: mine({ kind: "ability", triggered: true, text: "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you." }) });
    assert.equal(isTrigger(trigger.stack[0]!), true);
    assert.equal(decidePass(input(trigger, bolt)).act, "wait");
    const activated = view("upkeep", { stack: mine({ kind: "ability", text: "{T}: Prodigal Sorcerer deals 1 damage to any target." }) });
    assert.equal(castOrActivated(activated.stack[0]!), true);
    assert.equal(decidePass(input(activated, bolt)).act, "pass");
  });

  it("the main phases with a play and set stops still halt; stops in the opponent's turn too", () => {
    assert.equal(decidePass(input(view("postcombat_main"), bolt)).act, "wait");
    const d = decidePass(input(view("upkeep", { active: "B" }), options(), { stops: ["opp:upkeep"] }));
    assert.deepEqual([d.act, d.stop], ["wait", true]);
    assert.equal(autoPassWaits(view("upkeep", { active: "B" }), bolt, false), false);
  });
});

/**
 * Combo play (app/host/ai/combo.ts): the heuristic counts the mana a turn can make (lands,
 * artifacts, Black Lotus, Channel's life, the Power Artifact + Basalt Monolith engine) and goes
 * off with Fireball only when it kills; one mana short, it keeps the pieces. The pieces are read
 * from hints (`lifeForMana`, `manaOnce`, `untapsSelf`, `cheapens`, `shields`, `counters`).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { apply, cardHints, knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { isComboDeck, isFinisher } from "../../app/host/ai/combo";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";

const LIB = Array.from({ length: 8 }, () => "Plains");
/** The computer's own deck list: a combo deck (its knowledge, not its library). */
const COMBO = ["Fireball", "Channel", "Power Artifact", "Basalt Monolith", "Lightning Bolt", ...LIB];
type Entry = { card: string; id?: string; tapped?: boolean; attachedTo?: string };
type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number };

function position(a: Side, b: Side): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "combo position",
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  } as never)).state;
}

function decide(state: GameState, p: "A" | "B", opponentDeck = LIB): Action {
  const legal = legalActionList(state, p);
  const a = heuristicDecide({ view: viewFor(state, p), known: knownState(state, p), legal, knowledge: { deck: COMBO, opponentDeck }, memory: newMemory(), rand: seededRandom(1) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), `the heuristic picks an offered action: ${JSON.stringify(a)}`);
  return a;
}

/** Plays A's turn with the heuristic for both players until the turn ends or the game does; A's actions by card name. */
function playTurn(start: GameState, opponentDeck = LIB): { state: GameState; steps: string[] } {
  let s = start;
  const steps: string[] = [];
  for (let i = 0; i < 400 && !s.outcome && s.turn.number === start.turn.number; i++) {
    const p = legalActionList(s, "A").length ? "A" : "B";
    const act = decide(s, p, opponentDeck);
    if (p === "A" && act.type === "attack") steps.push(`attack ${act.attackers.map((id) => s.objects[id]!.name).join(",")}`);
    else if (p === "A" && act.type !== "pass") steps.push(`${act.type} ${s.objects[(act as { card?: string }).card ?? ""]?.name ?? ""}${act.type === "cast" && act.x !== undefined ? ` X=${act.x}` : ""}`);
    const r = apply(s, act);
    assert.ok(r.ok, `a legal action: ${JSON.stringify(act)}`);
    s = r.state;
  }
  return { state: s, steps };
}

const n = (card: string, k: number): Entry[] => Array.from({ length: k }, () => ({ card }));

test("the pieces come from hints: Fireball and Disintegrate finish, Lotus makes mana once, Monolith untaps, Power Artifact cheapens, Counterspell counters, a Circle shields", () => {
  assert.ok(isFinisher("Fireball") && isFinisher("Disintegrate"));
  assert.ok(!isFinisher("Drain Life"), "its X is paid with black mana only");
  assert.ok(!isFinisher("Lightning Bolt"));
  assert.equal(cardHints("Black Lotus")?.abilities?.[0]?.manaOnce, 3);
  assert.equal(cardHints("Basalt Monolith")?.abilities?.[1]?.untapsSelf, true);
  assert.deepEqual(cardHints("Power Artifact")?.cheapens, { less: 2, minOne: true });
  assert.equal(cardHints("Dark Ritual")?.ritualMana, 3);
  assert.equal(cardHints("Counterspell")?.counters, true);
  assert.deepEqual(cardHints("Circle of Protection: Red")?.abilities?.[0]?.shields, ["R"]);
  assert.ok(isComboDeck(["Fireball", "Channel", "Mountain"]));
  assert.ok(isComboDeck(["Disintegrate", "Power Artifact", "Basalt Monolith"]));
  assert.ok(!isComboDeck(["Fireball", "Mountain", "Grizzly Bears"]));
});

test("Channel + Fireball with enough life: Channel first, the life paid only as far as needed, then Fireball at the opponent wins", () => {
  // 3 lands: Channel takes the two Forests, the Mountain pays Fireball's {R}; 19 life makes X up to 19.
  const s = position({ battlefield: [...n("Forest", 2), { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 15 });
  const { state, steps } = playTurn(s);
  assert.equal(state.outcome?.winner, "A", `the Channelled Fireball wins: ${steps.join("; ")}`);
  assert.equal(steps[0], "cast Channel", "Channel before anything else");
  assert.equal(steps.at(-1), "cast Fireball X=15", "Fireball last, for the opponent's life");
  assert.equal(steps.filter((x) => x.startsWith("activate Channel")).length, 15, "15 life paid, no more");
  assert.equal(state.players.A.life, 5);
});

test("one mana short: no Channel, no Fireball; the pieces stay in hand", () => {
  // 19 life + 1 Mountain = 20 mana: Fireball's X 19 against 20 life.
  const s = position({ battlefield: [...n("Forest", 2), { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 20 });
  const { state, steps } = playTurn(s);
  assert.ok(!state.outcome, "nobody won");
  assert.deepEqual(steps.filter((x) => /Channel|Fireball/.test(x)), [], `the pieces are kept: ${steps.join("; ")}`);
  assert.equal(state.players.A.life, 20);
  assert.deepEqual(state.players.A.hand.map((id) => state.objects[id]!.name).sort(), ["Channel", "Fireball"]);
});

test("Fireball is not spent on the opponent's face for less than a kill", () => {
  const s = position({ battlefield: [...n("Mountain", 6)], hand: [{ card: "Fireball" }], life: 20 }, { life: 20 });
  const a = decide(s, "A");
  assert.ok(!(a.type === "cast" && s.objects[a.card]?.name === "Fireball"), `kept: ${JSON.stringify(a)}`);
});

test("Power Artifact + Basalt Monolith: the engine runs until Fireball's X kills from 40 life", () => {
  const s = position({
    battlefield: [{ card: "Mountain" }, { card: "Island" }, { card: "Island" }, { card: "Basalt Monolith", id: "mono" }],
    hand: [{ card: "Power Artifact" }, { card: "Fireball" }],
  }, { life: 40 });
  const { state, steps } = playTurn(s);
  assert.equal(state.outcome?.winner, "A", `the engine's Fireball wins: ${steps.join("; ")}`);
  assert.equal(steps[0], "cast Power Artifact", "the reducer onto the Monolith first");
  const fb = steps.at(-1)!;
  assert.match(fb, /^cast Fireball X=(\d+)$/);
  assert.ok(Number(fb.split("=")[1]) >= 40, fb);
});

test("Black Lotus pays for the kill: broken for red when the lands lack it", () => {
  const s = position({ battlefield: [...n("Forest", 3), { card: "Black Lotus" }], hand: [{ card: "Fireball" }] }, { life: 4 });
  const { state, steps } = playTurn(s);
  assert.equal(state.outcome?.winner, "A", steps.join("; "));
  assert.ok(steps.includes("activate Black Lotus"), steps.join("; "));
});

test("a Black Lotus in hand counts: cast, broken for Channel's green, and the Channelled Fireball kills a turn sooner", () => {
  // One Forest and a Mountain: Channel's {G}{G} needs the Lotus's mana; 18 life into mana, X = 18.
  const s = position({ battlefield: [{ card: "Forest" }, { card: "Mountain" }], hand: [{ card: "Black Lotus" }, { card: "Channel" }, { card: "Fireball" }], life: 19 }, { life: 18 });
  const { state, steps } = playTurn(s);
  assert.equal(state.outcome?.winner, "A", `the kill with the Lotus from hand: ${steps.join("; ")}`);
  assert.equal(steps[0], "cast Black Lotus", "the Lotus comes down first");
  // Without the Lotus in hand there is no kill: the pieces are kept.
  const short = position({ battlefield: [{ card: "Forest" }, { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 19 }, { life: 18 });
  assert.deepEqual(playTurn(short).steps.filter((x) => x.startsWith("cast")), []);
});

test("not into a Circle of Protection: Red the opponent can pay for, nor into open blue mana of a deck with Counterspell", () => {
  const cop = position({ battlefield: [...n("Forest", 2), { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 10, battlefield: [{ card: "Circle of Protection: Red" }, { card: "Plains" }] });
  assert.deepEqual(playTurn(cop).steps.filter((x) => /Channel|Fireball/.test(x)), [], "the Circle would prevent it");
  const blue = position({ battlefield: [...n("Forest", 2), { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 10, battlefield: n("Island", 2), hand: [{ card: "Plains" }] });
  assert.deepEqual(playTurn(blue, [...LIB, "Counterspell"]).steps.filter((x) => /Channel|Fireball/.test(x)), [], "Counterspell may be up");
  const tapped = position({ battlefield: [...n("Forest", 2), { card: "Mountain" }], hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 10, battlefield: [{ card: "Island", tapped: true }, { card: "Island", tapped: true }], hand: [{ card: "Plains" }] });
  assert.equal(playTurn(tapped, [...LIB, "Counterspell"]).state.outcome?.winner, "A", "tapped out: go");
});

test("Lightning Bolt counts toward the kill: Bolt at the opponent first, then Fireball for the rest", () => {
  // 5 Mountains: Bolt (1) + Fireball X=3 (4) = 6 damage.
  const s = position({ battlefield: n("Mountain", 5), hand: [{ card: "Fireball" }, { card: "Lightning Bolt" }] }, { life: 6 });
  const { state, steps } = playTurn(s);
  assert.equal(state.outcome?.winner, "A", steps.join("; "));
  assert.deepEqual(steps.filter((x) => x.startsWith("cast")), ["cast Lightning Bolt", "cast Fireball X=3"]);
});

test("Ball Lightning (fleeting) attacks into a blocker: it is gone at the end of the turn anyway", () => {
  const s = position({ battlefield: [...n("Mountain", 3), { card: "Ball Lightning" }] }, { battlefield: [{ card: "Grizzly Bears" }] });
  const { steps } = playTurn(s);
  assert.ok(steps.includes("attack Ball Lightning"), steps.join("; "));
  assert.equal(cardHints("Ball Lightning")?.fleeting, true);
  assert.equal(cardHints("Grizzly Bears")?.fleeting, undefined);
});

test("Time Walk (extraTurn) is cast in its caster's main phase", () => {
  const s = position({ battlefield: [{ card: "Island" }, { card: "Mountain" }], hand: [{ card: "Time Walk" }] }, {});
  const a = decide(s, "A");
  assert.ok(a.type === "cast" && s.objects[a.card]?.name === "Time Walk", JSON.stringify(a));
});

test("Demonic Tutor in a combo deck fetches the missing piece: Fireball without one, Channel with one", () => {
  const deck = ["Fireball", "Channel", "Demonic Tutor", ...n("Mountain", 10).map((e) => e.card)];
  const fetch = (hand: Entry[]): string => {
    let s = playScenario(validateScenario({
      format: "moxen-scenario/1", name: "tutor",
      turn: { number: 5, active: "A", step: "precombat_main" },
      players: { A: { battlefield: n("Swamp", 2), hand: [{ card: "Demonic Tutor" }, ...hand], library: ["Plains", "Channel", "Fireball", "Black Lotus", "Plains"] }, B: { library: LIB } },
    } as never)).state;
    const know = { deck, opponentDeck: LIB };
    const tutor = s.players.A.hand.find((id) => s.objects[id]!.name === "Demonic Tutor")!;
    const cast = apply(s, { type: "cast", player: "A", card: tutor });
    assert.ok(cast.ok);
    s = cast.state;
    for (let i = 0; i < 10; i++) {
      const p = legalActionList(s, "A").length ? "A" : "B";
      const legal = legalActionList(s, p);
      if (p === "A" && s.decision?.kind !== "choose") { const r = apply(s, { type: "pass", player: "A" }); assert.ok(r.ok); s = r.state; continue; }
      const act = heuristicDecide({ view: viewFor(s, p), known: knownState(s, p), legal, knowledge: know, memory: newMemory(), rand: seededRandom(1) });
      if (p === "A" && act.type === "choose" && act.cards?.length === 1) return s.objects[act.cards[0]!]!.name;
      const r = apply(s, act);
      assert.ok(r.ok);
      s = r.state;
    }
    assert.fail("no search asked");
  };
  assert.equal(fetch([]), "Fireball");
  assert.equal(fetch([{ card: "Fireball" }]), "Channel");
});

test("a combo deck keeps an opening hand with mana and a plan, and sends back one without a plan", async () => {
  const { comboPlanInHand, comboSources } = await import("../../app/host/ai/combo");
  const view = (names: string[]) => names.map((name, i) => ({ id: `h${i}`, name, types: name.includes("Mountain") || name === "Taiga" ? ["Land"] : ["Artifact"], manaValue: 0 } as never));
  const fast = view(["Mountain", "Mox Ruby", "Sol Ring", "Fireball"]);
  assert.equal(comboSources(fast), 3, "a land, a Mox and a Sol Ring");
  assert.ok(comboPlanInHand(fast));
  assert.ok(!comboPlanInHand(view(["Mountain", "Taiga", "Mox Ruby", "Giant Growth", "Giant Growth"])), "mana and nothing to do with it");
  assert.ok(comboPlanInHand(view(["Mountain", "Basalt Monolith"])), "half of the engine");
});

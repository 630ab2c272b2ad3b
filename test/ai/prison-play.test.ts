/**
 * The prison deck's plan (app/host/ai/prison.ts): Stasis is cast when the payments ahead (a blue
 * land in hand for the next upkeep) will keep it over the opponent's tapped attackers; under its
 * own Stasis the computer plays the land of its upkeep's color first; Howling Mine is cast when
 * the extra cards hurt the opponent more (beside its Black Vise), not otherwise. No card is
 * named in the AI: Stasis's `keepCost` and `lock`, Howling Mine's `favours: "cards"`, Black
 * Vise's `handTax` are the cards' hints.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { knownState, legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";
import { heuristicDecide } from "../../app/host/ai/heuristic";
import { enterTappedWorth, extraCardWorth } from "../../app/host/ai/prison";
import { newMemory } from "../../app/host/ai/types";
import { seededRandom } from "../../app/host/play/random-game";
import { resolveDeck } from "../../app/host/play/decks";

const LIB = Array.from({ length: 8 }, () => "Island");
const STASIS = resolveDeck("resources/decks/era/stasis.txt").cards;
const ZOO = resolveDeck("resources/decks/era/zoo.txt").cards;
type Entry = string | { card: string; tapped?: boolean };
type Side = { battlefield?: Entry[]; hand?: string[]; life?: number; landsPlayed?: number };
const tapped = (card: string) => ({ card, tapped: true });

/** A's precombat main phase of turn 6. */
function position(a: Side, b: Side): GameState {
  return playScenario(validateScenario({
    format: "moxen-scenario/1", name: "prison position", turn: { number: 6, active: "A", step: "precombat_main" },
    players: { A: { ...a, library: LIB }, B: { ...b, library: LIB } },
  })).state;
}

function decide(s: GameState): Action {
  const legal = legalActionList(s, "A");
  const a = heuristicDecide({ view: viewFor(s, "A"), known: knownState(s, "A"), legal, knowledge: { deck: STASIS, opponentDeck: ZOO }, memory: newMemory(), rand: seededRandom(3) });
  assert.ok(legal.some((x) => JSON.stringify(x) === JSON.stringify(a)), "an offered action");
  return a;
}

const name = (s: GameState, a: Action) => (a.type === "cast" || a.type === "activate" || a.type === "play" ? s.objects[a.card]?.name : undefined);

test("Stasis is cast with the last two lands over the opponent's tapped attackers when a blue land in hand pays the next upkeep", () => {
  const zoo = { battlefield: [tapped("Kird Ape"), tapped("Savannah Lions"), tapped("Taiga"), tapped("Plateau")], hand: ["Lightning Bolt", "Kird Ape"] };
  const s = position({ battlefield: ["Island", "Island"], hand: ["Stasis", "Island"], landsPlayed: 1, life: 14 }, zoo);
  assert.equal(name(s, decide(s)), "Stasis");
  // Without a payment ahead (a Plains in hand), the lock holds one turn of theirs and one of its
  // own: not worth the card at this life.
  const none = position({ battlefield: ["Island", "Island"], hand: ["Stasis", "Plains"], landsPlayed: 1, life: 20 }, { ...zoo, battlefield: [tapped("Kird Ape"), tapped("Taiga"), tapped("Plateau")] });
  assert.notEqual(name(none, decide(none)), "Stasis");
});

test("under its own Stasis the computer plays the land of the upkeep's color first", () => {
  const s = position({ battlefield: ["Stasis", tapped("Island"), tapped("Plains")], hand: ["Plains", "Island", "Mishra's Factory"] }, { battlefield: [tapped("Taiga"), tapped("Kird Ape")], hand: ["Lightning Bolt"] });
  const a = decide(s);
  assert.equal(a.type, "play");
  assert.equal(name(s, a), "Island");
});

test("Howling Mine is cast beside its controller's Black Vise at the opponent's full hand, not without the Vise", () => {
  const zoo = { battlefield: ["Taiga", "Plateau", "Kird Ape"], hand: ["Lightning Bolt", "Kird Ape", "Forest", "Giant Growth"] };
  const vise = position({ battlefield: ["Island", "Island", "Plains", "Black Vise"], hand: ["Howling Mine"] }, zoo);
  assert.equal(name(vise, decide(vise)), "Howling Mine");
  const plain = position({ battlefield: ["Island", "Island", "Plains"], hand: ["Howling Mine"] }, zoo);
  assert.notEqual(name(plain, decide(plain)), "Howling Mine");
});

test("an extra card each turn favours the player whose opponent an untap lock holds tapped", () => {
  const s = position({ battlefield: ["Stasis", "Island", "Island", "Plains"] }, { battlefield: [tapped("Taiga"), tapped("Plateau"), tapped("Kird Ape")], hand: ["Lightning Bolt"] });
  const v = viewFor(s, "A");
  assert.ok(extraCardWorth(v, "A") > 0.5, `A: ${extraCardWorth(v, "A")}`);
  assert.ok(extraCardWorth(v, "B") < -0.5, `B: ${extraCardWorth(v, "B")}`);
  // Even, with no lock and no hand tax.
  const even = position({ battlefield: ["Island", "Island"] }, { battlefield: ["Taiga", "Plateau"] });
  assert.equal(extraCardWorth(viewFor(even, "A"), "A"), 0);
});

test("Kismet waits for the untap lock: not cast on its own against Zoo's board, cast with Stasis in hand to come", () => {
  // Worth by what it does (prison.ts `enterTappedWorth`), no longer by its four mana: alone it
  // costs the opponent the mana of a land drop; beside Stasis everything they play stays tapped.
  const zoo = { battlefield: ["Taiga", "Plateau", "Kird Ape"], hand: ["Lightning Bolt", "Savannah Lions"] };
  const alone = position({ battlefield: ["Island", "Island", "Plains", "Plains"], hand: ["Kismet", "Counterspell"], landsPlayed: 1 }, zoo);
  assert.notEqual(name(alone, decide(alone)), "Kismet");
  const withLock = position({ battlefield: ["Island", "Island", "Plains", "Plains"], hand: ["Kismet", "Stasis"], landsPlayed: 1 }, zoo);
  assert.equal(name(withLock, decide(withLock)), "Kismet");
});

test("an enter-tapped lock is worth more beside an untap lock (out or in hand) than alone", () => {
  const zoo = { battlefield: ["Taiga", "Plateau"] };
  const alone = position({ battlefield: ["Island", "Kismet"], hand: ["Counterspell"] }, zoo);
  const inHand = position({ battlefield: ["Island", "Kismet"], hand: ["Stasis"] }, zoo);
  const out = position({ battlefield: ["Island", "Kismet", "Stasis"] }, zoo);
  const a = enterTappedWorth(viewFor(alone, "A"), "A");
  assert.ok(a < 1.2, `alone: ${a}, below a card in hand`);
  assert.ok(enterTappedWorth(viewFor(inHand, "A"), "A") > a + 1);
  assert.ok(enterTappedWorth(viewFor(out, "A"), "A") > a + 1);
});

/**
 * The computer plays the dexterity cards (Chaos Orb, Falling Star; `dexterity` hint): it judges the
 * action by both results of the flip (weighted 3 to 1), and aims at the opponent's best nontoken
 * permanent (Falling Star: the creature it kills), never at its own.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { heuristicPick, hintPosition, type Entry } from "./hint-position";
import { apply, legalActionList, type Action, type GameState } from "../../engine/index";

const LIB = Array.from({ length: 8 }, () => "Plains");
type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number };

function position(a: Side, b: Side): GameState {
  return hintPosition(a, b, { library: LIB, name: "dexterity position" });
}

const decide = (state: GameState, p: "A" | "B"): Action => heuristicPick(state, p, LIB);

/** A plays until it is asked where to aim; its answer. */
function aimOf(state: GameState, first: (a: Action) => boolean): string {
  let s = state;
  const a = decide(s, "A");
  assert.ok(first(a), `the computer uses the card: ${JSON.stringify(a)}`);
  for (let i = 0; i < 12; i++) {
    const d = s.decision;
    if (d?.kind === "choose" && d.choice.type === "cards" && d.choice.aim) {
      const answer = decide(s, "A");
      assert.equal(answer.type, "choose");
      return (answer as { cards: string[] }).cards[0]!;
    }
    const who = legalActionList(s, "A").length ? "A" : "B";
    const next = i === 0 ? a : who === "A" ? decide(s, "A") : { type: "pass" as const, player: "B" as const };
    const r = apply(s, next);
    assert.ok(r.ok, JSON.stringify(next));
    s = r.state;
  }
  assert.fail("never asked to aim");
}

test("Chaos Orb: the computer flips it at the opponent's best nontoken permanent", () => {
  const s = position(
    { battlefield: [{ card: "Chaos Orb", id: "orb" }, { card: "Mountain" }, { card: "Grizzly Bears" }] },
    { battlefield: [{ card: "Forest" }, { card: "Llanowar Elves" }, { card: "Serra Angel", id: "angel" }, { card: "Forest" }] },
  );
  const aimed = aimOf(s, (a) => a.type === "activate" && s.objects[a.card]?.name === "Chaos Orb");
  assert.equal(s.objects[aimed]?.name, "Serra Angel");
});

test("Chaos Orb: not flipped when the opponent has only a token (its loss outweighs nothing)", () => {
  const s = position(
    { battlefield: [{ card: "Chaos Orb" }, { card: "Mountain" }] },
    { battlefield: [{ card: "Goblin Token", token: true }] },
  );
  const a = decide(s, "A");
  assert.ok(!(a.type === "activate" && s.objects[a.card]?.name === "Chaos Orb"), JSON.stringify(a));
});

test("Falling Star: cast at the opponent's creature it kills", () => {
  const s = position(
    { battlefield: [{ card: "Mountain" }, { card: "Mountain" }, { card: "Mountain" }], hand: [{ card: "Falling Star" }] },
    { battlefield: [{ card: "Forest" }, { card: "Craw Wurm" }, { card: "Hill Giant", id: "giant" }, { card: "Forest" }] },
  );
  const aimed = aimOf(s, (a) => a.type === "cast" && s.objects[a.card]?.name === "Falling Star");
  assert.equal(s.objects[aimed]?.name, "Hill Giant");
});

/**
 * Combo play when the race is lost (app/host/ai/combo.ts `raceLost`): a combo deck keeps its
 * finisher for the kill, but when the opponent's creatures kill it within three attacks, sooner
 * than its own creatures kill them, and the combo is not at hand, the finisher is removal for the
 * creature that is the clock — not a 1/1, and not a big non-lethal shot at the face. A lethal
 * shot is always taken. Positions from the gauntlet's Channel-Fireball–Zoo games (seed 11), where
 * the computer held Fireball while Erhnam Djinn beat it down, then spent it for 10 at the face.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { comboDecide as decide, comboPosition as position, fireballAt, n } from "./combo-position";

const ZOO = [{ card: "Erhnam Djinn", id: "djinn" }, { card: "Savannah Lions" }];

test("the race lost to Erhnam Djinn and Savannah Lions (14 life, 6 power a turn, no clock back): Fireball kills the Djinn", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 14 }, { battlefield: ZOO, life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Erhnam Djinn"], `Fireball at the Djinn: ${JSON.stringify(a)}`);
});

test("with more mana than the Djinn needs, the Fireball still goes at the Djinn, not for 10 at the face", () => {
  const s = position({ battlefield: n("Mountain", 11), hand: [{ card: "Fireball" }], life: 14 }, { battlefield: ZOO, life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Erhnam Djinn"], `not at the face: ${JSON.stringify(a)}`);
});

test("the race not lost (one Llanowar Elves): the Fireball is kept for the kill", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 14 }, { battlefield: [{ card: "Llanowar Elves" }], life: 20 });
  assert.equal(fireballAt(s, decide(s)), null);
});

test("the combo at hand (Channel, and life above the opponent's): the Fireball is kept for it", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }, { card: "Channel" }], life: 14 }, { battlefield: ZOO, life: 12 });
  const a = decide(s);
  assert.ok(!(fireballAt(s, a) ?? []).includes("Erhnam Djinn"), `kept: ${JSON.stringify(a)}`);
});

test("a lethal Fireball is cast at the face even while the race is lost", () => {
  const s = position({ battlefield: n("Mountain", 10), hand: [{ card: "Fireball" }], life: 8 }, { battlefield: ZOO, life: 9 });

  const a = decide(s);
  assert.ok(a.type === "cast" && a.targets?.[0] === "B" && (a.x ?? 0) >= 9, `the kill: ${JSON.stringify(a)}`);
});

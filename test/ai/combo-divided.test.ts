/**
 * Fireball divided between two creatures (engine: every pair of targets is offered at the largest
 * X two targets leave, one more mana for the second target, CR 601.2f; the damage divided evenly,
 * rounded down). A combo deck under pressure spends its Fireball as removal (combo.ts
 * `holdsPiece`): one Fireball that kills two attackers is worth more than one that kills one.
 * Gauntlet games (seed 11, Channel-Fireball against Zoo) showed Fireballs cast at one small
 * creature at a time while Zoo's others kept attacking.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { comboDecide as decide, comboPosition as position, fireballAt, n } from "./combo-position";

test("under pressure (5 life) from two Grizzly Bears, six Mountains: Fireball X=4 divided kills both", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Grizzly Bears", "Grizzly Bears"], `both bears: ${JSON.stringify(a)}`);
  assert.equal(a.type === "cast" && a.x, 4);
});

test("five Mountains leave X=3, one damage each: no divided Fireball, one bear killed instead", () => {
  const s = position({ battlefield: n("Mountain", 5), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 20 });
  const a = decide(s);
  assert.deepEqual(fireballAt(s, a), ["Grizzly Bears"], `one bear: ${JSON.stringify(a)}`);
});

test("a lethal Fireball at the face is still taken over a divided one", () => {
  const s = position({ battlefield: n("Mountain", 6), hand: [{ card: "Fireball" }], life: 5 }, { battlefield: n("Grizzly Bears", 2), life: 5 });
  const a = decide(s);
  assert.ok(a.type === "cast" && a.targets?.length === 1 && a.targets[0] === "B" && (a.x ?? 0) >= 5, `the kill: ${JSON.stringify(a)}`);
});

/**
 * The heuristic plays the cards once kept out of the computer's decks (`avoidInDecks`, gone in
 * batch 6) from their hints: the symmetric locks and clocks (`favours`) when they favour it,
 * Channel (`lifeForMana`) only for a lethal Fireball, the creatures that eat their owner's
 * permanents (`feeds`) only with food or life to spare, Sacrifice for a spell well above the
 * creature, Siren's Call (`destroysIdle`) when the opponent's creatures can't attack.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { copies as n, casts, heuristicPick, hintPosition, type Entry } from "./hint-position";
import { apply, legalActionList, type Action, type GameState } from "../../engine/index";

const LIB = Array.from({ length: 8 }, () => "Plains");
type Side = { battlefield?: Entry[]; hand?: Entry[]; life?: number };

function position(a: Side, b: Side, turn: { active: "A" | "B"; step: string } = { active: "A", step: "postcombat_main" }): GameState {
  return hintPosition(a, b, { library: LIB, turn });
}

const decide = (state: GameState, p: "A" | "B"): Action => heuristicPick(state, p, LIB);


test("Stasis: cast when ahead on board with an Island left to pay its upkeep; not when behind, nor without an Island to spare", () => {
  const ahead = position({ battlefield: [...n("Island", 3), { card: "Craw Wurm" }, { card: "Hill Giant" }], hand: [{ card: "Stasis" }] }, { battlefield: [{ card: "Grizzly Bears" }] });
  assert.ok(casts(ahead, decide(ahead, "A"), "Stasis"), "ahead, with a third Island");
  const behind = position({ battlefield: [...n("Island", 3), { card: "Grizzly Bears" }], hand: [{ card: "Stasis" }] }, { battlefield: [{ card: "Craw Wurm" }, { card: "Hill Giant" }] });
  assert.ok(!casts(behind, decide(behind, "A"), "Stasis"), "behind on board");
  const broke = position({ battlefield: [...n("Island", 2), { card: "Craw Wurm" }, { card: "Hill Giant" }], hand: [{ card: "Stasis" }] }, { battlefield: [{ card: "Grizzly Bears" }] });
  assert.ok(!casts(broke, decide(broke, "A"), "Stasis"), "no Island left to pay the next upkeep");
});

test("Armageddon Clock: cast when ahead on life, not when behind", () => {
  const lands = n("Mountain", 6);
  const ahead = position({ battlefield: lands, hand: [{ card: "Armageddon Clock" }], life: 20 }, { life: 8 });
  assert.ok(casts(ahead, decide(ahead, "A"), "Armageddon Clock"));
  const behind = position({ battlefield: lands, hand: [{ card: "Armageddon Clock" }], life: 8 }, { life: 20 });
  assert.ok(!casts(behind, decide(behind, "A"), "Armageddon Clock"));
});

test("Channel: cast with Fireball when the life pays for a lethal X, and then the Fireball kills; not when it falls short", () => {
  const lands = [...n("Forest", 2), { card: "Mountain" }];
  const short = position({ battlefield: lands, hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 25 });
  assert.ok(!casts(short, decide(short, "A"), "Channel"), "19 life and a Mountain can't make 26 mana");
  let s = position({ battlefield: lands, hand: [{ card: "Channel" }, { card: "Fireball" }], life: 20 }, { life: 12 });
  assert.ok(casts(s, decide(s, "A"), "Channel"), "19 life and a Mountain make Fireball's 13");
  for (let i = 0; i < 60 && !s.outcome; i++) {
    const p = legalActionList(s, "A").length ? "A" : "B";
    const act = decide(s, p);
    if (process.env.DEBUG_B6) console.log(p, JSON.stringify(act), s.players.A.manaPool, s.players.A.life);
    const r = apply(s, act);
    assert.ok(r.ok, "a legal action");
    s = r.state;
    if (s.turn.number > 5) break;
  }
  assert.equal(s.outcome?.winner, "A", "the Channelled Fireball wins the game this turn");
});

test("Lord of the Pit: not cast with nothing to feed it and life for two upkeeps at most; cast with a creature to feed it", () => {
  const swamps = n("Swamp", 7);
  const hungry = position({ battlefield: swamps, hand: [{ card: "Lord of the Pit" }], life: 15 }, {});
  assert.ok(!casts(hungry, decide(hungry, "A"), "Lord of the Pit"));
  const fed = position({ battlefield: [...swamps, { card: "Grizzly Bears" }], hand: [{ card: "Lord of the Pit" }], life: 15 }, {});
  assert.ok(casts(fed, decide(fed, "A"), "Lord of the Pit"));
});

test("Sacrifice: a Hill Giant for a Lord of the Pit, but not a Grizzly Bears for nothing", () => {
  const big = position({ battlefield: [...n("Swamp", 4), { card: "Hill Giant", id: "hg" }, { card: "Grizzly Bears" }], hand: [{ card: "Sacrifice" }, { card: "Lord of the Pit" }] }, {});
  const a = decide(big, "A");
  assert.ok(casts(big, a, "Sacrifice"), `Sacrifice is cast: ${JSON.stringify(a)}`);
  if (a.type === "cast") assert.equal(big.objects[a.costs!.sacrifice![0]!]!.name, "Hill Giant");
  const small = position({ battlefield: [...n("Swamp", 4), { card: "Grizzly Bears" }], hand: [{ card: "Sacrifice" }, { card: "Lord of the Pit" }] }, {});
  assert.ok(!casts(small, decide(small, "A"), "Sacrifice"), "the Bears make one mana more: no 7-drop");
});

test("Siren's Call: cast in the opponent's upkeep when their creature is tapped, not when it can attack", () => {
  const theirUpkeep = (s: GameState) => { const r = apply(s, { type: "pass", player: "B" }); assert.ok(r.ok); return r.state; };
  const tapped = theirUpkeep(position({ battlefield: n("Island", 2), hand: [{ card: "Siren's Call" }] }, { battlefield: [{ card: "Craw Wurm", tapped: true }] }, { active: "B", step: "upkeep" }));
  assert.ok(casts(tapped, decide(tapped, "A"), "Siren's Call"));
  const ready = theirUpkeep(position({ battlefield: n("Island", 2), hand: [{ card: "Siren's Call" }] }, { battlefield: [{ card: "Craw Wurm" }] }, { active: "B", step: "upkeep" }));
  assert.ok(!casts(ready, decide(ready, "A"), "Siren's Call"));
});

test("Stasis's upkeep: paid while ahead on board, not once behind", () => {
  const payFor = (a: Side, b: Side): boolean => {
    let s = position(a, b, { active: "B", step: "end" });
    for (let i = 0; i < 20; i++) {
      const d = s.decision;
      if (d && d.player === "A" && d.kind === "choose") break;
      const p = legalActionList(s, "A").length ? "A" : "B";
      const r = apply(s, { type: "pass", player: p });
      assert.ok(r.ok);
      s = r.state;
    }
    assert.equal(s.decision?.kind, "choose", "Stasis asks A to pay {U}");
    const act = decide(s, "A");
    return act.type === "choose" && act.value === true;
  };
  const stasis = { card: "Stasis" };
  assert.equal(payFor({ battlefield: [...n("Island", 2), stasis, { card: "Craw Wurm" }, { card: "Hill Giant" }] }, { battlefield: [{ card: "Grizzly Bears" }] }), true, "ahead: pay");
  assert.equal(payFor({ battlefield: [...n("Island", 2), stasis, { card: "Grizzly Bears" }] }, { battlefield: [{ card: "Craw Wurm" }, { card: "Hill Giant" }] }), false, "behind: let it go");
});

test("Thelon's Curse: cast when only the opponent has blue creatures, not when this player has more", () => {
  const theirs = position({ battlefield: n("Forest", 2), hand: [{ card: "Thelon's Curse" }] }, { battlefield: [{ card: "Merfolk of the Pearl Trident" }, { card: "Prodigal Sorcerer" }] });
  assert.ok(casts(theirs, decide(theirs, "A"), "Thelon's Curse"));
  const mine = position({ battlefield: [...n("Forest", 2), { card: "Merfolk of the Pearl Trident" }, { card: "Prodigal Sorcerer" }], hand: [{ card: "Thelon's Curse" }] }, {});
  assert.ok(!casts(mine, decide(mine, "A"), "Thelon's Curse"));
});

test("The Tabernacle at Pendrell Vale: played when ahead on lands, kept in hand when behind", () => {
  const ahead = position({ battlefield: n("Forest", 5), hand: [{ card: "The Tabernacle at Pendrell Vale" }] }, { battlefield: n("Island", 2) }, { active: "A", step: "precombat_main" });
  assert.equal(decide(ahead, "A").type, "play");
  const behind = position({ battlefield: n("Forest", 2), hand: [{ card: "The Tabernacle at Pendrell Vale" }] }, { battlefield: n("Island", 5) }, { active: "A", step: "precombat_main" });
  assert.notEqual(decide(behind, "A").type, "play");
});

test("Deathlace (responseOnly): cast to turn a creature black in answer to a Terror, not idly", () => {
  let s = position({ battlefield: [{ card: "Swamp" }, { card: "Craw Wurm", id: "wurm" }], hand: [{ card: "Deathlace" }] }, { battlefield: n("Swamp", 2), hand: [{ card: "Terror", id: "terror" }] }, { active: "B", step: "precombat_main" });
  const idle = apply(s, { type: "pass", player: "B" });
  assert.ok(idle.ok);
  assert.ok(!casts(idle.state, decide(idle.state, "A"), "Deathlace"), "nothing to answer");
  const terror = Object.values(s.objects).find((o) => o.name === "Terror")!.id;
  const wurm = Object.values(s.objects).find((o) => o.name === "Craw Wurm")!.id;
  const r = apply(s, { type: "cast", player: "B", card: terror, targets: [wurm] });
  assert.ok(r.ok, "Terror cast");
  s = r.state;
  const p = apply(s, { type: "pass", player: "B" });
  assert.ok(p.ok);
  const a = decide(p.state, "A");
  assert.ok(casts(p.state, a, "Deathlace"), `Deathlace in answer: ${JSON.stringify(a)}`);
  if (a.type === "cast") assert.deepEqual(a.targets, [wurm]);
});

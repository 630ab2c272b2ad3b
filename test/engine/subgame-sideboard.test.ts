/**
 * CR 729.4: cards outside the main game are outside the subgame too. A player's sideboard goes into
 * a Shahrazad subgame (Ring of Ma'rûf may fetch from it there) and comes back as the subgame left it;
 * a card taken from it during the subgame ends, like every card the player owns there, in their
 * main-game library (CR 729.5).
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { checkInvariants } from "../../engine/index";
import { Game } from "../../engine/core/game";
import { settleSubgames } from "../../engine/core/subgame";
import { playScenario } from "../../engine/scenario/run";
import { validateScenario } from "../../engine/scenario/format";

const LIB = Array.from({ length: 10 }, () => "Plains");

test("a sideboard goes into a subgame, a card taken from it there ends in the main library, and the rest of the sideboard comes back", () => {
  const { state: sub } = playScenario(validateScenario({
    format: "moxen-scenario/1", name: "sideboard into a subgame", seed: 5,
    turn: { number: 5, active: "A", step: "precombat_main" },
    players: {
      A: { hand: ["Shahrazad"], battlefield: ["Plains", "Plains"], library: LIB, sideboard: ["Shivan Dragon", "Lightning Bolt"] },
      B: { library: LIB },
    },
    actions: [{ by: "A", do: "cast", card: "A:Shahrazad" }, { by: "A", do: "pass" }, { by: "B", do: "pass" }],
  }));
  assert.ok(sub.main, "the subgame began");
  assert.deepEqual(sub.players.A.sideboard, ["Shivan Dragon", "Lightning Bolt"], "CR 729.4: the sideboard is outside the subgame too");
  assert.equal(sub.players.B.sideboard, undefined);

  // Ring of Ma'rûf's replacement, in the subgame: the Bolt is put into A's subgame hand.
  const g = new Game(sub);
  g.putFromOutside("A", "Lightning Bolt", 1);
  assert.deepEqual(sub.players.A.sideboard, ["Shivan Dragon"]);
  const bolt = sub.players.A.hand.map((id) => sub.objects[id]!).find((o) => o.name === "Lightning Bolt");
  assert.ok(bolt, "the Bolt is in A's subgame hand");

  // The subgame ends (A wins it): the Bolt goes into A's main-game library, the Dragon stays outside.
  sub.outcome = { winner: "A", reason: "B lost the subgame" };
  const main = settleSubgames(sub, []);
  assert.equal(main.main, undefined, "the main game resumed");
  assert.deepEqual(main.players.A.sideboard, ["Shivan Dragon"]);
  assert.equal(main.players.A.library.filter((id) => main.objects[id]!.name === "Lightning Bolt").length, 1, "CR 729.5: the Bolt is in A's main-game library");
  assert.deepEqual(checkInvariants(main), []);
});

/**
 * Coins for a finished match: the one who concedes is paid nothing, and the winner of a concession
 * nothing before a real game was played (four turns each), so conceding is not a way to farm coins;
 * a game played out pays as before.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { REWARD, rewardFor } from "../../app/host/match/rewards";

test("a concession before turn 8 pays neither the one who conceded nor the winner", () => {
  for (const turn of [3, 4, 7]) {
    assert.equal(rewardFor("local-ai", "A", { winner: "B", reason: "Alice conceded" }, turn), 0, `turn ${turn}, conceded`);
    assert.equal(rewardFor("network", "A", { winner: "A", reason: "concede" }, turn), 0, `turn ${turn}, opponent conceded`);
  }
});

test("the one who concedes is never paid; the winner of a concession after a real game is; a game played out pays from turn 3", () => {
  for (const turn of [8, 12, 40]) assert.equal(rewardFor("local-ai", "A", { winner: "B", reason: "Alice conceded" }, turn), 0, `turn ${turn}: conceding is no way to farm coins`);
  assert.equal(rewardFor("network", "B", { winner: "A", reason: "concede" }, 12), 0);
  assert.equal(rewardFor("local-ai", "A", { winner: "B", reason: "Alice's life total is 0" }, 8), REWARD.loss, "a game lost by the rules pays a loss");
  assert.equal(rewardFor("network", "A", { winner: "A", reason: "concede" }, 12), REWARD.win);
  assert.equal(rewardFor("local-ai", "A", { winner: "A", reason: "Bob's life total is 0" }, 5), REWARD.win);
  assert.equal(rewardFor("local-ai", "A", { winner: "B", reason: "Alice's life total is 0" }, 2), 0);
  assert.equal(rewardFor("hotseat", null, { winner: "A", reason: "Bob conceded" }, 20), 0);
});

/**
 * The end of a game in a player's words (issue 39: "Player lost (life)" read like a log line): each
 * way the engine ends a game, for the player who lost, the one who won, and a neutral reader.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { outcomeText } from "../../app/shared/outcome-text";

const names = { A: "Player", B: "Computer" } as const;

test("each way a game ends reads as a sentence to the loser, the winner and a neutral reader", () => {
  const life = { winner: "B", reason: "Player lost (life)" } as const;
  assert.equal(outcomeText(names, life, "A"), "Your life total reached 0");
  assert.equal(outcomeText(names, life, "B"), "Player's life total reached 0");
  assert.equal(outcomeText(names, life), "Player's life total reached 0");
  assert.equal(outcomeText(names, { winner: "A", reason: "Computer lost (drew from an empty library)" }, "B"), "You had to draw from an empty library");
  assert.equal(outcomeText(names, { winner: "A", reason: "Computer lost (poison)" }, "A"), "Computer has ten poison counters");
  assert.equal(outcomeText(names, { winner: "A", reason: "Computer conceded" }, "A"), "Computer conceded");
  assert.equal(outcomeText(names, { winner: "B", reason: "concede" }, "A"), "You conceded", "a network match's result names no one");
  assert.equal(outcomeText(names, { winner: "A", reason: "timeout" }, "A"), "Computer ran out of time to move");
  assert.equal(outcomeText(names, { winner: "A", reason: "abandoned" }, "B"), "You left the match");
  assert.equal(outcomeText(names, { winner: "draw", reason: "both players lost at the same time" }, "A"), "Both players lost at the same time");
  assert.equal(outcomeText(names, { winner: "A", reason: "cheated (audit)" }, "A"), "Cheated (audit)");
});

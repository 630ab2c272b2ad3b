/**
 * The words of a network match's audit when it names a cheater (issue 29): the game-over box and
 * the match history say who cheated, that the cheater loses the match, and what the game itself said.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { gameOverAuditText, historyAuditText } from "../../renderer/src/components/table/audit-text";

const lied = { clean: false as const, cheater: "A" as const, message: "The decklist shown at the audit is not the one committed to at the start." };
const withheld = { clean: false as const, cheater: "A" as const, message: "Your opponent did not show its secrets for the audit: … A withheld audit loses the match." };

test("game over: the opponent cheated and had won the game: the audit gives the match to you", () => {
  assert.equal(
    gameOverAuditText(lied, { winner: "A", reason: "concede" }, "B", "Mallory"),
    "Audit: Mallory cheated. The decklist shown at the audit is not the one committed to at the start. The game was won by Mallory (concede), but a cheater loses the match.",
  );
  assert.match(gameOverAuditText(withheld, { winner: "A", reason: "life_total" }, "B", "Mallory"), /A withheld audit loses the match\. The game was won by Mallory \(life total\), but a cheater loses the match\.$/);
});

test("game over: a cheater who lost the game anyway, and one's own program named", () => {
  assert.equal(gameOverAuditText(lied, undefined, "B", "Mallory"), `Audit: Mallory cheated. ${lied.message} Mallory loses the match.`);
  assert.equal(gameOverAuditText(lied, undefined, "A", "Alice"), `Audit: your program cheated. ${lied.message} You lose the match.`);
});

test("history: who cheated, who loses, and what the game itself said", () => {
  const h = historyAuditText(lied, { winner: "A", reason: "concede" }, "B", "Mallory");
  assert.equal(h.text, `· Mallory cheated (audit), they lose the match: ${lied.message} The game itself: lost (concede).`);
  assert.equal(h.title, `${lied.message} The game itself: lost (concede).`);
  assert.equal(historyAuditText(lied, undefined, "A", "you").text, `· you cheated (audit), you lose the match: ${lied.message}`);
});

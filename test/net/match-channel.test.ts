/**
 * A match's channel after the match (app/host/net/match-channel.ts): when the match lets go of its
 * view, the connection ends as it always did (a `moxen peer` process exits), unless a trade is using
 * it; then it ends when the trade lets go too.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { MatchChannel } from "../../app/host/net/match-channel";
import { memoryPair } from "../../app/host/net/memory-transport";

test("match channel: closing the match's view closes the connection when no trade uses it", () => {
  const [ours] = memoryPair();
  const ch = new MatchChannel(ours, { allowTrade: () => true });
  ch.match.close("match over");
  assert.equal(ours.isOpen, false);
});

test("match channel: with a trade on it, the connection lives until both the match and the trade let go", () => {
  const [ours] = memoryPair();
  const ch = new MatchChannel(ours, { allowTrade: () => true });
  const trade = ch.claimTrade();
  ch.match.close("match over");
  assert.equal(ours.isOpen, true, "the trade still uses it");
  assert.equal(trade.isOpen, true);
  trade.close("trade done");
  assert.equal(ours.isOpen, false);
});

test("match channel: a trade that ends while the match still holds the channel leaves it open", () => {
  const [ours] = memoryPair();
  const ch = new MatchChannel(ours, { allowTrade: () => true });
  ch.claimTrade().close("trade done");
  assert.equal(ours.isOpen, true);
  assert.equal(ch.match.isOpen, true);
});

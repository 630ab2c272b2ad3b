/**
 * A channel held by the host until a match or a trade claims it (app/host/net/held-channel.ts):
 * what the friend sent before the claim is not lost (a trade's hello is sent once), it arrives in
 * order before anything later, and a flood before any claim closes the channel.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { HeldChannel, MAX_HELD_FRAMES } from "../../app/host/net/held-channel";
import { memoryPair } from "../../app/host/net/memory-transport";

const bytes = (n: number) => new Uint8Array([n]);
const settle = () => new Promise((r) => setTimeout(r, 20));

test("held channel: frames that arrived before the claim reach the first listener, in order, before the later ones", async () => {
  const [ours, theirs] = memoryPair();
  const held = new HeldChannel(ours);
  theirs.send(bytes(1));
  theirs.send(bytes(2));
  await settle();
  const claimed = held.claim();
  const got: number[] = [];
  claimed.onMessage((b) => got.push(b[0]!));
  assert.deepEqual(got, [], "nothing is handed over inside onMessage: the user speaks first");
  theirs.send(bytes(3));
  await settle();
  assert.deepEqual(got, [1, 2, 3], "the early frames, then the live one");
  theirs.send(bytes(4));
  await settle();
  assert.deepEqual(got, [1, 2, 3, 4]);
  // Sending and closing go to the channel itself.
  const back: number[] = [];
  theirs.onMessage((b) => back.push(b[0]!));
  claimed.send(bytes(9));
  await settle();
  assert.deepEqual(back, [9]);
  claimed.close("done");
  assert.equal(ours.isOpen, false);
});

test("held channel: more than the bound before any claim closes the channel with a reason", async () => {
  const [ours, theirs] = memoryPair();
  new HeldChannel(ours);
  let reason = "";
  ours.onClose((r) => (reason = r));
  for (let i = 0; i <= MAX_HELD_FRAMES; i++) theirs.send(bytes(i % 256));
  await settle();
  assert.equal(ours.isOpen, false);
  assert.match(reason, /before this program used the connection/);
});

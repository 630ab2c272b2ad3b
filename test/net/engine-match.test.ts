/**
 * The real rules engine plugged into the peer session through its adapter: a Magic game
 * between two sessions over the wire, with every action signed, checked and hashed.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { hash, legalActionList, type Action, type GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import { SeededRandom } from "../../app/host/net/seeded-random";
import { inStep, newIdentity, starterDeck, waitFor } from "./helpers";

const deck = starterDeck;

function session(role: "host" | "guest", cards: string[]) {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(),
    role,
    rules: engineRules,
    local: { name: role, app: "0.1.0", cards: "test", deck: cards },
  });
}

test("a real engine game over the wire: same state hash on both sides after every action", async () => {
  const host = session("host", deck("red-green-beats.txt"));
  const guest = session("guest", deck("white-blue-skies.txt"));
  const random = new SeededRandom(11);
  const ACTIONS = 150;
  let played = 0;
  const act = (s: typeof host) => () =>
    setImmediate(() => {
      const state = s.state;
      if (played >= ACTIONS || s.status !== "playing" || !state || engineRules.whoMayAct(state) !== s.seat) return;
      const options = legalActionList(state, s.seat);
      const r = s.submit(options[Math.floor(random.next() * options.length)]!);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
      played++;
    });
  for (const s of [host, guest]) (s.on("ready", act(s)), s.on("state", act(s)));
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  const settled = () => inStep(host, guest);
  await waitFor([host, guest], () => (host.status === "finished" || played >= ACTIONS) && settled(), 30_000, "150 engine actions");
  assert.equal(host.stateHash, guest.stateHash);
  assert.equal(host.stateHash, hash(host.state!), "the adapter's fast hash is the engine's hash");
  assert.equal(host.seed, guest.seed);
  assert.deepEqual(host.incidents, []);
  assert.deepEqual(guest.incidents, []);
  // A move by the wrong player is refused locally with the engine's reason.
  const idle = engineRules.whoMayAct(host.state!) === "A" ? guest : host;
  if (host.status === "playing") assert.equal(idle.submit({ type: "pass", player: idle.seat }).ok, false);
  host.close();
  guest.close();
});

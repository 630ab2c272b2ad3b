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

test("a forged undoMana (no mana to undo) is refused by the other side's engine and never applied (mana-undo.ts)", async () => {
  // A modified client: its own copy accepts any undoMana, so it signs and sends one.
  const cheat = { ...engineRules, apply: (s: GameState, a: Action) => (a.type === "undoMana" ? { ok: true as const, state: s } : engineRules.apply(s, a)) };
  const host = session("host", deck("red-green-beats.txt"));
  const guest = new PeerSession<GameState, Action>({ identity: newIdentity(), role: "guest", rules: cheat, local: { name: "guest", app: "0.1.0", cards: "test", deck: deck("white-blue-skies.txt") } });
  const random = new SeededRandom(5);
  let forged = false;
  let before: GameState | null = null;
  const act = (s: typeof host) => () =>
    setImmediate(() => {
      const state = s.state;
      if (forged || s.status !== "playing" || !state || engineRules.whoMayAct(state) !== s.seat) return;
      if (s === guest && state.priority === "B" && !state.decision && !state.manaUndo) {
        forged = true;
        before = host.state;
        assert.equal(guest.submit({ type: "undoMana", player: "B" }).ok, true, "the cheat signs it");
        return;
      }
      const options = legalActionList(state, s.seat).filter((a) => a.type !== "concede");
      assert.ok(s.submit(options[Math.floor(random.next() * options.length)]!).ok);
    });
  for (const s of [host, guest]) (s.on("ready", act(s)), s.on("state", act(s)));
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  await waitFor([host, guest], () => forged && host.incidents.length > 0, 30_000, "the forged undo refused");
  assert.equal(host.incidents[0]!.code, "illegal-action");
  assert.match(host.incidents[0]!.message, /There is no mana to undo/);
  assert.equal(host.state, before, "never applied");
  host.close();
  guest.close();
});

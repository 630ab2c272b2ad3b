/**
 * Protocol v2: two peer sessions play the real engine with hidden hands and libraries. Every
 * message is signed and hash-chained in each side's log; the libraries are shuffled together,
 * cards are shown by slot keys, and the audit at the end is clean. Neither side's copy nor its
 * log holds a card of the other that was never shown.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, serialize, type Action, type GameState } from "../../engine/index";
import { benchmarkDecks } from "../../app/host/play/decks";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import { memoryPair } from "../../app/host/net/memory-transport";
import { MemoryMatchLog } from "../../app/host/net/match-log";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { decodeMessage } from "../../app/host/net/protocol";
import { SeededRandom } from "../../app/host/net/seeded-random";
import { inStep, newIdentity, waitFor } from "./helpers";

const decks = benchmarkDecks();
const deckA = decks.get("red-green-beats")!.cards;
const deckB = decks.get("white-blue-skies")!.cards;

type Session = PeerSession<GameState, Action>;

export function hiddenSession(role: "host" | "guest", cards: string[], extra: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(),
    role,
    rules: engineRules,
    hidden: engineHiddenGame,
    local: { name: role, app: "0.1.0", cards: "test", deck: cards },
    ...extra,
  });
}

/** Plays random legal actions (no concession) from each side's own copy until `stop`. */
function drive(sessions: Session[], seed: number, stop: () => boolean): { played: () => number } {
  const random = new SeededRandom(seed);
  let played = 0;
  const act = (s: Session) => () =>
    setImmediate(() => {
      const state = s.state;
      if (stop() || s.toAct !== s.seat || !state) return;
      const options = legalActionList(state, s.seat).filter((a) => a.type !== "concede");
      const r = s.submit(options[Math.floor(random.next() * options.length)]!);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
      played++;
    });
  for (const s of sessions) (s.on("ready", act(s)), s.on("state", act(s)));
  for (const s of sessions) act(s)(); // a session rebuilt from its log may be the one to act already
  return { played: () => played };
}

/** The text a side holds: its copy of the game and every frame in its log. */
function heldText(s: Session): string {
  const frames = s.log.entries().map((e) => (e.kind === "message" ? JSON.stringify(decodeMessage(e.frame, Infinity).payload) : ""));
  return serialize(s.state!) + frames.join("\n");
}

/** Names of `them`'s deck never shown to `me` (and not in my own deck). */
function neverShown(me: Session, theirDeck: string[], myDeck: string[]): string[] {
  const state = me.state!;
  const shown = new Set(Object.values(state.objects).filter((o) => o.owner !== me.seat && o.name).map((o) => o.name));
  return [...new Set(theirDeck)].filter((n) => !shown.has(n) && !myDeck.includes(n));
}

test("protocol v3: a game with hidden hands over the wire stays in step, the audit is clean, and nothing unshown reaches the other side", async () => {
  const host = hiddenSession("host", deckA);
  const guest = hiddenSession("guest", deckB);
  const ACTIONS = 250;
  const driver = drive([host, guest], 5, () => driver.played() >= ACTIONS);
  // The other side's cards each side has seen in a public zone: a card that comes back to a hand
  // from there (a bounce) is rightly still known.
  const seenPublic = new Map<Session, Set<string>>([[host, new Set()], [guest, new Set()]]);
  for (const s of [host, guest]) {
    s.on("state", () => {
      for (const o of Object.values(s.state?.objects ?? {})) if (o.owner !== s.seat && o.name && o.zone !== "hand" && o.zone !== "library") seenPublic.get(s)!.add(o.name);
    });
  }
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  const settled = () => inStep(host, guest);
  await waitFor([host, guest], () => (host.status === "finished" || driver.played() >= ACTIONS) && settled(), 60_000, "250 hidden engine actions");
  assert.deepEqual(host.incidents, []);
  assert.deepEqual(guest.incidents, []);
  assert.equal(host.stateHash, guest.stateHash, "the copies agree on everything public");
  assert.equal(host.peerDeck, null, "the opponent's decklist is unknown before the audit");

  // Each side knows its own hand and none of the other's.
  for (const s of [host, guest]) {
    const st = s.state!;
    assert.ok(st.players[s.seat].hand.every((id) => st.objects[id]!.name !== ""), `${s.seat} knows its hand`);
    const known = st.players[s.peerSeat].hand.map((id) => st.objects[id]!.name).filter((n) => n !== "");
    assert.deepEqual(known.filter((n) => !seenPublic.get(s)!.has(n)), [], `${s.seat} knows of the other hand only cards it saw in public`);
  }
  for (const [me, theirs, mine] of [[host, deckB, deckA], [guest, deckA, deckB]] as [Session, string[], string[]][]) {
    const secret = neverShown(me, theirs, mine);
    assert.ok(secret.length > 0, "some cards were never shown");
    const text = heldText(me);
    for (const name of secret) assert.ok(!text.includes(JSON.stringify(name)), `${name} reached the other side unshown`);
  }

  // The match ends: both sides show their secrets, and each audits the other.
  if (host.status === "playing") host.concede();
  await waitFor([host, guest], () => host.audit !== null && guest.audit !== null, 30_000, "both audits");
  assert.deepEqual(host.audit, { clean: true });
  assert.deepEqual(guest.audit, { clean: true });
  assert.deepEqual([...host.peerDeck!], deckB, "the decklist is shown at the audit");
  host.close();
  guest.close();
});

test("protocol v3: a side rebuilt from its log after a crash holds the same hidden game and plays on", async () => {
  const hostLog = new MemoryMatchLog();
  const hostIdentity = newIdentity();
  const host = hiddenSession("host", deckA, { identity: hostIdentity, log: hostLog });
  const guest = hiddenSession("guest", deckB);
  let stopAt = 60;
  const driver = drive([host, guest], 9, () => driver.played() >= stopAt);
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  const settled = () => inStep(host, guest);
  await waitFor([host, guest], () => driver.played() >= stopAt && settled(), 60_000, "60 actions");
  const before = { hash: host.stateHash, hand: host.state!.players.A.hand.map((id) => host.state!.objects[id]!.name) };
  host.close();

  // The host's program restarts: same profile, same log.
  const again = hiddenSession("host", deckA, { identity: hostIdentity, log: hostLog });
  assert.equal(again.stateHash, before.hash);
  assert.deepEqual(again.state!.players.A.hand.map((id) => again.state!.objects[id]!.name), before.hand, "the hand is known again");
  stopAt = 120;
  const driver2 = drive([again], 10, () => driver.played() + driver2.played() >= stopAt);
  const [c, d] = memoryPair();
  guest.attach(d);
  again.attach(c);
  await waitFor([again, guest], () => (again.status === "finished" || driver.played() + driver2.played() >= stopAt) && again.heads.theirs === guest.heads.mine && guest.heads.theirs === again.heads.mine, 60_000, "120 actions");
  assert.deepEqual(again.incidents, []);
  assert.deepEqual(guest.incidents, []);
  assert.equal(again.stateHash, guest.stateHash);
  if (again.status === "playing") guest.concede();
  await waitFor([again, guest], () => again.audit !== null && guest.audit !== null, 30_000, "both audits");
  assert.deepEqual([again.audit, guest.audit], [{ clean: true }, { clean: true }]);
  again.close();
  guest.close();
});

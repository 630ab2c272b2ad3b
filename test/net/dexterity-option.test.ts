/**
 * The "dexterity cards" match option (Chaos Orb, Falling Star; issue 33 W29): both network players
 * must choose the same (the hello says which), a deck holding a dexterity card is legal only with
 * the option on (our own, the opponent's in the open, and a hidden one as its cards are shown), and
 * a local match refuses such a deck without it. Real sessions over a memory transport, the real engine.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import type { Action, GameState } from "../../engine/index";
import { deckLimits, deckProblems } from "../../app/host/match/deck-check";
import { dexterityProblems } from "../../app/host/match/dexterity";
import { MatchHost } from "../../app/host/match/match-host";
import { engineRules } from "../../app/host/net/engine-rules";
import { memoryPair } from "../../app/host/net/memory-transport";
import { validateHello } from "../../app/host/net/message-bodies";
import { PeerSession, type PeerSessionOptions } from "../../app/host/net/peer-session";
import { resourcesDir } from "../../app/host/paths";
import { removeTempDirs, tempDir } from "../match/helpers";
import { newIdentity, starterDeck, stopped, stopReason, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const deck = starterDeck;
const RED = deck("red-green-beats.txt");
const ORB = [...RED.slice(0, 59), "Chaos Orb"];

function side(role: "host" | "guest", cards: string[], dexterity: boolean, overrides: Partial<PeerSessionOptions<GameState, Action>> = {}): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role, rules: engineRules, checkDeck: deckProblems,
    local: { name: role === "host" ? "Host" : "Guest", app: "0.1.0", cards: "test", deck: cards, ...(dexterity ? { dexterity: true } : {}) },
    retransmitMs: 200, ackDelayMs: 0, ...overrides,
  });
}

function connect(a: Session, b: Session): void {
  const [aEnd, bEnd] = memoryPair();
  a.attach(aEnd);
  b.attach(bEnd);
}

after(() => removeTempDirs());

test("dexterity option: a player who chose it meets one who did not: the match stops with a clear sentence on both sides", async () => {
  const h = side("host", RED, false);
  const g = side("guest", RED, true);
  connect(h, g);
  await waitFor([h, g], () => stopped(h) && stopped(g), 5000, "both hellos are judged");
  assert.equal(stopReason(h)!.code, "dexterity-mismatch");
  assert.equal(stopReason(h)!.message, "Your opponent wants to play with dexterity cards (Chaos Orb, Falling Star); you chose to play without them.");
  assert.equal(stopReason(g)!.code, "dexterity-mismatch");
  assert.equal(stopReason(g)!.message, "Your opponent wants to play without dexterity cards (Chaos Orb, Falling Star); you chose to play with them.");
  assert.equal(h.state, null);
  h.close();
  g.close();
});

test("dexterity option: both on, a deck holding Chaos Orb is played", async () => {
  const h = side("host", ORB, true);
  const g = side("guest", ORB, true);
  connect(h, g);
  await waitFor([h, g], () => h.state !== null && g.state !== null, 5000, "the game starts");
  assert.equal(h.status, "playing");
  h.close();
  g.close();
});

test("dexterity option: both off, the opponent's deck holding Chaos Orb is refused in its own words", async () => {
  const h = side("host", RED, false);
  // The opponent's program skips its own check (a modified client): ours still judges its deck.
  const g = side("guest", ORB, false, { checkDeck: undefined });
  connect(h, g);
  await waitFor([h], () => stopped(h), 5000, "the hello is judged");
  assert.equal(stopReason(h)!.code, "bad-deck");
  assert.match(stopReason(h)!.message, /Chaos Orb is a dexterity card: it can be played only in a match with the "dexterity cards" option on/);
  assert.equal(h.state, null, "the engine never saw the deck");
  h.close();
  g.close();
});

test("dexterity option: our own deck holding Chaos Orb without the option is refused before anything is sent", () => {
  assert.throws(() => side("host", ORB, false), /Your deck can't be played in freeform: Chaos Orb is a dexterity card/);
});

test("dexterity option: a hello's dexterity must be true or false", () => {
  const hello = { role: "host", format: "freeform", nonce: "A".repeat(43), name: "X", versions: { protocol: 2, app: "1", engine: "1", cards: "1" }, deck: [] };
  assert.throws(() => validateHello({ ...hello, dexterity: "yes" }), /dexterity must be true or false/);
  assert.equal(validateHello({ ...hello, dexterity: true }).dexterity, true);
  assert.equal(validateHello({ ...hello, dexterity: false }).dexterity, undefined, "off is the same as absent");
});

test("dexterity option: a hidden deck may show no dexterity card without the option (each shown is beyond the limit)", () => {
  assert.equal(deckLimits("freeform").copies("Chaos Orb"), 0);
  assert.equal(deckLimits("freeform").copies("Falling Star"), 0);
  assert.equal(deckLimits("freeform", { dexterity: true }).copies("Chaos Orb"), 4);
  assert.equal(deckLimits("oldschool", { dexterity: true }).copies("Chaos Orb"), 1, "restricted in Old School");
  assert.equal(deckLimits("freeform").copies("Lightning Bolt"), 4);
  assert.deepEqual(dexterityProblems(["Falling Star", "Falling Star", "Mountain"], false), ['Falling Star is a dexterity card: it can be played only in a match with the "dexterity cards" option on']);
  assert.deepEqual(dexterityProblems(["Falling Star"], true), []);
});

test("dexterity option: a local match refuses a deck holding a dexterity card without it, and starts with it", async () => {
  const dir = tempDir();
  const host = new MatchHost({ dataDir: dir, resourcesDir: resourcesDir(), emit: () => {} });
  try {
    const orbDeck = { name: "Orb deck", cards: ORB };
    assert.throws(() => host.start({ kind: "hotseat", deck: orbDeck, opponentDeck: { name: "Red", cards: RED } }),
      /The deck "Orb deck" cannot be played: Chaos Orb is a dexterity card: it can be played only in a match with the "dexterity cards" option on/);
    assert.throws(() => host.start({ kind: "hotseat", deck: { name: "Red", cards: RED }, opponentDeck: orbDeck }), /The opponent's deck "Orb deck" cannot be played: Chaos Orb/);
    const m = host.start({ kind: "hotseat", deck: orbDeck, opponentDeck: { name: "Red", cards: RED }, rules: { dexterity: true } });
    assert.equal(m.status, "playing");
  } finally {
    await host.close();
  }
});

/**
 * Dexterity cards in a network match with hidden hands (issue 33, W29): both players chose the
 * "dexterity cards" option; Chaos Orb and Falling Star are aimed by their controller (a signed
 * action) and whether they turn over comes from the shared randomness of both hash chains, so both
 * copies agree at every step and the audit is clean.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, type Action, type GameState } from "../../engine/index";
import { deckLimits, deckProblems } from "../../app/host/match/deck-check";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import { SeededRandom } from "../../app/host/net/seeded-random";
import { endsClean, inStep, newIdentity, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const DECK = [
  ...Array(4).fill("Chaos Orb"), ...Array(4).fill("Falling Star"), ...Array(4).fill("Sol Ring"), ...Array(4).fill("Hill Giant"),
  ...Array(4).fill("Grizzly Bears"), ...Array(20).fill("Mountain"), ...Array(20).fill("Forest"),
] as string[];

function side(role: "host" | "guest"): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role, rules: engineRules, hidden: engineHiddenGame, checkDeck: deckProblems, deckLimits,
    local: { name: role, app: "0.1.0", cards: "test", deck: DECK, dexterity: true },
  });
}

const dexterous = (s: GameState, a: Action) =>
  (a.type === "activate" || a.type === "cast") && ["Chaos Orb", "Falling Star"].includes(s.objects[a.card]?.name ?? "");

test("network: Chaos Orb and Falling Star aimed and flipped in a hidden match: the copies agree and the audit is clean", async () => {
  const host = side("host");
  const guest = side("guest");
  const random = new SeededRandom(11);
  let played = 0;
  let aims = 0;
  let flips = 0;
  const stop = () => flips >= 3 || played >= 1500;
  const act = (s: Session) => () =>
    setImmediate(() => {
      const state = s.state;
      if (stop() || s.toAct !== s.seat || !state) return;
      const options = legalActionList(state, s.seat).filter((a) => a.type !== "concede");
      const d = state.decision;
      const aiming = d?.kind === "choose" && d.choice.type === "cards" && !!d.choice.aim;
      // Use a dexterity card whenever one is offered; otherwise play at random.
      const pick = options.find((a) => dexterous(state, a)) ?? options[Math.floor(random.next() * options.length)]!;
      const r = s.submit(pick);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
      played++;
      if (aiming) aims++;
    });
  for (const s of [host, guest]) (s.on("ready", act(s)), s.on("state", act(s)));
  // A flip is over once a dexterity card reached a graveyard from the stack or the battlefield by its own effect:
  // counted from the host's copy as the Orbs and Stars leave (each goes there after its flip).
  host.on("state", () => {
    const st = host.state;
    if (!st) return;
    flips = Object.values(st.objects).filter((o) => o.zone === "graveyard" && (o.name === "Chaos Orb" || o.name === "Falling Star")).length;
  });
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  const settled = () => inStep(host, guest);
  await waitFor([host, guest], () => (host.status === "finished" || stop()) && settled(), 240_000, "dexterity cards played");
  assert.ok(aims >= 1, `the players aimed (${aims} aims, ${flips} flips, ${played} actions)`);
  await endsClean(host, guest, 60_000);
});

/**
 * Face-down creatures (CR 708, Illusionary Mask) in a network game with hidden hands and libraries,
 * played through the real PeerSession and hidden-card code: the creature cast face down stays unknown
 * to the opponent's copy (and out of its view) on the stack and on the battlefield; when Lightning
 * Bolt would deal it damage it is turned face up, the programs reveal it, and both copies know it;
 * the copies stay in step and the audit is clean.
 */
import assert from "node:assert/strict";
import { test } from "node:test";
import { legalActionList, viewFor, type Action, type GameState } from "../../engine/index";
import { engineRules } from "../../app/host/net/engine-rules";
import { engineHiddenGame } from "../../app/host/net/hidden/play";
import { memoryPair } from "../../app/host/net/memory-transport";
import { PeerSession } from "../../app/host/net/peer-session";
import { endsClean, inStep, newIdentity, waitFor } from "./helpers";

type Session = PeerSession<GameState, Action>;

const deckA = [...Array(12).fill("Illusionary Mask"), ...Array(20).fill("Forest"), ...Array(8).fill("Craw Wurm")];
const deckB = [...Array(20).fill("Mountain"), ...Array(20).fill("Lightning Bolt")];

function session(role: "host" | "guest", cards: string[]): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role, rules: engineRules, hidden: engineHiddenGame,
    local: { name: role, app: "0.1.0", cards: "test", deck: cards },
  });
}

const faceDown = (s: GameState) => Object.values(s.objects).filter((o) => o.faceDown && o.zone !== "exile");

test("hidden information: a creature cast face down with Illusionary Mask is unknown to the opponent until it is turned face up", async () => {
  const host = session("host", deckA);
  const guest = session("guest", deckB);
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  const maskSide = host, boltSide = guest;
  let cast: number | null = null; // the physical card cast face down
  let bolted = false;
  let checks = 0;
  let failure: unknown = null;

  const checkHidden = () => {
    for (const o of faceDown(boltSide.state!)) {
      assert.equal(o.name, "", "the opponent's copy does not know the face-down card");
      assert.equal(boltSide.state!.cards[o.card]!.name, "");
      const v = viewFor(boltSide.state!, boltSide.seat!);
      const shown = [...v.battlefield, ...v.stack].find((c) => c.id === o.id)!;
      assert.ok(shown && shown.name === "" && !shown.faceDownCard, "the opponent's view shows no name");
    }
    for (const o of faceDown(maskSide.state!)) {
      assert.equal(o.name, "Craw Wurm", "its controller's copy knows it");
      const v = viewFor(maskSide.state!, maskSide.seat!);
      assert.equal([...v.battlefield, ...v.stack].find((c) => c.id === o.id)!.faceDownCard, "Craw Wurm");
    }
    checks++;
  };

  const act = (s: Session) => () => setImmediate(() => {
    try {
      const st = s.state;
      if (failure || !st || s.toAct !== s.seat) return;
      if (faceDown(st).length) checkHidden();
      const options = legalActionList(st, s.seat).filter((x) => x.type !== "concede");
      const pick = (f: (x: Action) => boolean) => options.find(f);
      let action: Action | undefined;
      const d = st.decision;
      if (d?.kind === "mulligan") action = pick((x) => x.type === "keep");
      else if (d?.kind === "choose" && d.choice.type === "cards" && d.choice.min === 0 && s === maskSide) {
        // The Mask's question: the Craw Wurm in hand, once enough mana ({5}{G}{G} as X=7 Forests).
        const wurm = d.choice.from.find((id) => st.objects[id]?.name === "Craw Wurm");
        if (wurm) cast = st.objects[wurm]!.card;
        action = { type: "choose", player: s.seat!, cards: wurm ? [wurm] : [] };
      } else if (d) action = options[0];
      else if (s === maskSide && cast === null && st.stack.length === 0) {
        const forests = st.battlefield.filter((id) => st.objects[id]!.name === "Forest").length;
        const mask = st.battlefield.find((id) => st.objects[id]!.name === "Illusionary Mask");
        const hasWurm = st.players[s.seat!].hand.some((id) => st.objects[id]!.name === "Craw Wurm");
        if (mask && forests >= 6 && hasWurm) action = pick((x) => x.type === "activate" && x.card === mask && x.x === 6);
        action ??= pick((x) => x.type === "play");
        action ??= !mask ? pick((x) => x.type === "cast" && st.objects[x.card]?.name === "Illusionary Mask") : undefined;
      } else if (s === boltSide && !bolted && st.stack.length === 0) {
        const target = st.battlefield.find((id) => st.objects[id]!.faceDown);
        const bolt = target ? pick((x) => x.type === "cast" && st.objects[x.card]?.name === "Lightning Bolt" && x.targets?.[0] === target) : undefined;
        if (bolt) { bolted = true; action = bolt; }
        action ??= pick((x) => x.type === "play");
      } else action = pick((x) => x.type === "play");
      action ??= pick((x) => x.type === "pass") ?? options[0]!;
      const r = s.submit(action);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    } catch (e) { failure ??= e; }
  });
  for (const s of [host, guest]) (s.on("ready", act(s)), s.on("state", act(s)));

  const settled = () => inStep(host, guest);
  await waitFor([host, guest], () => !!failure || (bolted && cast !== null && guest.state!.cards[cast]!.name === "Craw Wurm" && host.state!.stack.length === 0 && settled()), 240_000, "a Craw Wurm cast face down, then bolted and turned face up");
  if (failure) throw failure;
  const wurm = Object.values(boltSide.state!.objects).find((o) => o.card === cast)!;
  assert.equal(wurm.zone, "battlefield");
  assert.ok(!wurm.faceDown, "turned face up as Lightning Bolt would deal it damage");
  assert.equal(wurm.damage, 3, "a 6/4 face up: it survives the Bolt");
  assert.ok(checks > 0, "the face-down creature was checked while face down");
  await endsClean(host, guest);
});

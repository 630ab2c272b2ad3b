/**
 * Cards exiled face down (CR 406.3, Knowledge Vault, ruling 2009-10-01: no player may look at them,
 * their owner included) in a network game with hidden hands and libraries, played through the real
 * PeerSession and hidden-card code: while a card is face down in exile neither copy knows it (and
 * neither player's view shows it); put into its owner's hand it is known to the owner alone (like a
 * draw); put into a graveyard it is known to both; the copies stay in step and the audit is clean.
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

const deckA = [...Array(10).fill("Knowledge Vault"), ...Array(16).fill("Island"), ...Array(14).fill("Shivan Dragon")];
const deckB = [...Array(20).fill("Mountain"), ...Array(20).fill("Shatter")];

function session(role: "host" | "guest", cards: string[]): Session {
  return new PeerSession<GameState, Action>({
    identity: newIdentity(), role, rules: engineRules, hidden: engineHiddenGame,
    local: { name: role, app: "0.1.0", cards: "test", deck: cards },
  });
}

const faceDown = (s: GameState) => Object.values(s.objects).filter((o) => o.faceDown);

test("hidden information: a card exiled face down stays unknown to both sides; to its owner's hand only the owner learns it, to the graveyard both do", async () => {
  const host = session("host", deckA);
  const guest = session("guest", deckB);
  const [a, b] = memoryPair();
  host.attach(a);
  guest.attach(b);
  // The Vault player is whoever holds deck A: the host. The seats may be either A or B.
  const vaultSide = host;
  const shatterSide = guest;
  let stage: 1 | 2 | 3 = 1; // 1: exile two cards, then sacrifice; 2: exile one, the other side Shatters it; 3: done
  const toHand: number[] = []; // physical cards exiled face down and then put into the owner's hand
  const toGraveyard: number[] = [];
  let checksWhileFaceDown = 0;
  let failure: unknown = null;

  /** While cards are face down in exile: unknown in both copies and in both players' views. */
  const checkFaceDown = () => {
    for (const s of [host, guest]) {
      const st = s.state!;
      for (const o of faceDown(st)) {
        assert.equal(o.zone, "exile");
        assert.equal(o.name, "", `${s.seat}'s copy does not know the face-down card`);
        assert.equal(st.cards[o.card]!.name, "", `${s.seat}'s copy does not know the face-down card's physical card`);
        for (const p of ["A", "B"] as const) {
          const v = viewFor(st, p).players[o.owner].exile.find((c) => c.id === o.id)!;
          assert.ok(v.faceDown && v.name === "" && v.types.length === 0, `${p}'s view shows the face-down card as unknown`);
        }
      }
    }
    checksWhileFaceDown++;
  };

  const act = (s: Session) => () => setImmediate(() => {
    try {
      const st = s.state;
      if (failure || stage === 3 || !st || s.toAct !== s.seat) return;
      if (faceDown(st).length) checkFaceDown();
      const options = legalActionList(st, s.seat).filter((x) => x.type !== "concede");
      const pick = (f: (x: Action) => boolean) => options.find(f);
      let action: Action | undefined;
      if (st.decision?.kind === "mulligan") action = pick((x) => x.type === "keep");
      else if (st.decision) action = options[0];
      else if (s === vaultSide) {
        const vaults = st.battlefield.filter((id) => st.objects[id]!.name === "Knowledge Vault" && st.objects[id]!.controller === s.seat);
        const linked = (id: string) => (st.objects[id]!.links ?? []).filter((l) => st.objects[l]?.zone === "exile").length;
        const busy = st.stack.length > 0;
        if (stage === 1 && !busy) {
          const full = vaults.find((id) => linked(id) >= 2);
          if (full) {
            for (const l of st.objects[full]!.links!) if (st.objects[l]?.zone === "exile") toHand.push(st.objects[l]!.card);
            action = pick((x) => x.type === "activate" && x.card === full && x.ability === 2);
          }
        }
        const want = stage === 1 ? 2 : 1;
        action ??= !busy ? pick((x) => x.type === "activate" && vaults.includes(x.card) && x.ability === 1 && linked(x.card) < want) : undefined;
        action ??= pick((x) => x.type === "play");
        action ??= !busy && vaults.length === 0 ? pick((x) => x.type === "cast" && st.objects[x.card]?.name === "Knowledge Vault") : undefined;
      } else if (s === shatterSide && stage === 2 && st.stack.length === 0) {
        const target = st.battlefield.find((id) => st.objects[id]!.name === "Knowledge Vault" && (st.objects[id]!.links ?? []).some((l) => st.objects[l]?.zone === "exile"));
        if (target) {
          for (const l of st.objects[target]!.links!) if (st.objects[l]?.zone === "exile") toGraveyard.push(st.objects[l]!.card);
          action = pick((x) => x.type === "cast" && x.targets?.[0] === target);
        }
        action ??= pick((x) => x.type === "play");
      } else action = pick((x) => x.type === "play");
      action ??= pick((x) => x.type === "pass") ?? options[0]!;
      const r = s.submit(action);
      assert.ok(r.ok, !r.ok ? r.rejection.message : "");
    } catch (e) { failure ??= e; }
  });
  for (const s of [host, guest]) (s.on("ready", act(s)), s.on("state", act(s)));

  const settled = () => inStep(host, guest);
  const known = (s: Session, card: number) => s.state!.cards[card]!.name !== "";
  // Stage 1 ends once the sacrificed Vault's cards reached the owner's hand and the owner learned them.
  await waitFor([host, guest], () => !!failure || (toHand.length === 2 && toHand.every((c) => known(vaultSide, c)) && settled()), 120_000, "two cards exiled face down, then returned to hand");
  if (failure) throw failure;
  for (const c of toHand) {
    const o = Object.values(vaultSide.state!.objects).find((x) => x.card === c)!;
    assert.equal(o.zone, "hand");
    assert.ok(!o.faceDown);
    assert.ok(["Knowledge Vault", "Island", "Shivan Dragon"].includes(o.name), "the owner learns its card as it reaches the hand");
    assert.equal(shatterSide.state!.cards[c]!.name, "", "the other side does not learn a card put into the owner's hand");
  }
  stage = 2;
  act(vaultSide)();
  act(shatterSide)();
  await waitFor([host, guest], () => !!failure || (toGraveyard.length > 0 && toGraveyard.every((c) => known(host, c) && known(guest, c)) && settled()), 120_000, "a card exiled face down, then put into the graveyard");
  if (failure) throw failure;
  stage = 3;
  for (const c of toGraveyard) {
    const o = Object.values(shatterSide.state!.objects).find((x) => x.card === c)!;
    assert.equal(o.zone, "graveyard", "the Vault's trigger put the card into its owner's graveyard");
    assert.equal(vaultSide.state!.cards[c]!.name, o.name, "both sides know a card put into a graveyard");
  }
  assert.ok(checksWhileFaceDown > 0, "the face-down cards were checked while in exile");
  await endsClean(host, guest);
});

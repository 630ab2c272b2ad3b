/**
 * Sideboards (CR 400.11: the cards outside the game, Ring of Ma'rûf) with hidden hands and libraries,
 * two HiddenSides without the network: the sideboard is committed hidden with the deck (sealed
 * entries in an order only its owner knows; the other copy knows its size), the Ring's draw
 * replacement takes an entry by position in both copies, the card is named in its owner's copy
 * alone until it becomes public, when its sealed entry opens to the name shown; a card taken and
 * shuffled into a library by Timetwister becomes a slot like any other; the audit checks the
 * sideboard against its commitment and the deck's legality with it.
 */
import { deliverHidden } from "./helpers";
import { test } from "node:test";
import assert from "node:assert/strict";
import { seededBytes } from "./seeded-bytes";
import { legalActionList, serialize, UNKNOWN_CARD, type Action, type GameState, type PlayerId } from "../../engine/index";
import { HiddenSide, type HiddenMessage } from "../../app/host/net/hidden/side";
import { HiddenInfoError } from "../../app/host/net/hidden/group";

export const RING_DECK = [...Array(12).fill("Ring of Ma'rûf"), ...Array(28).fill("Mountain")] as string[];
export const FOREST_DECK = Array(40).fill("Forest") as string[];
export const SIDEBOARD = ["Shivan Dragon", "Lightning Bolt", "Disenchant"];

function deliver(sides: Record<PlayerId, HiddenSide>, received: Record<PlayerId, HiddenMessage[]>, tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage): void {
  deliverHidden(sides, { received, ...(tamper ? { tamper } : {}) });
}

const named = (s: GameState, name: string) => Object.values(s.objects).find((o) => o.name === name);

/**
 * A plays its Rings and Mountains, activates a Ring in its upkeep with five Mountains, takes `want`
 * from outside the game, and casts it at B when it can; B plays Forests and passes. `each` is told
 * of every step (both copies in step).
 */
function play(o: { seed: string; want: string; /** Cast once the card is taken (Timetwister). */ then?: string; deckA?: string[]; sideboard?: string[]; until: (sides: Record<PlayerId, HiddenSide>) => boolean; each?: (sides: Record<PlayerId, HiddenSide>, received: Record<PlayerId, HiddenMessage[]>) => void; tamper?: (from: PlayerId, m: HiddenMessage) => HiddenMessage; steps?: number }) {
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: o.deckA ?? RING_DECK, rand: seededBytes(`${o.seed}A`), gameId: o.seed, sideboard: o.sideboard ?? SIDEBOARD }),
    B: new HiddenSide({ you: "B", deck: FOREST_DECK, rand: seededBytes(`${o.seed}B`), gameId: o.seed }),
  };
  const received: Record<PlayerId, HiddenMessage[]> = { A: [], B: [] };
  deliver(sides, received, o.tamper);
  for (let step = 0; step < (o.steps ?? 3000) && !o.until(sides); step++) {
    const mover = sides.A.mustAct();
    assert.equal(mover, sides.B.mustAct(), "both copies agree who acts");
    if (!mover) break;
    const st = sides[mover].state!;
    const legal = legalActionList(st, mover).filter((x) => x.type !== "concede" && x.type !== "mulligan");
    const pick = (f: (x: Action) => boolean) => legal.find(f);
    let action: Action | undefined;
    const d = st.decision;
    if (d?.kind === "choose" && d.choice.type === "option" && d.choice.outside && mover === "A") {
      action = { type: "choose", player: "A", value: d.choice.options.indexOf(o.want) + 1 };
    } else if (mover === "A" && !d) {
      const ring = st.battlefield.find((id) => st.objects[id]!.name === "Ring of Ma'rûf" && !st.objects[id]!.tapped);
      const untapped = st.battlefield.filter((id) => ["Mountain", "Island"].includes(st.objects[id]!.name) && !st.objects[id]!.tapped).length;
      const taken = st.players.A.hand.find((id) => st.objects[id]!.name === o.want);
      const then = o.then && st.players.A.sideboard!.length < (o.sideboard ?? SIDEBOARD).length ? st.players.A.hand.find((id) => st.objects[id]!.name === o.then) : undefined;
      if (then) action = pick((x) => x.type === "cast" && x.card === then);
      if (taken && !action) action = pick((x) => x.type === "cast" && x.card === taken && (o.want !== "Lightning Bolt" || JSON.stringify(x.targets) === '["B"]'));
      if (!action && st.turn.active === "A" && st.turn.step === "upkeep" && ring && untapped >= 5 && st.players.A.sideboard?.length === (o.sideboard ?? SIDEBOARD).length && !st.shields.length && !st.stack.length) action = pick((x) => x.type === "activate" && x.card === ring);
      action ??= pick((x) => x.type === "play");
      action ??= st.players.A.hand.some((id) => st.objects[id]!.name === "Ring of Ma'rûf") && !st.battlefield.some((id) => st.objects[id]!.name === "Ring of Ma'rûf") ? pick((x) => x.type === "cast") : undefined;
    } else if (!d) action = pick((x) => x.type === "play");
    action ??= pick((x) => x.type === "keep") ?? pick((x) => x.type === "pass") ?? legal[0]!;
    sides[mover].act(action);
    sides[mover].settle();
    sides[mover].resume();
    deliver(sides, received, o.tamper);
    assert.equal(sides.A.hash(), sides.B.hash(), `step ${step}: the copies differ in public`);
    o.each?.(sides, received);
  }
  return { sides, received };
}

test("a card taken from outside the game in a hidden game: the other copy knows only the sideboard's size and an anonymous card, until it is cast; the audit is clean", () => {
  let sawHidden = 0;
  const { sides, received } = play({
    seed: "side1", want: "Lightning Bolt",
    until: (s) => !!s.B.state && s.B.state.players.B.life < 20 && s.B.state.stack.length === 0,
    each: (s, rec) => {
      const a = s.A.state!, b = s.B.state!;
      const taken = named(a, "Lightning Bolt");
      if (taken && taken.zone === "hand") {
        sawHidden++;
        assert.equal(b.objects[taken.id]!.name, UNKNOWN_CARD, "B's copy holds an anonymous card");
        assert.ok(!serialize(b).includes("Lightning Bolt") && !JSON.stringify(rec.B).includes("Lightning Bolt"), "nothing B holds or received names it");
        assert.deepEqual(b.players.A.sideboard, [UNKNOWN_CARD, UNKNOWN_CARD], "B knows A has two cards left outside the game");
        assert.equal(a.players.A.sideboard!.length, 2);
      }
      assert.ok(!serialize(b).includes("Shivan Dragon") && !JSON.stringify(rec.B).includes("Shivan Dragon"), "a card left outside the game is never named to B");
    },
  });
  assert.ok(sawHidden > 0, "the card was in A's hand, hidden from B, for a while");
  assert.equal(sides.B.state!.players.B.life, 17, "the Bolt taken from outside the game was cast at B");
  assert.ok(named(sides.B.state!, "Lightning Bolt"), "B's copy knows it once cast");
  assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
  assert.deepEqual(sides.B.audit(sides.A.secrets(), (names, side) => (side.length > 15 ? ["too many"] : [])), { clean: true });
  void received;
});

test("a card taken from outside the game, then shuffled into its owner's library by Timetwister: it becomes a slot like the others (its point starts the shuffle), the copies stay in step, and the audit checks that shuffle too", () => {
  const deckA = [...Array(10).fill("Ring of Ma'rûf"), ...Array(8).fill("Timetwister"), ...Array(12).fill("Mountain"), ...Array(10).fill("Island")] as string[];
  let dragon: number | null = null;
  let twisted = false;
  const { sides } = play({
    seed: "side2", want: "Shivan Dragon", then: "Timetwister", deckA,
    until: (s) => twisted && !s.A.reshuffling && !!s.A.mustAct(),
    each: (s) => {
      const a = s.A.state!;
      const d = named(a, "Shivan Dragon");
      if (d) dragon = d.card;
      if (dragon !== null && a.players.A.library.some((id) => a.objects[id]!.card === dragon)) twisted = true;
    },
  });
  assert.ok(twisted, "the Dragon taken from outside the game was shuffled into A's library");
  assert.equal(sides.A.hash(), sides.B.hash());
  assert.equal(sides.B.state!.cards[dragon!]!.name, UNKNOWN_CARD, "B never learned it");
  assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
  assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
  // A sideboard shown at the audit other than the one committed (the Dragon's entry renamed) is named.
  const forged = sides.A.secrets();
  forged.side = { ...forged.side!, names: forged.side!.names.map((n) => (n === "Shivan Dragon" ? "Lord of the Pit" : n)) };
  const f = sides.B.audit(forged);
  assert.ok(!f.clean && f.cheater === "A" && f.code === "deck-mismatch", JSON.stringify(f));
});

test("a program without sideboards (an older one, or a deck without one): its hello and its audit carry none, and both copies hold no sideboard", async () => {
  const { validateAuditSecrets, validateHiddenMessage } = await import("../../app/host/net/hidden/wire");
  const sides: Record<PlayerId, HiddenSide> = {
    A: new HiddenSide({ you: "A", deck: RING_DECK, rand: seededBytes("old-A"), gameId: "old" }),
    B: new HiddenSide({ you: "B", deck: FOREST_DECK, rand: seededBytes("old-B"), gameId: "old" }),
  };
  const hello = sides.A.outbox[0]!;
  assert.ok(hello.t === "hello" && !("side" in hello), "no side in the hello");
  const read = validateHiddenMessage(JSON.parse(JSON.stringify(hello)));
  assert.ok(read.t === "hello" && read.side === undefined);
  deliver(sides, { A: [], B: [] });
  for (const p of ["A", "B"] as PlayerId[]) for (const q of ["A", "B"] as PlayerId[]) assert.equal(sides[p].state!.players[q].sideboard, undefined);
  const secrets = JSON.parse(JSON.stringify(sides.A.secrets()));
  assert.equal(secrets.side, undefined);
  assert.deepEqual(sides.B.audit(validateAuditSecrets(secrets)), { clean: true });
});

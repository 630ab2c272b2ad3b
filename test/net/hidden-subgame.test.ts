/**
 * Shahrazad's subgame (CR 729) in a game with hidden hands and libraries, two programs in one
 * process without the network: the subgame's libraries (the main game's, moved) are shuffled
 * together with the hidden-card protocol, its first player is drawn from both hash chains, its
 * opening hands are shown to their owners alone; when it ends the cards go back into the main-game
 * libraries, shuffled together again. The copies' public hashes agree after every action, each side
 * knows its hands (the subgame's and the main game's), and the audit at the end is clean.
 */
import { deliverHidden } from "./helpers";
import { test } from "node:test";
import assert from "node:assert/strict";
import { seededBytes } from "./seeded-bytes";
import { legalActionList, type Action, type GameState, type PlayerId } from "../../engine/index";
import { HiddenSide, type HiddenMessage } from "../../app/host/net/hidden/side";

const deliver = (sides: Record<PlayerId, HiddenSide>): void => deliverHidden(sides);

const depth = (s: GameState) => { let n = 0; for (let m = s.main; m; m = m.main) n++; return n; };
/** Every card of `p`'s hands (the subgame's and each waiting main game's) is known to `p`'s copy. */
const knowsOwnHands = (s: GameState, p: PlayerId) => {
  for (let g: GameState | undefined = s; g; g = g.main) if (!g.players[p].hand.every((id) => g!.objects[id]!.name !== "")) return false;
  return true;
};

const deck = [...Array(14).fill("Plains"), ...Array(8).fill("Shahrazad"), ...Array(8).fill("White Knight")] as string[];

test("a subgame in a network game: libraries shuffled together, copies in step, hands known to their owners only, clean audit", () => {
  let sawSubgame = 0;
  let resumed = 0;
  for (const seed of [1]) {
    const sides: Record<PlayerId, HiddenSide> = {
      A: new HiddenSide({ you: "A", deck, rand: seededBytes(`A${seed}`), gameId: `sub${seed}` }),
      B: new HiddenSide({ you: "B", deck, rand: seededBytes(`B${seed}`), gameId: `sub${seed}` }),
    };
    deliver(sides);
    assert.ok(sides.A.state && sides.B.state);
    let pick = seed * 7919;
    const choose = (n: number) => (pick = (pick * 1103515245 + 12345) % 2147483648) % n;
    for (let step = 0; step < 320; step++) {
      const mover = sides.A.mustAct();
      assert.equal(mover, sides.B.mustAct());
      if (!mover || sides.A.state!.outcome) break;
      const legal = legalActionList(sides[mover].state!, mover).filter((x: Action) => x.type !== "concede" && x.type !== "mulligan");
      // Shahrazad whenever it can be cast, so that subgames happen (and nest).
      const shah = legal.find((x) => x.type === "cast" && sides[mover].state!.objects[x.card]?.name === "Shahrazad");
      const action = shah ?? legal[choose(legal.length)]!;
      const before = depth(sides.A.state!);
      sides[mover].act(action);
      sides[mover].settle();
      sides[mover].resume();
      deliver(sides);
      const after = depth(sides.A.state!);
      assert.equal(after, depth(sides.B.state!), `step ${step}: both copies play the same game`);
      assert.equal(sides.A.hash(), sides.B.hash(), `step ${step}: the copies differ in public`);
      if (after > before) sawSubgame++;
      if (after < before) resumed++;
      for (const p of ["A", "B"] as PlayerId[]) {
        assert.ok(knowsOwnHands(sides[p].state!, p), `step ${step}: ${p} knows every card of its hands`);
        const o = p === "A" ? "B" : "A";
        const other = sides[p].state!;
        // The other's hand, in the subgame and in the waiting main game, stays unknown here.
        for (let g: GameState | undefined = other; g; g = g.main) {
          for (const id of g.players[o].hand) assert.equal(g.objects[id]!.name, "", `step ${step}: ${p} does not know ${o}'s hand card`);
        }
      }
    }
    assert.deepEqual(sides.A.audit(sides.B.secrets()), { clean: true });
    assert.deepEqual(sides.B.audit(sides.A.secrets()), { clean: true });
  }
  assert.ok(sawSubgame > 0, "a subgame was played");
  assert.ok(resumed > 0, "a subgame ended and its main game resumed");
});

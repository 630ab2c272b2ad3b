/**
 * Cards shown in a copy of the game that may not know them (network play with hidden cards,
 * engine/core/hidden.ts): like random results (rng.ts `NeedRandom`), the showing comes from outside.
 */
import type { PlayerId } from "../types";
import type { GameState } from "./state";

/**
 * Hidden cards the game shows to a player, or to every player (CR 701.20a reveal, 701.20e look at),
 * in a copy that may not know them (network play with hidden information): the action is refused
 * with "needs_reveal" until the programs have shown them (app/host/net/hidden/side.ts) and this
 * copy is told so (`withShown`); both copies refuse it at the same point, so that neither runs the
 * effect ahead of the other. `cards`: physical card numbers, the same in both copies.
 */
export class NeedReveal extends Error {
  constructor(readonly cards: number[], readonly to: PlayerId | "all") {
    super(`This action shows ${cards.length} hidden card${cards.length === 1 ? "" : "s"} to ${to === "all" ? "every player" : `player ${to}`}`);
  }
}

/**
 * CR 701.20: `ids` are shown to `to` (a player who looks at them, or "all" for a reveal). Nothing
 * to do in a copy that knows every card (no `external`). In network play the cards in a hidden
 * zone (a hand or a library, CR 400.2) take one showing the programs made (`external.shown`), or
 * the action is refused until they have made it. A player's own hand is no secret to them.
 * Which cards are asked for depends only on zones, the same in both copies.
 */
export function showCards(state: GameState, to: PlayerId | "all", ids: readonly string[]): void {
  const ext = state.external;
  if (!ext) return;
  const cards: number[] = [];
  for (const id of ids) {
    const o = state.objects[id];
    // A face-down spell or permanent (CR 708) is hidden like a hand card until it is turned face up.
    if (!o || o.card < 0 || (o.zone !== "hand" && o.zone !== "library" && !(o.faceDown && o.zone !== "exile"))) continue;
    if (to !== "all" && o.zone === "hand" && o.owner === to) continue;
    cards.push(o.card);
  }
  if (!cards.length) return;
  if ((ext.shown ?? 0) > 0) {
    ext.shown! -= 1;
    return;
  }
  throw new NeedReveal(cards, to);
}

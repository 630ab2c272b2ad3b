/**
 * Face-down spells and permanents (CR 708; Illusionary Mask). A face-down object has the
 * characteristics of CR 708.2a (layers.ts), only its controller may look at it (CR 708.5: views,
 * known.ts; in network play its card stays hidden from the opponent, hidden.ts), and it is turned
 * face up by `Game.turnFaceUp` (CR 708.8). Cards exiled face down (CR 406.3) are another matter.
 */
import type { PlayerId } from "../types";
import type { Game } from "./game";
import type { GameState } from "./state";

/**
 * CR 708.4, 601.2: `p` casts card `id` from their hand face down, as a 2/2 creature spell without
 * paying its mana cost (Illusionary Mask); `masked`: the Mask's "turned face up instead" applies to
 * the permanent it becomes. The spell has no name (CR 708.2a): the stack item and the log say so.
 */
export function castFaceDown(g: Game, p: PlayerId, id: string, masked: boolean): string {
  const spell = g.move(id, "stack", { controller: p, faceDown: true, masked });
  g.state.stack.push({ id: spell.id, kind: "spell", name: "", controller: p, source: spell.id, sourceCard: spell.card, targets: [] });
  g.state.passed = [];
  g.emit("cast", `${g.player(p).name} casts a face-down creature spell`, { player: p, object: spell.id, targets: [] });
  return spell.id;
}

/** The face-down spells and permanents of the game (not cards exiled face down), optionally those `p` may not look at. */
export function faceDownPermanentsAndSpells(state: GameState, hiddenFrom?: PlayerId): string[] {
  const out: string[] = [];
  for (const id of state.battlefield) { const o = state.objects[id]!; if (o.faceDown && o.controller !== hiddenFrom) out.push(id); }
  for (const it of state.stack) {
    const o = it.kind === "spell" ? state.objects[it.id] : undefined;
    if (o?.faceDown && o.controller !== hiddenFrom) out.push(o.id);
  }
  return out;
}

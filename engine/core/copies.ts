/**
 * Copies of spells (CR 707.10): a copy is put onto the stack, not cast (so "whenever a player
 * casts" abilities don't see it); it copies the spell's characteristics and the choices made for
 * it (modes, targets, X), except the targets its controller chooses anew (707.10c). It is an
 * object without a card, owned and controlled by the player who put it on the stack; once it
 * leaves the stack it ceases to exist (707.10a, a state-based action: sba.ts, like tokens).
 */
import type { PlayerId, Ref } from "../types";
import { addObject, deepCopy } from "./clone";
import type { Game } from "./game";
import type { GameObject, StackItem } from "./state";

/** Puts a copy of the spell `of` on the stack under `controller`, with `targets`. Returns the copy's stack item. */
export function copySpell(g: Game, of: StackItem, controller: PlayerId, targets: Ref[]): StackItem | undefined {
  const o = g.obj(of.id);
  if (!o || of.kind !== "spell") return undefined;
  const n: GameObject = {
    id: g.newId(), card: -1, name: o.name, owner: controller, controller, baseController: controller,
    zone: "stack", tapped: false, sick: false, damage: 0, counters: {}, timestamp: g.timestamp(),
  };
  addObject(g.state, n);
  g.state.tokens = (g.state.tokens ?? 0) + 1; // an object without a card (invariants, CR 707.10a)
  const item: StackItem = {
    id: n.id, kind: "spell", name: o.name, controller, source: n.id, targets: [...targets],
    ...(of.x !== undefined ? { x: of.x } : {}), ...(of.choices ? { choices: deepCopy(of.choices) } : {}),
  };
  g.state.stack.push(item);
  g.touch();
  const named = targets.map((t) => (g.isPlayer(t) ? g.player(t).name : g.obj(t)?.name ?? t)).join(", ");
  g.emit("copy", `${g.player(controller).name} copies ${o.name}${named ? ` targeting ${named}` : ""}`, { player: controller, object: n.id, of: of.id, targets: [...targets] });
  return item;
}

/**
 * The rest of a mana ability's effect (CR 605.3b): "{1}: Add {W}. If this ability has been
 * activated four or more times this turn, sacrifice this creature at the beginning of the next
 * end step" (Farrelite Priest). A mana ability doesn't use the stack, so its other steps happen at
 * once, as it is activated, through a resolution context that is never put on the stack. Only
 * steps that ask nothing belong here (a mana ability stops for no decision); `if` is followed.
 */
import type { EffectStep } from "../cards/types";
import type { PlayerId } from "../types";
import { ResolveContext } from "./context";
import { runStep } from "./effects";
import type { Game } from "./game";
import type { AbilityKey, GameObject } from "./state";

export function runManaAbilityEffect(g: Game, player: PlayerId, o: GameObject, key: AbilityKey, effect: readonly EffectStep[]): void {
  const ctx = new ResolveContext(g, { id: `mana:${o.id}`, kind: "ability", name: o.name, controller: player, source: o.id, sourceCard: o.card, ability: key, targets: [] });
  const run = (steps: readonly EffectStep[]): void => {
    for (const step of steps) {
      const next = runStep(ctx, step);
      const more = next === "then" ? (step as { then?: EffectStep[] }).then : next === "otherwise" ? (step as { otherwise?: EffectStep[] }).otherwise : undefined;
      if (more) run(more);
    }
  };
  run(effect);
}

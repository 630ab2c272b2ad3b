/**
 * "If it would destroy a land you control" (Equinox): whether a spell on the stack, resolving right
 * now, would destroy such a land itself (ruling 2013-09-20). Only its own `destroy` steps count, read
 * from its definition: not damage or sacrifice (ruling 2004-10-04: not indirect destruction), and
 * not steps that wait on a choice, a test or chance ("may", "if", code; rulings 2004-10-04, 2008-10-01).
 */
import type { PlayerId } from "../../types";
import type { EffectStep, Filter } from "../types";
import { ResolveContext } from "../../core/context";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { StackItem } from "../../core/state";

export function spellWouldDestroy(g: Game, item: StackItem, filter: Filter, you: PlayerId, source: string): boolean {
  if (item.kind !== "spell") return false;
  const spell = g.obj(item.source);
  const def = spell ? g.chars(spell).def?.spell : undefined;
  if (!def) return false;
  const steps: EffectStep[] = (def.modes ? def.modes[(item.choices?.mode ?? 1) - 1]?.effect : def.effect) ?? [];
  const ctx = new ResolveContext(g, item);
  for (const step of steps) {
    if (step.do !== "destroy") continue;
    for (const r of ctx.who(step.what)) {
      const o = g.isPlayer(r) ? undefined : g.obj(r);
      if (o && o.zone === "battlefield" && matches(g, o, g.chars(o), filter, { you, source })) return true;
    }
  }
  return false;
}

// Fork: Copy target instant or sorcery spell, except that the copy is red. You may choose new targets for the copy.
import { card, code, targetSpellOf } from "../dsl";
import { copySpell } from "../../core/copies";
import { spellTargetPlan } from "../../core/cast";
import { legalTargets, targetProblem } from "../../core/targets";
import type { Ref } from "../../types";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";
import type { Color } from "../types";

export default card({
  name: "Fork",
  spell: {
    targets: [targetSpellOf("target instant or sorcery spell", { types: ["Instant", "Sorcery"] })],
    effect: [
      // The color is data (cards/words.ts), for text-changing effects (CR 612).
      code(worded({ colors: ["R"] as Color[] }, (w) => (ctx: ResolveContext) => {
        const t = ctx.target(0);
        const item = t === undefined ? undefined : ctx.g.state.stack.find((i) => i.id === t && i.kind === "spell");
        const orig = item && ctx.g.obj(item.id);
        if (!item || !orig) return;
        const g = ctx.g, p = ctx.controller;
        const def = g.chars(orig).def;
        // CR 707.10: modes, X and the number of targets are copied; CR 707.10c: each target may be
        // kept, or changed to a new legal one (judged for a red spell controlled by Fork's controller).
        const specs = def ? spellTargetPlan(def, item.choices?.mode, item.targets.length, item.x ?? 0).specs : [];
        const targets: Ref[] = item.targets.map((current, i) => {
          const spec = specs[Math.min(i, specs.length - 1)];
          if (!spec) return current;
          const others = legalTargets(g, spec, p, orig, p, item.x).filter((r) => r !== current && !item.targets.includes(r)
            && targetProblem(g, spec, r, p, { you: p, source: orig.id, sourceColors: w.colors, x: item.x }) === null);
          if (!others.length) return current;
          const [pick] = ctx.chooseCards(p, [current, ...others], 0, 1, `You may choose a new target for the copy instead of ${g.isPlayer(current) ? g.player(current).name : g.obj(current)?.name ?? "its target"} (none: the same target)`);
          return pick ?? current;
        });
        const copy = copySpell(g, item, p, targets);
        // "Except that the copy is red" (CR 707.9b-style exception to the copiable values; layer 5 here, CR 105.3).
        if (copy) g.addEffect({ id: ctx.item.source, controller: p }, "5", [copy.id], { colors: w.colors }, { until: "indefinitely" });
      })),
    ],
  },
  ai: { responseOnly: true, never: true },
});

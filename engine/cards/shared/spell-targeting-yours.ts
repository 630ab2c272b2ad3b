/**
 * "Target instant or Aura spell that targets a permanent you control" (Avoid Fate, Ring of Immortals):
 * judged as the spell or ability is put on the stack and again as it resolves (CR 608.2b).
 */
import type { Filter, TargetSpec } from "../types";
import { matches } from "../../core/filters";
const instant: Filter = { types: ["Instant"] };
const aura: Filter = { subtypes: ["Aura"] };
const permanentYouControl: Filter = { controller: "you" };
export const instantOrAuraTargetingYours: TargetSpec = {
  text: "target instant or Aura spell that targets a permanent you control",
  zone: "stack",
  object: {
    where: (g, o, c, ctx) => {
      if (!matches(g, o, c, instant, ctx) && !matches(g, o, c, aura, ctx)) return false;
      const item = g.state.stack.find((i) => i.id === o.id);
      return !!item && item.targets.some((r) => {
        if (g.isPlayer(r)) return false;
        const t = g.obj(r);
        return !!t && t.zone === "battlefield" && matches(g, t, g.chars(t), permanentYouControl, ctx);
      });
    },
  },
};

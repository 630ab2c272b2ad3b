/**
 * Banding helpers (CR 702.22): losing banding or "bands with other" for a duration, and the
 * Legends lands that give legendary creatures of one color "bands with other legendary creatures".
 */
import type { CardDef, Color, EffectStep, Until, Who } from "../types";
import { card, code, grants } from "../dsl";

/**
 * "[Who] loses [keywords] until end of turn" (layer 6, CR 613.1f). `"banding"` also removes every
 * "bands with other" ability (CR 702.22b); `"bands with other"` removes all of those.
 */
export const loseKeywords = (what: Who, keywords: string[], until: Until = "end_of_turn"): EffectStep => code((ctx) => {
  const ids = ctx.who(what).filter((id) => ctx.g.obj(id)?.zone === "battlefield");
  if (!ids.length) return;
  ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", ids, { removeKeywords: keywords }, ctx.duration(until));
  for (const id of ids) ctx.g.emit("grant", `${ctx.g.obj(id)!.name} loses ${keywords.join(" and ")}`, { object: id });
});

/** The quality Legends' lands give: "bands with other legendary creatures" (CR 702.22b–c). */
export const BANDS_WITH_OTHER_LEGENDS = "bands with other legendary creatures";

/** "[Color] legendary creatures you control have 'bands with other legendary creatures.'" */
export function bandingLand(name: string, color: Color, colorWord: string): CardDef {
  return card({
    name,
    statics: [grants({ types: ["Creature"], supertypes: ["Legendary"], colors: [color], controller: "you" }, [BANDS_WITH_OTHER_LEGENDS],
      { text: `${colorWord} legendary creatures you control have "bands with other legendary creatures."` })],
  });
}

/**
 * "{U}: This creature gains shroud until end of turn and doesn't untap during your next untap
 * step. Tap it." (Homarid Warrior, Deep Spawn; CR 702.18a, 502.3).
 */
import type { ActivatedDef } from "../types";
import { ability, DOESNT_UNTAP, tap } from "../dsl";

export function homaridShroud(text: string): ActivatedDef {
  return ability(text, { mana: "{U}" }, [
    { do: "grant", what: "self", keywords: ["shroud"], until: "end_of_turn" },
    // "Doesn't untap during your next untap step": it lasts through that untap step and ends as
    // the next upkeep begins (the untap step has no priority, CR 502.4).
    { do: "grant", what: "self", keywords: [DOESNT_UNTAP], until: "your_next_upkeep" },
    // It may be activated while tapped: tapping a tapped permanent does nothing (ruling 2004-10-04).
    tap("self"),
  ], { ai: { never: true } });
}

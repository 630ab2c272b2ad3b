// Glyph of Delusion: Put X glyph counters on target creature that target Wall blocked this turn, where X is the power of that blocked creature. The creature gains "This creature doesn't untap during your untap step if it has a glyph counter on it" and "At the beginning of your upkeep, remove a glyph counter from this creature."
import { addCounters, atUpkeep, card, creature } from "../dsl";
import { DOESNT_UNTAP_IF } from "../../core/untap";

const blocked = { target: 0 } as const;

export default card({
  name: "Glyph of Delusion",
  grants: { triggers: [atUpkeep("yours", "At the beginning of your upkeep, remove a glyph counter from this creature.", [{ do: "removeCounters", what: "self", kind: "glyph", n: 1 }])] },
  spell: {
    targets: [
      // CR 601.2c: judged with the Wall chosen with it; ruling 2004-10-04: any creature the Wall blocked this turn.
      { text: "target creature that target Wall blocked this turn", object: creature, blockedByTarget: 1 },
      { text: "target Wall", object: { ...creature, subtypes: ["Wall"] } },
    ],
    effect: [
      // X is that creature's power as the spell resolves (CR 608.2h).
      addCounters("glyph", { stat: "power", of: blocked }, blocked),
      // CR 113.10, 611.2a: it gains both abilities for as long as it stays on the battlefield.
      { do: "grant", what: blocked, keywords: [`${DOESNT_UNTAP_IF}glyph counter on it`], abilities: ["#gt0"], until: "indefinitely" },
    ],
  },
  ai: { targets: "harmful" },
});

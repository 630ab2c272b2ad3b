// War Barge: {3}: Target creature gains islandwalk until end of turn. When this artifact leaves the battlefield this turn, destroy that creature. A creature destroyed this way can't be regenerated. (A creature with islandwalk can't be blocked as long as defending player controls an Island.)
import { ability, card, destroy, targetCreature } from "../dsl";

/**
 * "When this artifact leaves the battlefield this turn" (CR 603.6c, 603.7): a delayed trigger on its
 * source with a stated duration, dropped as the turn ends (engine/core/delayed.ts reads `thisTurn`).
 */
const leavesThisTurn = { at: "source_leaves" as const, thisTurn: true as const };

export default card({
  name: "War Barge",
  abilities: [ability("{3}: Target creature gains islandwalk until end of turn. When this artifact leaves the battlefield this turn, destroy that creature. A creature destroyed this way can't be regenerated.",
    { mana: "{3}" },
    [{ do: "grant", what: "target", keywords: ["islandwalk"], until: "end_of_turn" }, { do: "delayed", index: 0, object: "target" }],
    { targets: [targetCreature], ai: { targets: "helpful" } })],
  // CR 701.19c: "can't be regenerated".
  delayed: [{ text: "When this artifact leaves the battlefield this turn, destroy that creature. A creature destroyed this way can't be regenerated.", at: leavesThisTurn, effect: [destroy("that_object", true)] }],
});

// Power Surge: At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the number of untapped lands they controlled at the beginning of this turn.
import { atUpkeep, card, damage } from "../dsl";
import { untappedLandsAtTurnStart } from "../../core/history";
export default card({
  name: "Power Surge",
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, this enchantment deals X damage to that player, where X is the number of untapped lands they controlled at the beginning of this turn.",
    // Counted as the turn began, before its untap step (CR 500.1, 502.3), whether or not Power
    // Surge was on the battlefield then (ruling 2004-10-04).
    [damage((ctx) => (ctx.data.player ? untappedLandsAtTurnStart(ctx.g, ctx.data.player) : 0), "that_player")])],
});

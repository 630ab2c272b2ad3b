// Karma: At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.
import { atUpkeep, card, damage } from "../dsl";
import { countFor } from "../shared/permanents";

const swampsTheyControl = { subtypes: ["Swamp"], controller: "you" as const };

export default card({
  name: "Karma",
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, this enchantment deals damage to that player equal to the number of Swamps they control.", [
    // Counted as it resolves (2004-10-04 ruling), among the permanents "that player" controls.
    damage((ctx) => (ctx.data.player ? countFor(ctx.g, swampsTheyControl, ctx.data.player) : 0), "that_player"),
  ])],
});

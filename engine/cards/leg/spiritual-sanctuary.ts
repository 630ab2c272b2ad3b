// Spiritual Sanctuary: At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.
import { atUpkeep, card, gainLife } from "../dsl";
import { controlledBy } from "../shared/permanents";

const PLAINS = { subtypes: ["Plains"] };

export default card({
  name: "Spiritual Sanctuary",
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.", [gainLife(1, "that_player")], {
    // CR 603.4: intervening "if", checked as it triggers and again as it resolves.
    condition: (g, _self, data) => (data.player === "A" || data.player === "B") && controlledBy(g, data.player, PLAINS).length > 0,
  })],
});

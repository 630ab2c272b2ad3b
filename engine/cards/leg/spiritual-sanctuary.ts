// Spiritual Sanctuary: At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.
import { atUpkeep, card, gainLife } from "../dsl";
import { controlledBy } from "../shared/permanents";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { TriggerData } from "../types";

const PLAINS = { subtypes: ["Plains"] };

export default card({
  name: "Spiritual Sanctuary",
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, if that player controls a Plains, they gain 1 life.", [gainLife(1, "that_player")], {
    // CR 603.4: intervening "if", checked as it triggers and again as it resolves.
    condition: worded(PLAINS, (w) => (g: Game, _self: GameObject, data: TriggerData) => (data.player === "A" || data.player === "B") && controlledBy(g, data.player, w).length > 0),
  })],
});

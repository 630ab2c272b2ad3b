// Copper Tablet: At the beginning of each player's upkeep, this artifact deals 1 damage to that player.
import { card, atUpkeep, damage } from "../dsl";
export default card({
  name: "Copper Tablet",
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, this artifact deals 1 damage to that player.", [damage(1, "that_player")])],
  ai: { bonus: 0.3 },
});

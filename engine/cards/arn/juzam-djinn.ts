// Juzám Djinn: At the beginning of your upkeep, this creature deals 1 damage to you.
import { card, atUpkeep, damage } from "../dsl";
export default card({
  name: "Juzám Djinn",
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, this creature deals 1 damage to you.", [damage(1, "you")])],
});

// Serendib Efreet: Flying / At the beginning of your upkeep, this creature deals 1 damage to you.
import { atUpkeep, card, damage } from "../dsl";
export default card({
  name: "Serendib Efreet",
  keywords: ["flying"],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, this creature deals 1 damage to you.", [damage(1, "you")])],
});

// Farmstead: Enchant land / Enchanted land has "At the beginning of your upkeep, you may pay {W}{W}. If you do, you gain 1 life."
import { atUpkeep, card, enchant, gainLife, grantsAbilities, land } from "../dsl";
export default card({
  name: "Farmstead",
  enchant: enchant("land", land),
  // CR 113.10, 613.1f: the land has the ability; "your upkeep" and "you" are the land's controller's.
  grants: { triggers: [atUpkeep("yours", "At the beginning of your upkeep, you may pay {W}{W}. If you do, you gain 1 life.", [{ do: "ifPays", cost: "{W}{W}", then: [gainLife(1)] }])] },
  statics: [grantsAbilities("enchanted", ["#gt0"])],
  ai: { targets: "helpful" },
});

// Wild Growth: Enchant land / Whenever enchanted land is tapped for mana, its controller adds an additional {G}.
import { card, enchant, land } from "../dsl";
export default card({
  name: "Wild Growth",
  enchant: enchant("land", land),
  // CR 605.1b, 605.4a: a triggered mana ability of the Aura, resolving at once (ruling
  // 2004-10-04: the {G} is not something the land produces).
  triggers: [{
    text: "Whenever enchanted land is tapped for mana, its controller adds an additional {G}.",
    when: { on: "tapped_for_mana", filter: land, enchanted: true },
    mana: { add: "G" },
    effect: [],
  }],
  ai: { targets: "helpful", bonus: 0.5 },
});

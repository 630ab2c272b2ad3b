// Ring of Immortals: {3}, {T}: Counter target instant or Aura spell that targets a permanent you control.
import { ability, card, counter, tapCost } from "../dsl";
import { instantOrAuraTargetingYours } from "../shared/spell-targeting-yours";
export default card({
  name: "Ring of Immortals",
  abilities: [
    // CR 701.6a; the target is checked again as the ability resolves (CR 608.2b).
    ability("{3}, {T}: Counter target instant or Aura spell that targets a permanent you control.", tapCost("{3}"),
      [counter()], { targets: [instantOrAuraTargetingYours], ai: { targets: "harmful" } }),
  ],
  ai: { bonus: 1 },
});

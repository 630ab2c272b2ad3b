// Avoid Fate: Counter target instant or Aura spell that targets a permanent you control.
import { card, counter } from "../dsl";
import { instantOrAuraTargetingYours } from "../shared/spell-targeting-yours";
export default card({
  name: "Avoid Fate",
  // The target is judged as it is cast and again as it resolves (CR 608.2b; ruling 2011-01-22).
  spell: { targets: [instantOrAuraTargetingYours], effect: [counter()] },
  ai: { targets: "harmful", responseOnly: true },
});

// Uthden Troll: {R}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Uthden Troll",
  // A vanilla creature: no rules text.
  // CR 701.19a: the shield replaces the next destruction this turn (tap, remove from combat, remove all damage).
  abilities: [selfRegenerate("{R}: Regenerate this creature.", "{R}")],
});

// Living Wall: Defender (This creature can't attack.) / {1}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Living Wall",
  keywords: ["defender"],
  abilities: [selfRegenerate("{1}: Regenerate this creature.", "{1}")],
  ai: { bonus: 1 },
});

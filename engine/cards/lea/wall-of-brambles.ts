// Wall of Brambles: Defender (This creature can't attack.) / {G}: Regenerate this creature.
import { card, selfRegenerate } from "../dsl";
export default card({
  name: "Wall of Brambles",
  keywords: ["defender"],
  // CR 701.19a: the shield replaces the next destruction this turn (tap, remove from combat, remove all damage).
  abilities: [selfRegenerate("{G}: Regenerate this creature.", "{G}")],
});

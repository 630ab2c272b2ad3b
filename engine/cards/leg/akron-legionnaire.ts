// Akron Legionnaire: Except for creatures named Akron Legionnaire and artifact creatures, creatures you control can't attack.
import { card, grants } from "../dsl";

// CR 508.1c: a restriction on attacking, given in layer 6 to each nonartifact creature you control
// not named Akron Legionnaire; all your Legionnaires may attack (ruling 2004-10-04).
const NAME = "Akron Legionnaire";
export default card({
  name: NAME,
  statics: [grants({ types: ["Creature"], notTypes: ["Artifact"], controller: "you", where: (_g, _o, c) => c.name !== NAME }, ["can't attack"])],
  // Worth less than its body: it stops the owner's other nonartifact creatures attacking.
  ai: { bonus: -1.5 },
});

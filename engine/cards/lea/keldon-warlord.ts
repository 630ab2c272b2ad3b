// Keldon Warlord: Keldon Warlord's power and toughness are each equal to the number of non-Wall creatures you control.
import { card, ability } from "../dsl";
export default card({
  name: "Keldon Warlord",
  // CR 604.3: a characteristic-defining ability (layer 7a), counting itself.
  cda: { power: { count: { types: ["Creature"], controller: "you", notSubtypes: ["Wall"] } }, toughness: { count: { types: ["Creature"], controller: "you", notSubtypes: ["Wall"] } } },
});

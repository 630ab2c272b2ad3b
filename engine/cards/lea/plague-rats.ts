// Plague Rats: Plague Rats's power and toughness are each equal to the number of creatures named Plague Rats on the battlefield.
import { card } from "../dsl";
const rats = { count: { types: ["Creature"], name: "Plague Rats" } };
export default card({
  name: "Plague Rats",
  // CR 604.3, 613.4a: a characteristic-defining ability (layer 7a), working in every zone; it
  // counts every player's creatures named Plague Rats, itself included when on the battlefield.
  cda: { power: rats, toughness: rats },
});

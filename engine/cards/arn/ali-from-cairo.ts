// Ali from Cairo: Damage that would reduce your life total to less than 1 reduces it to 1 instead.
import { card } from "../dsl";
export default card({
  name: "Ali from Cairo",
  // CR 614.1a. Rulings: the damage is dealt in full (it isn't prevented); life loss that isn't damage
  // is unaffected; it applies while Ali is on the battlefield, including damage dealt at the same time as to Ali.
  damageReplacements: [{ lifeFloor: 1 }],
});

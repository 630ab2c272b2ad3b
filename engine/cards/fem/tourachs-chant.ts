// Tourach's Chant: At the beginning of your upkeep, sacrifice this enchantment unless you pay {B}. / Whenever a player puts a Forest onto the battlefield, this enchantment deals 3 damage to that player unless they put a -1/-1 counter on a creature they control.
import { card } from "../dsl";
import { chant } from "../shared/chants";
export default card(chant("Tourach's Chant", "B", "Forest",
  "Whenever a player puts a Forest onto the battlefield, this enchantment deals 3 damage to that player unless they put a -1/-1 counter on a creature they control."));

// Thelon's Chant: At the beginning of your upkeep, sacrifice this enchantment unless you pay {G}. / Whenever a player puts a Swamp onto the battlefield, this enchantment deals 3 damage to that player unless the player puts a -1/-1 counter on a creature they control.
import { card } from "../dsl";
import { chant } from "../shared/chants";
export default card(chant("Thelon's Chant", "G", "Swamp",
  "Whenever a player puts a Swamp onto the battlefield, this enchantment deals 3 damage to that player unless the player puts a -1/-1 counter on a creature they control."));

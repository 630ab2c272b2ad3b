/** Loads every card definition. */
import "./classic/lands";
import "./classic/artifacts";
import "./classic/creatures";
import "./classic/instants";
import "./classic/sorceries";
import "./classic/enchantments";

// Farrelite Priest: {1}: Add {W}. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.
import { card } from "../dsl";
import { overworkedMana } from "../shared/overworked-mana";
export default card(overworkedMana("Farrelite Priest", "W"));

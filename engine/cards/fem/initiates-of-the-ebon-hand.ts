// Initiates of the Ebon Hand: {1}: Add {B}. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.
import { card } from "../dsl";
import { overworkedMana } from "../shared/overworked-mana";
export default card(overworkedMana("Initiates of the Ebon Hand", "B"));

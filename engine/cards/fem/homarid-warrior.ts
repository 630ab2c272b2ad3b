// Homarid Warrior: {U}: This creature gains shroud until end of turn and doesn't untap during your next untap step. Tap it. (A creature with shroud can't be the target of spells or abilities.)
import { card } from "../dsl";
import { homaridShroud } from "../shared/homarid-shroud";
export default card({
  name: "Homarid Warrior",
  abilities: [homaridShroud("{U}: This creature gains shroud until end of turn and doesn't untap during your next untap step. Tap it.")],
});

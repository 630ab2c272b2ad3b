// Lightning Bolt: Lightning Bolt deals 3 damage to any target.
import { card, anyTarget, damage } from "../dsl";
export default card({
  name: "Lightning Bolt",
  spell: { targets: [anyTarget], effect: [damage(3)] },
  ai: { value: 2.2 },
});

// Psionic Blast: Psionic Blast deals 4 damage to any target and 2 damage to you.
import { card, anyTarget, damage } from "../dsl";
export default card({
  name: "Psionic Blast",
  spell: { targets: [anyTarget], effect: [damage(4), damage(2, "you")] },
  ai: { value: 2.2 },
});

// Artifact Blast: Counter target artifact spell.
import { artifact, card, counter, targetSpellOf } from "../dsl";
export default card({
  name: "Artifact Blast",
  spell: { targets: [targetSpellOf("target artifact spell", artifact)], effect: [counter()] },
  ai: { targets: "harmful", responseOnly: true },
});

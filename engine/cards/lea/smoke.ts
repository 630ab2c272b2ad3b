// Smoke: Players can't untap more than one creature during their untap steps.
import { card, creature, untapLimit } from "../dsl";
export default card({
  name: "Smoke",
  // CR 502.3: the active player chooses which one untaps; an animated land counts as a creature
  // and as a land (ruling 2004-10-04).
  untapRules: [untapLimit(creature)],
});

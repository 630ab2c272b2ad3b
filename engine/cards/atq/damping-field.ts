// Damping Field: Players can't untap more than one artifact during their untap steps.
import { artifact, card, untapLimit } from "../dsl";
export default card({
  name: "Damping Field",
  // CR 502.3: artifact creatures are artifacts (ruling 2004-10-04); other untapping is not limited.
  untapRules: [untapLimit(artifact)],
});

// Arena of the Ancients: Legendary creatures don't untap during their controllers' untap steps. / When this artifact enters, tap all legendary creatures.
import { card, doesntUntap, tap } from "../dsl";

const legendaryCreatures = { types: ["Creature"], supertypes: ["Legendary"] };
export default card({
  name: "Arena of the Ancients",
  untapRules: [doesntUntap(legendaryCreatures)], // CR 502.3
  triggers: [{
    text: "When this artifact enters, tap all legendary creatures.",
    when: { on: "enters", self: true },
    effect: [tap({ all: legendaryCreatures })],
  }],
  // Symmetric: it holds down every legendary creature.
  ai: { bonus: 0.3 },
});

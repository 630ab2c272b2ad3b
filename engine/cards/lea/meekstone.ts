// Meekstone: Creatures with power 3 or greater don't untap during their controllers' untap steps.
import { card, doesntUntap } from "../dsl";
export default card({
  name: "Meekstone",
  // CR 502.3: judged on current power as the untap step's untapping happens (untap.ts).
  untapRules: [doesntUntap({ types: ["Creature"], power: { gte: 3 } })],
});

// Bone Flute: {2}, {T}: All creatures get -1/-0 until end of turn.
import { ability, card, creature, pump, tapCost } from "../dsl";
export default card({
  name: "Bone Flute",
  // Locked onto the creatures there as it resolves (CR 611.2c; ruling 2009-10-01).
  abilities: [ability("{2}, {T}: All creatures get -1/-0 until end of turn.", tapCost("{2}"), [pump(-1, 0, { all: creature })])],
});

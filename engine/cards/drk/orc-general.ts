// Orc General: {T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until end of turn.
import { ability, card, creature, pump, tapCost } from "../dsl";
export default card({
  name: "Orc General",
  abilities: [ability("{T}, Sacrifice another Orc or Goblin: Other Orc creatures get +1/+1 until end of turn.",
    tapCost(undefined, { sacrifice: { filter: { subtypes: ["Orc", "Goblin"], other: true }, count: 1, text: "Sacrifice another Orc or Goblin" } }),
    // Every other Orc creature on the battlefield as it resolves, whoever controls it (CR 611.2c).
    [pump(1, 1, { all: { ...creature, subtypes: ["Orc"], other: true } }, "end_of_turn")])],
});

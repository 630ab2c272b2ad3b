// Transmutation: Switch target creature's power and toughness until end of turn.
import { card, targetCreature } from "../dsl";
export default card({
  name: "Transmutation",
  // CR 613.4d (layer 7d): applied after every other P/T change, whenever they began; two switches undo each other.
  spell: { targets: [targetCreature], effect: [{ do: "switchPt", what: "target", until: "end_of_turn" }] },
  ai: { trick: true, value: 1 },
});

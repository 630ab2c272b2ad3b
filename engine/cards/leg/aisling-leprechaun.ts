// Aisling Leprechaun: Whenever this creature blocks or becomes blocked by a creature, that creature becomes green. (This effect lasts indefinitely.)
import { card, creature } from "../dsl";
export default card({
  name: "Aisling Leprechaun",
  triggers: [{
    text: "Whenever this creature blocks or becomes blocked by a creature, that creature becomes green. (This effect lasts indefinitely.)",
    // CR 509.3: once for each creature it blocks or is blocked by; "that creature" is the other one.
    when: { on: "blocks_or_blocked", self: true, filter: creature },
    // CR 105.3, 613.1e: it lasts even after the Leprechaun leaves the battlefield (ruling 2004-10-04).
    effect: [{ do: "becomes", what: "that_object", colors: ["G"], until: "indefinitely" }],
  }],
});

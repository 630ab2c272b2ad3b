// Goblin Flotilla: Islandwalk (This creature can't be blocked as long as defending player controls an Island.) / At the beginning of each combat, unless you pay {R}, whenever this creature blocks or becomes blocked by a creature this combat, that creature gains first strike until end of turn.
import { card } from "../dsl";

/** The ability it has for the rest of a combat in which {R} wasn't paid (a rule phrase granted until end of combat). */
const THIS_COMBAT = "whenever this creature blocks or becomes blocked by a creature this combat, that creature gains first strike until end of turn";

export default card({
  name: "Goblin Flotilla",
  keywords: ["islandwalk"],
  triggers: [
    {
      text: "At the beginning of each combat, unless you pay {R}, whenever this creature blocks or becomes blocked by a creature this combat, that creature gains first strike until end of turn.",
      when: { on: "step", step: "beginning_of_combat", whose: "each" },
      effect: [{ do: "unlessPays", cost: "{R}", then: [{ do: "grant", what: "self", keywords: [THIS_COMBAT], until: "end_of_combat" }] }],
    },
    {
      // CR 509.3b, 509.3d: once for each creature it blocks or that blocks it, this combat only.
      text: "Whenever this creature blocks or becomes blocked by a creature this combat, that creature gains first strike until end of turn.",
      when: { on: "blocks_or_blocked", self: true, filter: { types: ["Creature"] } },
      condition: (g, self) => g.chars(self).keywords.has(THIS_COMBAT),
      effect: [{ do: "grant", what: "that_object", keywords: ["first strike"], until: "end_of_turn" }],
    },
  ],
});

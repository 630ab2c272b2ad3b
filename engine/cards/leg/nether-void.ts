// Nether Void: Whenever a player casts a spell, counter it unless that player pays {3}.
import { card } from "../dsl";
export default card({
  name: "Nether Void",
  triggers: [{
    text: "Whenever a player casts a spell, counter it unless that player pays {3}.",
    // CR 603.2, 601.2i: a triggered ability, not an additional cost (ruling 2004-10-04); any player,
    // its controller included (ruling 2009-10-01). Paid or not as it resolves (CR 118.12a).
    // World (CR 704.5k) comes from its type line.
    when: { on: "cast", by: "any" },
    effect: [{ do: "unlessPays", who: "that_player", cost: "{3}", then: [{ do: "counter", what: "that_object" }] }],
  }],
  ai: { bonus: 1 },
});

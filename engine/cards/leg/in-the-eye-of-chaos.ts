// In the Eye of Chaos: Whenever a player casts an instant spell, counter it unless that player pays {X}, where X is its mana value.
import { card } from "../dsl";
export default card({
  name: "In the Eye of Chaos",
  triggers: [{
    text: "Whenever a player casts an instant spell, counter it unless that player pays {X}, where X is its mana value.",
    // CR 603.2, 601.2i: triggers as the spell is cast (ruling 2004-10-04), any player's. X is the
    // spell's mana value, its X included on the stack (CR 202.3e), determined as this resolves
    // (CR 608.2h). World (CR 704.5k) comes from its type line.
    when: { on: "cast", by: "any", filter: { types: ["Instant"] } },
    effect: [{
      do: "unlessPays", who: "that_player",
      cost: (ctx) => `{${ctx.amount({ stat: "manaValue", of: "that_object" })}}`,
      then: [{ do: "counter", what: "that_object" }],
    }],
  }],
  ai: { bonus: 1 },
});

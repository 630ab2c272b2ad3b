// Invoke Prejudice: Whenever an opponent casts a creature spell that doesn't share a color with a creature you control, counter that spell unless that player pays {X}, where X is its mana value.
import { card } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";

const creatureYouControl: Filter = { types: ["Creature"], controller: "you" };
/** CR 105.4: a creature spell that has none of the colors of any creature you control (a colorless one never shares). */
const sharesNoColorWithYours: Filter = {
  types: ["Creature"],
  where: (g, _o, c, ctx) => !g.battlefield().some((p) => {
    const pc = g.chars(p);
    return matches(g, p, pc, creatureYouControl, ctx) && pc.colors.some((col) => c.colors.includes(col));
  }),
};
export default card({
  name: "Invoke Prejudice",
  triggers: [{
    text: "Whenever an opponent casts a creature spell that doesn't share a color with a creature you control, counter that spell unless that player pays {X}, where X is its mana value.",
    // CR 603.2, 601.2i: judged as the spell is cast (ruling 2004-10-04); every opponent. X is the
    // spell's mana value, determined as this resolves (CR 608.2h); paid or not then (CR 118.12a).
    when: { on: "cast", by: "opponent", filter: sharesNoColorWithYours },
    effect: [{
      do: "unlessPays", who: "that_player",
      cost: (ctx) => `{${ctx.amount({ stat: "manaValue", of: "that_object" })}}`,
      then: [{ do: "counter", what: "that_object" }],
    }],
  }],
  ai: { bonus: 1 },
});

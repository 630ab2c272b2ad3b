// Tetsuo Umezawa: Tetsuo Umezawa can't be the target of Aura spells. / {U}{B}{B}{R}, {T}: Destroy target tapped or blocking creature.
import { card, ability, creature, destroy, tapCost } from "../dsl";
export default card({
  name: "Tetsuo Umezawa",
  // CR 115.1b: only Aura spells target; abilities of Auras may target it (ruling 2009-10-01).
  keywords: ["can't be the target of aura spells"],
  abilities: [
    ability("{U}{B}{B}{R}, {T}: Destroy target tapped or blocking creature.", tapCost("{U}{B}{B}{R}"), [destroy()], {
      // "tapped or blocking": either state (an "or" of two filter words).
      targets: [{ text: "target tapped or blocking creature", object: { ...creature, where: (_g, o) => o.tapped || !!o.blocking?.length } }],
    }),
  ],
});

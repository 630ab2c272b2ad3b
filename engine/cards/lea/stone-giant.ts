// Stone Giant: {T}: Target creature you control with toughness less than this creature's power gains flying until end of turn. Destroy that creature at the beginning of the next end step.
import { ability, card, creature, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Stone Giant",
  abilities: [ability("{T}: Target creature you control with toughness less than this creature's power gains flying until end of turn. Destroy that creature at the beginning of the next end step.",
    tapCost(), [{ do: "grant", what: "target", keywords: ["flying"] }, { do: "delayed", index: 0, object: "target" }], {
      targets: [target("target creature you control with toughness less than this creature's power", {
        ...creature, controller: "you",
        // Itself too, once its toughness is less than its power (ruling 2008-08-01).
        // On resolution, a Giant that has left uses its last known power (CR 608.2b, 113.7a).
        where: (g, _o, c, fc) => {
          const src = fc.source ? g.obj(fc.source) : undefined;
          const power = src ? g.chars(src).power : g.state.stack.find((it) => it.source === fc.source)?.sourceLast?.power;
          return power !== undefined && c.toughness < power;
        },
      })],
      // It kills the creature at the end step: not something to do without a plan.
      ai: { targets: "helpful", never: true },
    })],
  // That creature is destroyed even if it is no longer a creature or yours (ruling 2009-10-01).
  delayed: [{ text: "Destroy that creature.", at: { at: "next_end_step" }, effect: [destroy("that_object")] }],
});

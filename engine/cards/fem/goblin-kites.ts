// Goblin Kites: {R}: Target creature you control with toughness 2 or less gains flying until end of turn. Flip a coin at the beginning of the next end step. If you lose the flip, sacrifice that creature.
import { ability, card, code, creature, sacrifice, target } from "../dsl";
export default card({
  name: "Goblin Kites",
  abilities: [ability("{R}: Target creature you control with toughness 2 or less gains flying until end of turn. Flip a coin at the beginning of the next end step. If you lose the flip, sacrifice that creature.",
    { mana: "{R}" }, [{ do: "grant", what: "target", keywords: ["flying"], until: "end_of_turn" }, { do: "delayed", index: 0, object: "target" }], {
      // Toughness is checked as it is targeted and again on resolution (CR 115, 608.2b).
      targets: [target("target creature you control with toughness 2 or less", { ...creature, controller: "you", where: (_g, _o, c) => c.toughness <= 2 })],
      ai: { targets: "helpful", never: true },
    })],
  delayed: [{
    text: "Flip a coin. If you lose the flip, sacrifice that creature.",
    at: { at: "next_end_step" },
    effect: [
      code((ctx) => { ctx.memo.lost = ctx.g.flipCoin(ctx.controller) === "lost"; }), // CR 705
      // CR 701.21a: "sacrifice that creature" only while it is still that object and yours (CR 603.7c, 400.7).
      { do: "if", test: (ctx) => ctx.memo.lost === true && ctx.g.obj(String(ctx.data.object))?.zone === "battlefield" && ctx.g.chars(ctx.g.obj(String(ctx.data.object))!).controller === ctx.controller, then: [sacrifice("that_object")] },
    ],
  }],
});

// Cyclopean Mummy: When this creature dies, exile it.
import { card, code } from "../dsl";
export default card({
  name: "Cyclopean Mummy",
  triggers: [{
    text: "When this creature dies, exile it.",
    // CR 700.4, 603.6c: only from the battlefield to a graveyard (not a discard or a countered spell, rulings 2004-10-04).
    when: { on: "dies", self: true },
    effect: [code((ctx) => {
      // "it": the card put into the graveyard, only while it is still there (CR 400.7).
      const id = ctx.data.object;
      const o = id ? ctx.g.obj(id) : undefined;
      if (o && o.zone === "graveyard") ctx.g.move(o.id, "exile");
    })],
  }],
});

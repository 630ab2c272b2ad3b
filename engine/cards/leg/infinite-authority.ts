// Infinite Authority: Enchant creature / Whenever enchanted creature blocks or becomes blocked by a creature with toughness 3 or less, destroy the other creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature.
import { card, code, enchantCreature } from "../dsl";

export default card({
  name: "Infinite Authority",
  enchant: enchantCreature,
  triggers: [{
    text: "Whenever enchanted creature blocks or becomes blocked by a creature with toughness 3 or less, destroy the other creature at end of combat. At the beginning of the next end step, if that creature was destroyed this way, put a +1/+1 counter on the first creature.",
    // CR 509.3d, 509.3f: once per such creature, its toughness judged as blockers are declared.
    when: { on: "blocks_or_blocked", enchanted: true, filter: { types: ["Creature"], where: (_g, _o, c) => c.toughness <= 3 } },
    effect: [
      // Ruling 2006-10-15: "the first creature" is the one enchanted as it triggered.
      code((ctx) => { ctx.memo.first = ctx.data.object === ctx.data.attacker ? ctx.data.blocker : ctx.data.attacker; }),
      { do: "delayed", index: 0, object: "that_object", remember: ["first"] },
    ],
  }],
  delayed: [
    {
      text: "Destroy the other creature at end of combat.",
      at: { at: "end_of_combat" },
      effect: [
        code((ctx) => {
          ctx.memo.first = ctx.data.first;
          ctx.memo.destroyed = typeof ctx.data.object === "string" && ctx.g.destroy(ctx.data.object);
        }),
        { do: "if", test: (ctx) => ctx.memo.destroyed === true, then: [{ do: "delayed", index: 1, remember: ["first"] }] },
      ],
    },
    {
      // Ruling 2004-10-04: one counter for each creature destroyed this way.
      text: "At the beginning of the next end step, put a +1/+1 counter on the first creature.",
      at: { at: "next_end_step" },
      effect: [code((ctx) => {
        const first = typeof ctx.data.first === "string" ? ctx.g.obj(ctx.data.first) : undefined;
        if (first && first.zone === "battlefield") ctx.g.addCounters(first.id, "+1/+1", 1);
      })],
    },
  ],
  ai: { targets: "helpful" },
});

// Sentinel: {0}: Change this creature's base toughness to 1 plus the power of target creature blocking or blocked by this creature. (This effect lasts indefinitely.)
import { ability, card, code } from "../dsl";

export default card({
  name: "Sentinel",
  abilities: [ability(
    "{0}: Change this creature's base toughness to 1 plus the power of target creature blocking or blocked by this creature. (This effect lasts indefinitely.)",
    { mana: "{0}" },
    [code((ctx) => {
      const self = ctx.self();
      const ref = ctx.target(0);
      const t = ref !== undefined && !ctx.g.isPlayer(ref) ? ctx.g.obj(ref) : undefined;
      if (!self || !t) return;
      // Ruling 2009-10-01: sets base toughness in layer 7b (CR 613.4b), so pumps (7c) and counters (7d)
      // still apply on top; the target's power as the ability resolves (CR 608.2h).
      ctx.g.addEffect({ id: self.id, controller: ctx.controller }, "7b", [self.id], { setPt: [null, 1 + ctx.g.chars(t).power] }, ctx.duration("indefinitely"));
    })],
    {
      targets: [{ text: "target creature blocking or blocked by this creature", object: { types: ["Creature"], blockingOrBlockedBySource: true } }],
      ai: { targets: "harmful", trick: true },
    },
  )],
});

// Personal Incarnation: {0}: The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead. Only this creature's owner may activate this ability. / When this creature dies, its owner loses half their life, rounded up.
import { card, ability, code } from "../dsl";
export default card({
  name: "Personal Incarnation",
  abilities: [
    ability("{0}: The next 1 damage that would be dealt to this creature this turn is dealt to its owner instead. Only this creature's owner may activate this ability.", { mana: "{0}" }, [
      // CR 614.9: a redirection shield of 1 damage, to the owner (not the controller).
      code((ctx) => {
        const self = ctx.g.obj(ctx.item.source);
        if (!self || self.zone !== "battlefield") return;
        ctx.g.addShield({ source: self.id, sourceName: self.name, controller: ctx.controller, kind: "redirect", affects: self.id, amount: 1, redirectTo: self.owner, duration: { until: "end_of_turn" } });
        ctx.g.emit("shield", `The next 1 damage to ${self.name} this turn will be dealt to ${ctx.g.player(self.owner).name} instead`, { target: self.id });
      }),
    ], { by: "any", condition: (_g, self, player) => self.owner === player, conditionText: "Only this creature's owner may activate this ability." }),
  ],
  triggers: [{
    text: "When this creature dies, its owner loses half their life, rounded up.",
    when: { on: "dies", self: true },
    // Ruling: the owner, not the controller; a negative life total halves 0 (CR 107.1b).
    effect: [code((ctx) => {
      const last = ctx.data.last as { owner?: "A" | "B" } | undefined;
      const owner = last?.owner ?? ctx.controller;
      ctx.g.loseLife(owner, Math.ceil(Math.max(0, ctx.g.player(owner).life) / 2));
    })],
  }],
});

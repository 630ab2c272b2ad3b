// Animate Dead: Enchant creature card in a graveyard / When this Aura enters, if it's on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return enchanted creature card to the battlefield under your control and attach this Aura to it. When this Aura leaves the battlefield, that creature's controller sacrifices it. / Enchanted creature gets -1/-0.
import { card, auraPump, code, creature, enchant } from "../dsl";
export default card({
  name: "Animate Dead",
  // "Enchant creature card in a graveyard" as it is cast; once on the battlefield, "enchant
  // creature put onto the battlefield with this Aura" (the creature it is linked to, CR 607).
  enchant: { text: "target creature card in a graveyard (Enchant creature card in a graveyard)", zone: "graveyard", object: { types: ["Creature"] } },
  stillEnchants: { text: "creature put onto the battlefield with this Aura", object: { types: ["Creature"], where: (_g, o, _c, ctx) => !!ctx.source && (_g.obj(ctx.source)?.links ?? []).includes(o.id) } },
  statics: [auraPump(-1, 0)],
  triggers: [
    {
      text: "When this Aura enters, if it's on the battlefield, it loses \"enchant creature card in a graveyard\" and gains \"enchant creature put onto the battlefield with this Aura.\" Return enchanted creature card to the battlefield under your control and attach this Aura to it.",
      when: { on: "enters", self: true },
      condition: (g, self) => g.obj(self.id)?.zone === "battlefield",
      effect: [code((ctx) => {
        const aura = ctx.self();
        if (!aura || !aura.attachedTo) return;
        const g = ctx.g;
        const dead = g.obj(aura.attachedTo);
        if (!dead || dead.zone !== "graveyard" || !g.chars(dead).types.includes("Creature")) return;
        const creature = g.move(dead.id, "battlefield", { controller: ctx.controller });
        g.link(aura.id, creature.id);
        g.attach(aura.id, creature.id);
      })],
    },
    {
      text: "When this Aura leaves the battlefield, that creature's controller sacrifices it.",
      when: { on: "leaves", self: true },
      effect: [code((ctx) => {
        for (const id of ctx.item.sourceLast?.links ?? []) if (ctx.g.obj(id)?.zone === "battlefield") ctx.g.sacrifice(id);
      })],
    },
  ],
  ai: { bonus: 0, targets: "helpful" },
});

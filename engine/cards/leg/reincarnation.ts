// Reincarnation: Choose target creature. When that creature dies this turn, return a creature card from its owner's graveyard to the battlefield under the control of that creature's owner.
import { card, code, creature, targetCreature } from "../dsl";
import { isA } from "../shared/permanents";

export default card({
  name: "Reincarnation",
  spell: {
    targets: [targetCreature],
    // All it does on resolution is set up the delayed trigger (CR 603.7; ruling), remembering the owner.
    effect: [
      code((ctx) => { const t = ctx.target(0); const o = t ? ctx.g.obj(t) : undefined; if (o) ctx.memo.owner = o.owner; }),
      { do: "delayed", index: 0, object: "target", remember: ["owner"] },
    ],
  },
  delayed: [{
    text: "When that creature dies this turn, return a creature card from its owner's graveyard to the battlefield under the control of that creature's owner.",
    at: { at: "that_object_dies", thisTurn: true },
    // Chosen as it resolves by Reincarnation's controller; it may be the creature that died (a new
    // object, CR 400.7); it enters under the dead creature's owner's control (rulings).
    effect: [code((ctx) => {
      const owner = (ctx.data as { owner?: "A" | "B" }).owner;
      if (owner !== "A" && owner !== "B") return;
      const cards = ctx.g.player(owner).graveyard.filter((id) => isA(ctx.g, id, creature, owner));
      const [pick] = ctx.chooseCards(ctx.controller, cards, 1, 1, "Choose a creature card to return to the battlefield");
      if (pick) ctx.g.move(pick, "battlefield", { controller: owner });
    })],
  }],
  ai: { targets: "helpful" },
});

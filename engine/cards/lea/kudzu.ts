// Kudzu: Enchant land / When enchanted land becomes tapped, destroy it. That land's controller may attach this Aura to a land of their choice.
import { card, code, destroy, enchant, land } from "../dsl";
import { rememberControllerOfThatObject } from "../shared/event-triggers";
export default card({
  name: "Kudzu",
  enchant: enchant("land", land),
  triggers: [{
    text: "When enchanted land becomes tapped, destroy it. That land's controller may attach this Aura to a land of their choice.",
    when: { on: "tapped", enchanted: true },
    effect: [
      rememberControllerOfThatObject("landController", "player"),
      destroy("that_object"),
      code((ctx) => {
        const self = ctx.self();
        const p = ctx.memo.landController;
        if (!self || (p !== "A" && p !== "B")) return;
        // Not targeted (ruling 2008-04-01): any land; an optional choice, [] declines.
        const lands = ctx.all(land);
        const [pick] = ctx.chooseCards(p, lands, 0, 1, "You may attach Kudzu to a land of your choice");
        if (pick) ctx.g.attach(self.id, pick);
      }),
    ],
  }],
  ai: { targets: "harmful" },
});

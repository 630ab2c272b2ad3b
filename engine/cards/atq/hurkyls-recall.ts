// Hurkyl's Recall: Return all artifacts target player owns to their hand.
import { card, code, targetPlayer } from "../dsl";
export default card({
  name: "Hurkyl's Recall",
  spell: {
    targets: [targetPlayer],
    // Artifacts on the battlefield owned by that player, whoever controls them; not those the
    // player controls but doesn't own (rulings 2004-10-04).
    effect: [code((ctx) => {
      const p = ctx.target();
      if (!p) return;
      const ids = ctx.all({ types: ["Artifact"] }).filter((id) => ctx.g.obj(id)!.owner === p);
      ctx.g.simultaneously(() => { for (const id of ids) ctx.g.bounce(id); });
    })],
  },
  ai: { targets: "harmful" },
});

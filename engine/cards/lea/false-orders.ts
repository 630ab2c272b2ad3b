// False Orders: Cast this spell only during the declare blockers step. / Remove target creature defending player controls from combat. Creatures it was blocking that had become blocked by only that creature this combat become unblocked. You may have it block an attacking creature of your choice.
import { card, code, creature, removeFromCombat, target } from "../dsl";
import { cannotBlock } from "../../core/combat";
export default card({
  name: "False Orders",
  spell: {
    timing: "declare_blockers_step", // CR 601.3
    // CR 506.2: in a two-player game the defending player is the nonactive player.
    targets: [target("target creature defending player controls", { ...creature, where: (g, _o, c) => c.controller !== g.state.turn.active })],
    effect: [
      removeFromCombat("target", true), // CR 506.4
      // "You may have it block an attacking creature of your choice": one optional choice ([] declines),
      // among the attacking creatures it could block.
      code((ctx) => {
        const [id] = ctx.who("target");
        const b = id ? ctx.g.obj(id) : undefined;
        if (!b || b.zone !== "battlefield") return;
        const able = ctx.g.battlefield().filter((a) => a.attacking && cannotBlock(ctx.g, b, a) === null).map((a) => a.id);
        if (!able.length) return;
        const [pick] = ctx.chooseCards(ctx.controller, able, 0, 1, `You may have ${b.name} block an attacking creature of your choice`);
        if (pick) ctx.g.addBlocks([{ blocker: b.id, attacker: pick }]);
      }),
    ],
  },
  ai: { targets: "harmful", trick: true },
});

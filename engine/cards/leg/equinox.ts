// Equinox: Enchant land / Enchanted land has "{T}: Counter target spell if it would destroy a land you control."
import { ability, card, enchant, grantsAbilities, land, tapCost, targetSpell } from "../dsl";
import { counterItem } from "../../core/effects";
import { spellWouldDestroy } from "../shared/would-destroy";

export default card({
  name: "Equinox",
  enchant: enchant("land", land),
  grants: {
    activated: [ability("{T}: Counter target spell if it would destroy a land you control.", tapCost(), [{
      do: "code",
      // Ruling 2013-09-20: judged as it resolves, as if the spell resolved right then; "you" is the land's controller.
      run: (ctx) => {
        const ref = ctx.target(0);
        const item = ref === undefined ? undefined : ctx.g.state.stack.find((i) => i.id === ref);
        if (item && spellWouldDestroy(ctx.g, item, { ...land, controller: "you" }, ctx.controller, ctx.item.source)) counterItem(ctx.g, item.id);
      },
    }], { targets: [targetSpell] })], // ruling 2004-10-04: any spell may be targeted
  },
  statics: [grantsAbilities("enchanted", ["#ga0"])],
  ai: { targets: "helpful" },
});

// Nether Shadow: Haste / At the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield.
import { card, code } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

/** In its owner's graveyard with three or more creature cards put there after it (ruling 2008-10-01: "above"). */
const buried = (g: Game, self: GameObject): boolean => {
  const o = g.obj(self.id);
  if (!o || o.zone !== "graveyard") return false;
  const gy = g.player(o.owner).graveyard; // the end of the list is the top
  const above = gy.slice(gy.indexOf(o.id) + 1);
  return above.filter((id) => g.chars(g.obj(id)!).types.includes("Creature")).length >= 3;
};

export default card({
  name: "Nether Shadow",
  keywords: ["haste"],
  triggers: [{
    text: "At the beginning of your upkeep, if this card is in your graveyard with three or more creature cards above it, you may put this card onto the battlefield.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    zone: "graveyard", // CR 113.6b, 113.6m: it functions from the graveyard
    condition: (g, self) => buried(g, self), // CR 603.4: checked as it triggers and on resolution
    effect: [{ do: "may", prompt: "Put Nether Shadow onto the battlefield?", then: [code((ctx) => {
      const o = ctx.g.obj(ctx.item.source);
      if (o && o.zone === "graveyard") ctx.g.move(o.id, "battlefield", { controller: o.owner });
    })] }],
  }],
});

// Curse Artifact: Enchant artifact / At the beginning of the upkeep of enchanted artifact's controller, this Aura deals 2 damage to that player unless they sacrifice that artifact.
import { artifact, card, damage, enchant, sacrifice } from "../dsl";
import type { ResolveContext } from "../../core/context";

/** "that artifact" can be sacrificed only while it is still enchanted and that player controls it (CR 701.21a). */
const canSacrifice = (ctx: ResolveContext): boolean => {
  const [host] = ctx.who("enchanted");
  const o = host === undefined ? undefined : ctx.g.obj(host);
  return !!o && ctx.g.chars(o).controller === ctx.who("that_player")[0];
};

export default card({
  name: "Curse Artifact",
  enchant: enchant("artifact", artifact),
  triggers: [{
    text: "At the beginning of the upkeep of enchanted artifact's controller, this Aura deals 2 damage to that player unless they sacrifice that artifact.",
    when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
    // CR 118.12: "unless they sacrifice" is that player's yes/no; a sacrifice that can't be made isn't offered.
    effect: [{ do: "if", test: canSacrifice, then: [
      { do: "may", who: "that_player", prompt: "Sacrifice the enchanted artifact? If you don't, Curse Artifact deals 2 damage to you", then: [sacrifice("enchanted")], otherwise: [damage(2, "that_player")] },
    ], otherwise: [damage(2, "that_player")] }],
  }],
  ai: { targets: "harmful" },
});

// Juxtapose: You and target player exchange control of the creature you each control with the greatest mana value. Then exchange control of artifacts the same way. If two or more permanents a player controls are tied for greatest, their controller chooses one of them.
import { card, code, targetPlayer } from "../dsl";
import type { EffectStep } from "../types";
import type { PlayerId } from "../../types";
import { exchangeControl } from "../shared/control";

/** "The [type] [you | that player] control[s] with the greatest mana value": its controller breaks a tie. Asks only. */
const pickGreatest = (type: string, whose: "you" | "them", key: string): EffectStep => code((ctx) => {
  const p = (whose === "you" ? ctx.controller : ctx.target(0)) as PlayerId | undefined;
  delete ctx.memo[key];
  if (!p || !ctx.g.isPlayer(p)) return;
  const mine = ctx.g.battlefield().filter((o) => { const c = ctx.g.chars(o); return c.controller === p && c.types.includes(type); });
  const top = Math.max(...mine.map((o) => ctx.g.chars(o).manaValue));
  const tied = mine.filter((o) => ctx.g.chars(o).manaValue === top).map((o) => o.id);
  const [id] = ctx.chooseCards(p, tied, 1, 1, `Choose the ${type.toLowerCase()} with the greatest mana value to exchange`);
  if (id) ctx.memo[key] = id;
});

export default card({
  name: "Juxtapose",
  spell: {
    targets: [targetPlayer],
    // No permanent is targeted (ruling 2007-09-16); first the creatures, then the artifacts, chosen
    // after the first exchange (an artifact creature may be in both). A player without one: that
    // exchange does nothing (CR 701.12a), the other still happens.
    effect: [
      pickGreatest("Creature", "you", "c1"), pickGreatest("Creature", "them", "c2"),
      exchangeControl({ memo: "c1" }, { memo: "c2" }),
      pickGreatest("Artifact", "you", "a1"), pickGreatest("Artifact", "them", "a2"),
      exchangeControl({ memo: "a1" }, { memo: "a2" }),
    ],
  },
  ai: { targets: "harmful" },
});

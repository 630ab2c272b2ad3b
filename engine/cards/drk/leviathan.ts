// Leviathan: Trample / This creature enters tapped and doesn't untap during your untap step. / At the beginning of your upkeep, you may sacrifice two Islands. If you do, untap this creature. / This creature can't attack unless you sacrifice two Islands. (This cost is paid as attackers are declared.)
import { atUpkeep, card, code, doesntUntap } from "../dsl";
import type { Filter } from "../types";
import { controlledBy } from "../shared/permanents";
import { worded } from "../words";
import type { ResolveContext } from "../../core/context";

const island: Filter = { subtypes: ["Island"] };

export default card({
  name: "Leviathan",
  // CR 508.1g–h: an attack cost, paid as attackers are declared (combat-rules.ts, combat.ts).
  keywords: ["trample", "can't attack unless you sacrifice two islands"],
  replacements: [{ enters: "tapped" }], // CR 614.1c
  untapRules: [doesntUntap("self")], // CR 502.3
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, you may sacrifice two Islands. If you do, untap this creature.", [
    // The land type is data (cards/words.ts), for text-changing effects (CR 612).
    code(worded(island, (w) => (ctx: ResolveContext) => {
      const g = ctx.g;
      const from = controlledBy(g, ctx.controller, w);
      if (from.length < 2) return; // CR 608.2d: can't be done
      // "You may sacrifice two Islands": a yes/no, then which two (asked only when there is a choice).
      // The scenario runner lets `cards` naming the two Islands (or `[]`) answer both at once.
      if (!ctx.yesNo(ctx.controller, "Sacrifice two Islands to untap Leviathan?")) return;
      const picked = ctx.chooseCards(ctx.controller, from, 2, 2, "Choose two Islands to sacrifice");
      g.simultaneously(() => { for (const id of picked) g.sacrifice(id); });
      const self = ctx.self();
      if (self) g.untap(self.id);
    })),
  ])],
  ai: { value: 1 },
});

// Reverse Polarity: You gain X life, where X is twice the damage dealt to you so far this turn by artifacts.
import { card, gainLife } from "../dsl";
import { totalDamageThisTurn } from "../../core/history";
export default card({
  name: "Reverse Polarity",
  spell: {
    // Damage from sources that were artifacts as they dealt it (CR 120.1), counted as it resolves.
    effect: [gainLife((ctx) => 2 * totalDamageThisTurn(ctx.g, (r) => r.to === ctx.controller && r.types.includes("Artifact")))],
  },
});

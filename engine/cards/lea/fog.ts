// Fog: Prevent all combat damage that would be dealt this turn.
import { card, code, permanent } from "../dsl";
export default card({
  name: "Fog",
  spell: {
    effect: [code((ctx) => {
      // A prevention effect for every player and permanent, for the rest of the turn (CR 615).
      ctx.g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "prevent", affects: "all", combatOnly: true, duration: { until: "end_of_turn" } });
      ctx.g.emit("shield", "All combat damage will be prevented this turn", {});
    })],
  },
  ai: { responseOnly: true },
});

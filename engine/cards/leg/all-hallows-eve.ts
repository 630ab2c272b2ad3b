// All Hallow's Eve: Exile All Hallow's Eve with two scream counters on it. / At the beginning of your upkeep, if this card is exiled with a scream counter on it, remove a scream counter from it. If there are no more scream counters on it, put it into your graveyard and each player returns all creature cards from their graveyard to the battlefield.
import { card, code, creature } from "../dsl";
import { matches } from "../../core/filters";
import { PLAYERS } from "../../types";

export default card({
  name: "All Hallow's Eve",
  spell: {
    // Ruling 2009-10-01: all it does as it resolves (it goes to exile instead of the graveyard, CR 608.2n).
    effect: [code((ctx) => { const n = ctx.g.move(ctx.item.id, "exile"); ctx.g.addCounters(n.id, "scream", 2); })],
  },
  triggers: [{
    text: "At the beginning of your upkeep, if this card is exiled with a scream counter on it, remove a scream counter from it. If there are no more scream counters on it, put it into your graveyard and each player returns all creature cards from their graveyard to the battlefield.",
    when: { on: "step", step: "upkeep", whose: "yours" },
    // CR 113.6m: it functions from exile; its controller is its owner.
    zone: "exile",
    // CR 603.4: intervening "if" (ruling 2009-10-01: only if it was exiled by resolving, with counters).
    condition: (_g, self) => self.zone === "exile" && (self.counters.scream ?? 0) > 0,
    effect: [
      code((ctx) => { ctx.g.addCounters(ctx.item.source, "scream", -1); }),
      code((ctx) => {
        const g = ctx.g;
        const me = g.obj(ctx.item.source);
        if (!me || me.zone !== "exile" || (me.counters.scream ?? 0) > 0) return;
        g.move(me.id, "graveyard");
        // Ruling 2009-10-01: each creature card returns under its owner's control, all at once.
        const back = PLAYERS.flatMap((p) => g.player(p).graveyard.filter((id) => { const o = g.obj(id)!; return matches(g, o, g.chars(o), creature, { you: p }); }));
        g.simultaneously(() => { for (const id of back) g.move(id, "battlefield", { controller: g.obj(id)!.owner }); });
      }),
    ],
  }],
  ai: { value: 0.5 },
});

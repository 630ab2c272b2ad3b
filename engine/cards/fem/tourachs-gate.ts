// Tourach's Gate: Enchant land you control / Sacrifice a Thrull: Put three time counters on this Aura. / At the beginning of your upkeep, remove a time counter from this Aura. If there are no time counters on this Aura, sacrifice it. / Tap enchanted land: Attacking creatures you control get +2/-1 until end of turn. Activate only if enchanted land is untapped.
import { ability, addCounters, atUpkeep, card, enchant, pump, sacrifice } from "../dsl";
import type { Filter } from "../types";

const TIME = "time";
/** The land this Aura enchants (CR 303.4): "enchanted land". */
const enchantedLand: Filter = { types: ["Land"], where: (g, o, _c, ctx) => !!ctx.source && g.obj(ctx.source)?.attachedTo === o.id };

export default card({
  name: "Tourach's Gate",
  enchant: enchant("land you control", { types: ["Land"], controller: "you" }),
  abilities: [
    ability("Sacrifice a Thrull: Put three time counters on this Aura.",
      { sacrifice: { filter: { subtypes: ["Thrull"] }, count: 1, text: "Sacrifice a Thrull" } }, [addCounters(TIME, 3)]),
    // Tapping the enchanted land is a cost (CR 118.3, 602.2b): not the Aura's own {T}.
    ability("Tap enchanted land: Attacking creatures you control get +2/-1 until end of turn. Activate only if enchanted land is untapped.",
      { tapUntapped: { filter: enchantedLand, count: 1, text: "Tap enchanted land" } },
      // CR 611.2c: the creatures affected are determined as it resolves.
      [pump(2, -1, { all: { types: ["Creature"], attacking: true, controller: "you" } })],
      {
        condition: (g, self) => { const l = self.attachedTo ? g.obj(self.attachedTo) : undefined; return !!l && !l.tapped; }, // CR 602.5b
        conditionText: "Activate only if enchanted land is untapped.",
        ai: { trick: true },
      }),
  ],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, remove a time counter from this Aura. If there are no time counters on this Aura, sacrifice it.", [
    { do: "removeCounters", what: "self", kind: TIME, n: 1 },
    // Not an intervening "if" (CR 603.4): checked as the ability resolves, after the removal.
    { do: "if", test: (ctx) => (ctx.self()?.counters[TIME] ?? 0) === 0, then: [sacrifice("self")] },
  ])],
  ai: { targets: "helpful" },
});

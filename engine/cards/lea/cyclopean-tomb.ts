// Cyclopean Tomb: {2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp for as long as it has a mire counter on it. Activate only during your upkeep. / When this artifact is put into a graveyard from the battlefield, at the beginning of each of your upkeeps for the rest of the game, remove all mire counters from a land that a mire counter was put onto with this artifact but that a mire counter has not been removed from with this artifact.
import { ability, addCounters, card, code, tapCost, target } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { setDelayedData } from "../../core/delayed";

const MIRE = "mire";

/** CR 607: the lands this Tomb put a mire counter onto (its links), as the delayed ability remembers them. */
function remembered(ctx: ResolveContext): string[] {
  return Array.isArray(ctx.data.lands) ? (ctx.data.lands as string[]) : [];
}

/** "Remove all mire counters from a land that ...": the Tomb's controller picks one as it resolves (not targeted). */
const clearOneLand = code((ctx) => {
  const g = ctx.g;
  const lands = remembered(ctx);
  // The same objects only (CR 400.7), that still have a mire counter to remove (ruling 2008-08-01: whatever put it there).
  const open = lands.filter((id) => { const o = g.obj(id); return !!o && o.zone === "battlefield" && (o.counters[MIRE] ?? 0) > 0; });
  if (!open.length) return;
  const [land] = ctx.chooseCards(ctx.controller, open, 1, 1, "Remove all mire counters from a land Cyclopean Tomb put a mire counter onto");
  if (!land) return;
  g.addCounters(land, MIRE, -(g.obj(land)!.counters[MIRE] ?? 0));
  // A mire counter has now been removed from it with this artifact: it is no longer a candidate.
  if (typeof ctx.data.delayed === "string") setDelayedData(g, ctx.data.delayed, { lands: lands.filter((id) => id !== land && g.obj(id)?.zone === "battlefield") });
});

export default card({
  name: "Cyclopean Tomb",
  abilities: [ability(
    "{2}, {T}: Put a mire counter on target non-Swamp land. That land is a Swamp for as long as it has a mire counter on it. Activate only during your upkeep.",
    tapCost("{2}"),
    [
      addCounters(MIRE, 1, "target"),
      code((ctx) => { const land = ctx.target(0); if (land !== undefined) ctx.g.link(ctx.item.source, land); }), // CR 607
      // CR 305.7, 611.2b: a Swamp (losing its other land types and their mana abilities) while it has a
      // mire counter, whether or not the Tomb remains (ruling 2008-08-01).
      { do: "becomes", what: "target", landTypes: ["Swamp"], until: { whileCounter: MIRE } },
    ],
    { targets: [target("target non-Swamp land", { types: ["Land"], notSubtypes: ["Swamp"] })], timing: "your_upkeep", ai: { targets: "harmful" } },
  )],
  triggers: [{
    text: "When this artifact is put into a graveyard from the battlefield, at the beginning of each of your upkeeps for the rest of the game, remove all mire counters from a land that a mire counter was put onto with this artifact but that a mire counter has not been removed from with this artifact.",
    when: { on: "leaves", self: true, to: "graveyard" }, // CR 603.6c, 603.10a
    effect: [
      code((ctx) => { ctx.memo.lands = [...(ctx.sourceNowOrLast()?.links ?? [])]; }),
      { do: "delayed", index: 0, remember: ["lands"] },
    ],
  }],
  delayed: [{
    text: "At the beginning of each of your upkeeps for the rest of the game, remove all mire counters from a land that a mire counter was put onto with this artifact but that a mire counter has not been removed from with this artifact.",
    at: { at: "each_of_your_upkeeps" },
    effect: [clearOneLand],
  }],
  ai: { value: 1 },
});

/**
 * "At the beginning of each player's upkeep, that player may choose any number of tapped [quality]
 * creatures they control and pay [cost] for each creature chosen this way. If the player does,
 * untap those creatures." (Magnetic Mountain, Thelon's Curse.)
 */
import { code } from "../dsl";
import type { Filter, TriggerDef } from "../types";
import { autoPay, canAutoPay, parseCost } from "../../core/mana";

/** The upkeep trigger; `costFor(n)` is the mana paid for n creatures ("{U}{U}", "{8}"). */
export function upkeepPayToUntap(text: string, creatures: Filter, costFor: (n: number) => string): TriggerDef {
  return {
    text,
    when: { on: "step", step: "upkeep", whose: "each" },
    effect: [code((ctx) => {
      const g = ctx.g;
      const p = ctx.data.player!;
      const tapped = ctx.all({ ...creatures, tapped: true }).filter((id) => g.chars(g.obj(id)!).controller === p);
      // One optional choice of creatures, each paid for as it resolves: no more than the player can
      // pay for; none chosen declines (scenario format: an optional choice of objects is one decision).
      let most = 0;
      while (most < tapped.length && canAutoPay(g, p, parseCost(costFor(most + 1)))) most++;
      const chosen = ctx.chooseCards(p, tapped, 0, most, `Choose tapped creatures to untap, paying ${costFor(1)} for each`);
      if (!chosen.length || !autoPay(g, p, parseCost(costFor(chosen.length)))) return;
      g.emit("paid", `${g.player(p).name} pays ${costFor(chosen.length)}`, { player: p });
      for (const id of chosen) g.untap(id);
    })],
  };
}

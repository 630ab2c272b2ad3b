// Thelon's Curse: Blue creatures don't untap during their controllers' untap steps. / At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {U} for each creature chosen this way. If the player does, untap those creatures.
import { card, code, doesntUntap } from "../dsl";
import type { Filter } from "../types";
import { autoPay, canAutoPay, parseCost } from "../../core/mana";

const blueCreature: Filter = { types: ["Creature"], colors: ["U"] };
const blueFor = (n: number) => parseCost("{U}".repeat(n));

export default card({
  name: "Thelon's Curse",
  untapRules: [doesntUntap(blueCreature)], // CR 502.3 (untap.ts)
  triggers: [{
    text: "At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {U} for each creature chosen this way. If the player does, untap those creatures.",
    when: { on: "step", step: "upkeep", whose: "each" },
    effect: [code((ctx) => {
      const g = ctx.g;
      const p = ctx.data.player!;
      const tapped = ctx.all({ ...blueCreature, tapped: true }).filter((id) => g.chars(g.obj(id)!).controller === p);
      // One optional choice of creatures, each paid for as it resolves: no more than the player can
      // pay for; none chosen declines (scenario format: an optional choice of objects is one decision).
      let most = 0;
      while (most < tapped.length && canAutoPay(g, p, blueFor(most + 1))) most++;
      const chosen = ctx.chooseCards(p, tapped, 0, most, "Choose tapped blue creatures to untap, paying {U} for each");
      if (!chosen.length || !autoPay(g, p, blueFor(chosen.length))) return;
      g.emit("paid", `${g.player(p).name} pays ${"{U}".repeat(chosen.length)}`, { player: p });
      for (const id of chosen) g.untap(id);
    })],
  }],
  ai: { avoidInDecks: true },
});

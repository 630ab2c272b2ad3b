// Magnetic Mountain: Blue creatures don't untap during their controllers' untap steps. / At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.
import { card, code, doesntUntap } from "../dsl";
import { autoPay, canAutoPay, parseCost } from "../../core/mana";

const blueCreature = { types: ["Creature"], colors: ["U" as const] };
const four = (n: number) => parseCost(`{${4 * n}}`);

export default card({
  name: "Magnetic Mountain",
  untapRules: [doesntUntap(blueCreature)], // CR 502.3 (untap.ts)
  triggers: [{
    text: "At the beginning of each player's upkeep, that player may choose any number of tapped blue creatures they control and pay {4} for each creature chosen this way. If the player does, untap those creatures.",
    when: { on: "step", step: "upkeep", whose: "each" },
    effect: [code((ctx) => {
      const g = ctx.g;
      const p = ctx.data.player!;
      const tapped = ctx.all({ ...blueCreature, tapped: true }).filter((id) => g.chars(g.obj(id)!).controller === p);
      // One choice of creatures, each paid for (CR 601.2h-like payment as it resolves): no more
      // than the player can pay for; none chosen declines.
      let most = 0;
      while (most < tapped.length && canAutoPay(g, p, four(most + 1))) most++;
      const chosen = ctx.chooseCards(p, tapped, 0, most, "Choose tapped blue creatures to untap, paying {4} for each");
      if (!chosen.length || !autoPay(g, p, four(chosen.length))) return;
      g.emit("paid", `${g.player(p).name} pays {${4 * chosen.length}}`, { player: p });
      for (const id of chosen) g.untap(id);
    })],
  }],
});

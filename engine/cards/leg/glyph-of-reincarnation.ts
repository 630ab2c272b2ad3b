// Glyph of Reincarnation: Cast this spell only after combat. / Destroy all creatures that were blocked by target Wall this turn. They can't be regenerated. For each creature that died this way, put a creature card from the graveyard of the player who controlled that creature the last time it became blocked by that Wall onto the battlefield under its owner's control.
import { card, code } from "../dsl";
import type { PlayerId } from "../../types";
import { blockedByThisTurn } from "../../core/history";

const PLAYERS: PlayerId[] = ["A", "B"];

export default card({
  name: "Glyph of Reincarnation",
  spell: {
    timing: "after_combat", // CR 601.3
    targets: [{ text: "target Wall", object: { types: ["Creature"], subtypes: ["Wall"] } }],
    effect: [
      // Ruling 2004-10-04: all of them are destroyed first, then the creature cards are chosen.
      code((ctx) => {
        const [wall] = ctx.who("target");
        if (!wall) return;
        const last = new Map<string, PlayerId>();
        for (const b of blockedByThisTurn(ctx.g, wall)) last.set(b.attacker, b.attackerController); // the last time it became blocked
        const died: Record<string, number> = {};
        ctx.g.simultaneously(() => {
          for (const [id, p] of last) {
            const o = ctx.g.obj(id);
            if (!o || o.zone !== "battlefield") continue;
            const before = ctx.g.player(o.owner).graveyard.length;
            if (ctx.g.destroy(id, { noRegen: true }) && ctx.g.player(o.owner).graveyard.length > before) died[p] = (died[p] ?? 0) + 1; // CR 700.4: died
          }
        });
        ctx.memo.died = died;
      }),
      // For each that died, a creature card from that player's graveyard (chosen by the caster), under its owner's control.
      ...PLAYERS.map((p) => code((ctx) => {
        const n = (ctx.memo.died as Record<string, number> | undefined)?.[p] ?? 0;
        if (!n) return;
        const from = ctx.g.player(p).graveyard.filter((id) => { const o = ctx.g.obj(id); return !!o && ctx.g.chars(o).types.includes("Creature"); });
        const picks = ctx.chooseCards(ctx.controller, from, Math.min(n, from.length), Math.min(n, from.length), `Choose ${n} creature card${n > 1 ? "s" : ""} in ${ctx.g.player(p).name}'s graveyard to put onto the battlefield`);
        for (const id of picks) { const o = ctx.g.obj(id); if (o) ctx.g.move(id, "battlefield", { controller: o.owner }); }
      })),
    ],
  },
  ai: { targets: "harmful" },
});

/**
 * The Clockwork creatures (Clockwork Beast, Clockwork Avian): they enter with N +1/+0 counters,
 * lose one at end of a combat they attacked or blocked in, and can be wound up to N again.
 */
import type { CardDef } from "../types";
import { ability, code, tapCost } from "../dsl";
import { attackedThisTurn, blockedThisTurn } from "../../core/history";

const KIND = "+1/+0";

export function clockwork(name: string, max: number, word: string, keywords: string[] = []): CardDef {
  return {
    name,
    ...(keywords.length ? { keywords } : {}),
    replacements: [{ enters: "counters", kind: KIND, n: max }], // CR 614.1c, 122.6
    triggers: [{
      text: "At end of combat, if this creature attacked or blocked this combat, remove a +1/+0 counter from it.",
      when: { on: "step", step: "end_of_combat", whose: "each" },
      // CR 603.4: intervening "if"; CR 511.2. Ruling 2004-10-04: it loses the counter even if its damage was prevented.
      condition: (g, self) => attackedThisTurn(g, self.id) || blockedThisTurn(g, self.id),
      effect: [{ do: "removeCounters", what: "self", kind: KIND, n: 1 }],
    }],
    abilities: [ability(`{X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than ${word}. Activate only during your upkeep.`,
      tapCost("{X}"),
      // Rulings 2007-09-16: up to X (the controller may choose fewer), never past the maximum by this ability.
      [code((ctx) => {
        const o = ctx.self();
        if (!o) return;
        const room = Math.max(0, Math.min(ctx.amount("X"), max - (o.counters[KIND] ?? 0)));
        const n = room > 0 ? ctx.chooseNumber(ctx.controller, `Put how many +1/+0 counters on ${o.name} (up to ${room})?`, 0, room) : 0;
        if (n > 0) ctx.g.addCounters(o.id, KIND, n);
      })],
      { timing: "your_upkeep" })],
  };
}

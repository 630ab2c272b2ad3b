// Vodalian War Machine: Defender (This creature can't attack.) / Tap an untapped Merfolk you control: This creature can attack this turn as though it didn't have defender. / Tap an untapped Merfolk you control: This creature gets +2/+1 until end of turn. / When this creature dies, destroy all Merfolk tapped this turn to pay for its abilities.
import { ability, card, code, destroy, pump } from "../dsl";
import type { CostDef, Filter } from "../types";
import { matches } from "../../core/filters";
import { tappedForCostsOf } from "../../core/history";

const merfolk: Filter = { subtypes: ["Merfolk"] };
// Ruling 2004-10-04: the Merfolk are tapped as a cost, so it can't be activated without an untapped one.
const tapMerfolk: CostDef = { tapUntapped: { filter: merfolk, count: 1, text: "Tap an untapped Merfolk you control" } };

export default card({
  name: "Vodalian War Machine",
  keywords: ["defender"],
  abilities: [
    ability("Tap an untapped Merfolk you control: This creature can attack this turn as though it didn't have defender.", tapMerfolk,
      [{ do: "grant", what: "self", keywords: ["can attack as though it didn't have defender"], until: "end_of_turn" }], { ai: { never: true } }),
    ability("Tap an untapped Merfolk you control: This creature gets +2/+1 until end of turn.", tapMerfolk, [pump(2, 1, "self")], { ai: { trick: true } }),
  ],
  triggers: [{
    text: "When this creature dies, destroy all Merfolk tapped this turn to pay for its abilities.",
    when: { on: "dies", self: true },
    effect: [
      // The turn history keeps what was tapped to pay its costs (CR 118.3), even for abilities that
      // never resolved; an object that changed zones since is a new object (CR 400.7).
      code((ctx) => {
        ctx.memo.merfolk = tappedForCostsOf(ctx.g, ctx.item.source).filter((id) => {
          const o = ctx.g.obj(id);
          return !!o && o.zone === "battlefield" && matches(ctx.g, o, ctx.g.chars(o), merfolk, { you: ctx.controller });
        });
      }),
      destroy({ memo: "merfolk" }),
    ],
  }],
});

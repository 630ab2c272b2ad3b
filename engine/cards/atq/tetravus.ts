// Tetravus: Flying / This creature enters with three +1/+1 counters on it. / At the beginning of your upkeep, you may remove any number of +1/+1 counters from this creature. If you do, create that many 1/1 colorless Tetravite artifact creature tokens. They each have flying and "This token can't be enchanted." / At the beginning of your upkeep, you may exile any number of tokens created with this creature. If you do, put that many +1/+1 counters on this creature.
import { card, code } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** A 1/1 colorless Tetravite artifact creature token with flying that can't be enchanted (CR 111.4: "Tetravite Token"). */
export const TETRAVITE = tokenDef({ types: ["Artifact", "Creature"], subtypes: ["Tetravite"], colors: [], power: 1, toughness: 1, keywords: ["flying", "can't be enchanted"] });

const P1 = "+1/+1";

export default card({
  name: "Tetravus",
  keywords: ["flying"],
  tokens: [TETRAVITE],
  replacements: [{ enters: "counters", kind: P1, n: 3 }], // CR 614.1c, 122.6
  triggers: [
    {
      text: "At the beginning of your upkeep, you may remove any number of +1/+1 counters from this creature. If you do, create that many 1/1 colorless Tetravite artifact creature tokens. They each have flying and \"This token can't be enchanted.\"",
      when: { on: "step", step: "upkeep", whose: "yours" },
      effect: [
        code((ctx) => {
          // "Any number" (ruling: wherever the counters came from); one question, 0 or false declines.
          const self = ctx.self();
          const have = self?.counters[P1] ?? 0;
          const n = have > 0 ? (ctx.mayChooseNumber(ctx.controller, "Remove how many +1/+1 counters from Tetravus?", 0, have) ?? 0) : 0;
          ctx.memo.n = n;
          if (self && n > 0) ctx.g.addCounters(self.id, P1, -n);
        }),
        // The tokens are linked to this Tetravus (CR 607: "tokens created with this creature").
        { do: "if", test: (ctx) => Number(ctx.memo.n) > 0, then: [createToken(TETRAVITE, { memo: "n" }, { link: true })] },
      ],
    },
    {
      text: "At the beginning of your upkeep, you may exile any number of tokens created with this creature. If you do, put that many +1/+1 counters on this creature.",
      when: { on: "step", step: "upkeep", whose: "yours" },
      effect: [
        code((ctx) => {
          const self = ctx.self();
          // Ruling: only tokens this very Tetravus created, still on the battlefield.
          const mine = (self?.links ?? []).filter((id) => ctx.g.obj(id)?.zone === "battlefield");
          const chosen = ctx.chooseCards(ctx.controller, mine, 0, mine.length, "Exile any number of tokens created with Tetravus");
          ctx.memo.n = chosen.length;
          ctx.memo.picked = chosen;
        }),
        code((ctx) => { for (const id of (ctx.memo.picked as string[]) ?? []) if (ctx.g.obj(id)) ctx.g.move(id, "exile"); }),
        { do: "addCounters", what: "self", kind: P1, n: { memo: "n" } },
      ],
    },
  ],
});

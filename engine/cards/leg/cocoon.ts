// Cocoon: Enchant creature you control / When this Aura enters, tap enchanted creature and put three pupa counters on this Aura. / Enchanted creature doesn't untap during your untap step if this Aura has a pupa counter on it. / At the beginning of your upkeep, remove a pupa counter from this Aura. If you can't, sacrifice it, put a +1/+1 counter on enchanted creature, and that creature gains flying.
import { addCounters, card, code, creature, enchant, sacrifice, tap } from "../dsl";

const PUPA = "pupa";

export default card({
  name: "Cocoon",
  // May enchant a creature that is already tapped (ruling 2004-10-04).
  enchant: enchant("creature you control", { ...creature, controller: "you" }),
  triggers: [
    {
      text: "When this Aura enters, tap enchanted creature and put three pupa counters on this Aura.",
      when: { on: "enters", self: true },
      effect: [tap("enchanted"), addCounters(PUPA, 3, "self")],
    },
    {
      text: "At the beginning of your upkeep, remove a pupa counter from this Aura. If you can't, sacrifice it, put a +1/+1 counter on enchanted creature, and that creature gains flying.",
      when: { on: "step", step: "upkeep", whose: "yours" },
      effect: [
        { do: "if", test: (ctx) => (ctx.self()?.counters?.[PUPA] ?? 0) > 0, then: [{ do: "removeCounters", what: "self", kind: PUPA, n: 1 }], otherwise: [
          // "that creature": the one it enchants as it is sacrificed (CR 608.2h), remembered first.
          code((ctx) => { ctx.memo.host = ctx.who("enchanted"); }),
          { do: "if", test: (ctx) => !!ctx.self(), then: [sacrifice("self")] },
          addCounters("+1/+1", 1, { memo: "host" }),
          // CR 611.2: no duration given, so it lasts indefinitely (CR 702.9 flying).
          { do: "grant", what: { memo: "host" }, keywords: ["flying"], until: "indefinitely" },
        ] },
      ],
    },
  ],
  // CR 502.3: the creature stays tapped while the Aura has a pupa counter (it can still be untapped by effects, ruling 2004-10-04).
  untapRules: [{ doesntUntap: "enchanted", condition: (_g, self) => (self.counters?.[PUPA] ?? 0) > 0 }],
  ai: { targets: "helpful" },
});

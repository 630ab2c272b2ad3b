// Stangg: When Stangg enters, create Stangg Twin, a legendary 3/4 red and green Human Warrior creature token. Exile that token when Stangg leaves the battlefield. Sacrifice Stangg when that token leaves the battlefield.
import { card, code } from "../dsl";
import { createToken, tokenDef } from "../tokens";

/** CR 111.4: the token is named Stangg Twin; it is legendary (the legend rule applies to it, CR 704.5j). */
export const STANGG_TWIN = tokenDef({ name: "Stangg Twin", supertypes: ["Legendary"], subtypes: ["Human", "Warrior"], colors: ["R", "G"], power: 3, toughness: 4 });

export default card({
  name: "Stangg",
  tokens: [STANGG_TWIN],
  triggers: [{
    text: "When Stangg enters, create Stangg Twin, a legendary 3/4 red and green Human Warrior creature token. Exile that token when Stangg leaves the battlefield. Sacrifice Stangg when that token leaves the battlefield.",
    when: { on: "enters", self: true },
    // CR 603.7: two delayed triggered abilities, created with the token. Ruling: if Stangg left
    // before this resolved, the Twin is still created, and the exile trigger never triggers.
    effect: [
      createToken(STANGG_TWIN, 1, { memo: "twin" }),
      { do: "delayed", index: 0, object: { memo: "twin" } },
      { do: "delayed", index: 1, object: { memo: "twin" } },
    ],
  }],
  delayed: [
    { text: "Exile that token.", at: { at: "source_leaves" }, effect: [{ do: "exile", what: "that_object" }] },
    {
      text: "Sacrifice Stangg.", at: { at: "that_object_leaves" },
      // CR 701.17a: only if its controller still controls Stangg.
      effect: [code((ctx) => { const s = ctx.self(); if (s && ctx.g.chars(s).controller === ctx.controller) ctx.g.sacrifice(s.id); })],
    },
  ],
});

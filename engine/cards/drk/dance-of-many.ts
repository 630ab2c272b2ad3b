// Dance of Many: When this enchantment enters, create a token that's a copy of target nontoken creature. / When this enchantment leaves the battlefield, exile the token. / When the token leaves the battlefield, sacrifice this enchantment. / At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}{U}.
import { card, code } from "../dsl";
import { upkeepOrSacrifice } from "../families";
import { createTokenCopy } from "../../core/copy-permanents";

export default card({
  name: "Dance of Many",
  triggers: [
    {
      text: "When this enchantment enters, create a token that's a copy of target nontoken creature.",
      when: { on: "enters", self: true },
      targets: [{ text: "target nontoken creature", object: { types: ["Creature"], token: false } }],
      // CR 707.2, 111.1: the token copies the creature's copiable values. CR 603.7, 607: the other two
      // abilities are linked to this token only (ruling: each Dance is tied to its own token; if the
      // Dance left before this resolved, the token has no connection to it).
      effect: [
        code((ctx) => {
          const t = ctx.target(0);
          const of = t !== undefined ? ctx.g.obj(t) : undefined;
          const id = of ? createTokenCopy(ctx.g, of, ctx.controller) : undefined;
          ctx.memo.token = id ? [id] : [];
        }),
        { do: "delayed", index: 0, object: { memo: "token" } },
        { do: "delayed", index: 1, object: { memo: "token" } },
      ],
    },
    { ...upkeepOrSacrifice("{U}{U}"), text: "At the beginning of your upkeep, sacrifice this enchantment unless you pay {U}{U}." },
  ],
  delayed: [
    { text: "When this enchantment leaves the battlefield, exile the token.", at: { at: "source_leaves" }, effect: [{ do: "exile", what: "that_object" }] },
    {
      text: "When the token leaves the battlefield, sacrifice this enchantment.", at: { at: "that_object_leaves" },
      // CR 701.17a: only if its controller still controls it.
      effect: [code((ctx) => { const s = ctx.self(); if (s && ctx.g.chars(s).controller === ctx.controller) ctx.g.sacrifice(s.id); })],
    },
  ],
  ai: { value: 2 },
});

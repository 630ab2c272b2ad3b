// Rapid Fire: Cast this spell only before blockers are declared. / Target creature gains first strike until end of turn. If it doesn't have rampage, that creature gains rampage 2 until end of turn. (Whenever the creature becomes blocked, it gets +2/+2 until end of turn for each creature blocking it beyond the first.)
import { card, code } from "../dsl";
export default card({
  name: "Rapid Fire",
  spell: {
    timing: "before_blockers", // CR 601.3; ruling 2013-09-20
    targets: [{ text: "target creature", object: { types: ["Creature"] } }],
    effect: [
      { do: "grant", what: "target", keywords: ["first strike"], until: "end_of_turn" },
      // "If it doesn't have rampage": any rampage N (CR 702.23), judged as this step runs.
      code((ctx) => { const [id] = ctx.who("target"); const o = id ? ctx.g.obj(id) : undefined; ctx.memo.hasRampage = !!o && [...ctx.g.chars(o).keywords].some((k) => /^rampage \d+$/.test(k)); }),
      { do: "if", test: (ctx) => ctx.memo.hasRampage !== true, then: [{ do: "grant", what: "target", keywords: ["rampage 2"], until: "end_of_turn" }] },
    ],
  },
  ai: { targets: "helpful", trick: true },
});

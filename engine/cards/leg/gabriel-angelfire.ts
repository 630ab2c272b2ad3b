// Gabriel Angelfire: At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. Gabriel Angelfire gains that ability until your next upkeep. (Whenever a creature with rampage 3 becomes blocked, it gets +3/+3 until end of turn for each creature blocking it beyond the first.)
import { atUpkeep, card, code } from "../dsl";

const CHOICES = ["flying", "first strike", "trample", "rampage 3"];

export default card({
  name: "Gabriel Angelfire",
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, choose flying, first strike, trample, or rampage 3. Gabriel Angelfire gains that ability until your next upkeep.", [
    // Answered with `value` 1-4 in the Oracle order.
    code((ctx) => { ctx.memo.pick = ctx.chooseOption(ctx.controller, "Choose the ability Gabriel Angelfire gains until your next upkeep", CHOICES); }),
    // Ruling 2009-10-01: it has it through your next untap step, not in your next upkeep.
    code((ctx) => {
      const o = ctx.self();
      const k = CHOICES[Number(ctx.memo.pick) - 1];
      if (o && k) ctx.g.addEffect({ id: o.id, controller: ctx.controller }, "6", [o.id], { addKeywords: [k] }, ctx.duration("your_next_upkeep"));
    }),
  ])],
});

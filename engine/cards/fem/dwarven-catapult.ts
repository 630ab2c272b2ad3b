// Dwarven Catapult: Dwarven Catapult deals X damage divided evenly, rounded down, among all creatures target opponent controls.
import { card, code, creature, damage, targetOpponent } from "../dsl";
export default card({
  name: "Dwarven Catapult",
  spell: {
    targets: [targetOpponent],
    effect: [
      // The creatures are counted as it resolves (ruling 2004-10-04; CR 608.2h).
      code((ctx) => { const p = ctx.target(); ctx.memo.victims = p === undefined ? [] : ctx.all(creature).filter((id) => ctx.g.chars(ctx.g.obj(id)!).controller === p); }),
      // X divided evenly, rounded down: more creatures than X means no damage (ruling 2014-02-01). Dealt at once (CR 120.2).
      damage((ctx) => { const n = (ctx.memo.victims as string[]).length; return n ? Math.floor(ctx.x / n) : 0; }, { memo: "victims" }),
    ],
  },
  ai: { targets: "harmful", xUse: "damage" },
});

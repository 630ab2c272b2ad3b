// Orcish Captain: {1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the flip, it gets -0/-2 until end of turn.
import { card, ability, code, pump, target } from "../dsl";
export default card({
  name: "Orcish Captain",
  abilities: [ability("{1}: Flip a coin. If you win the flip, target Orc creature gets +2/+0 until end of turn. If you lose the flip, it gets -0/-2 until end of turn.", { mana: "{1}" }, [
    // The target is chosen as it is activated, the coin flipped as it resolves (ruling 2008-10-01; CR 705).
    code((ctx) => { ctx.memo.won = ctx.g.flipCoin(ctx.controller) === "won"; }),
    { do: "if", test: (ctx) => ctx.memo.won === true, then: [pump(2, 0, "target", "end_of_turn")], otherwise: [pump(0, -2, "target", "end_of_turn")] },
  ], { targets: [target("target Orc creature", { types: ["Creature"], subtypes: ["Orc"] })], ai: { targets: "helpful", never: true } })],
});

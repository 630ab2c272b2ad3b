// Tidal Flats: {U}{U}: For each attacking creature without flying, its controller may pay {1}. If that player doesn't, creatures you control blocking that creature gain first strike until end of turn.
import { ability, card, code } from "../dsl";
export default card({
  name: "Tidal Flats",
  abilities: [
    ability("{U}{U}: For each attacking creature without flying, its controller may pay {1}. If that player doesn't, creatures you control blocking that creature gain first strike until end of turn.", { mana: "{U}{U}" }, [
      // Attackers determined as it resolves (CR 608.2h); one "pay or not" each, paid as it resolves
      // and good for this activation only (rulings 2004-10-04; CR 118.12a).
      { do: "forEach", what: { all: { types: ["Creature"], attacking: true, notKeywords: ["flying"] } }, as: "attacker", then: [
        { do: "unlessPays", who: { controllerOf: { memo: "attacker" } }, cost: "{1}", then: [
          // The creatures you control blocking it now (ruling 2004-10-04; CR 509.1a).
          code((ctx) => {
            const [attacker] = ctx.who({ memo: "attacker" });
            ctx.memo.blockers = ctx.all({ types: ["Creature"], controller: "you", blocking: true }).filter((id) => attacker !== undefined && !!ctx.g.obj(id)?.blocking?.includes(attacker));
          }),
          { do: "grant", what: { memo: "blockers" }, keywords: ["first strike"], until: "end_of_turn" },
        ] },
      ] },
    ], { ai: { trick: true } }),
  ],
});

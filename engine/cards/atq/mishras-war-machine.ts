// Mishra's War Machine: Banding / At the beginning of your upkeep, this creature deals 3 damage to you unless you discard a card. If it deals damage to you this way, tap it.
import { atUpkeep, card, code, tap } from "../dsl";
export default card({
  name: "Mishra's War Machine",
  keywords: ["banding"], // CR 702.22
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, this creature deals 3 damage to you unless you discard a card. If it deals damage to you this way, tap it.", [
    // CR 118.12: "unless you discard a card" is a yes/no (answered `true`/`false`, like Curse
    // Artifact's "unless they sacrifice"); then which card, asked only when there is a choice.
    // Ruling 2004-10-04: with no card in hand the damage can't be avoided, so nothing is asked.
    code((ctx) => {
      const hand = [...ctx.g.player(ctx.controller).hand];
      const yes = hand.length > 0 && ctx.yesNo(ctx.controller, "Discard a card? If you don't, Mishra's War Machine deals 3 damage to you and taps");
      ctx.memo.discard = yes ? ctx.chooseCards(ctx.controller, hand, 1, 1, "Choose a card to discard") : [];
    }),
    { do: "if", test: (ctx) => (ctx.memo.discard as string[]).length > 0,
      then: [code((ctx) => { for (const id of ctx.memo.discard as string[]) ctx.g.discard(ctx.controller, id); })],
      otherwise: [
        code((ctx) => { ctx.memo.dealt = ctx.g.dealDamage(ctx.source(), ctx.controller, 3); }),
        // "If it deals damage to you this way" (prevented damage isn't dealt, CR 615.1).
        { do: "if", test: (ctx) => Number(ctx.memo.dealt) > 0, then: [tap("self")] },
      ] },
  ])],
});

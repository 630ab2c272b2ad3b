// Drafna's Restoration: Put any number of target artifact cards from target player's graveyard on top of their library in any order.
import { card, artifact, code, targetPlayer } from "../dsl";
export default card({
  name: "Drafna's Restoration",
  spell: {
    targets: [targetPlayer],
    // Any number of them (zero too), each in the graveyard of the player chosen first (CR 601.2c).
    variableTargets: { spec: { text: "target artifact card from target player's graveyard", zone: "graveyard", object: artifact, inGraveyardOfTarget: 0 }, min: 0, namedFirst: true },
    effect: [code((ctx) => {
      const cards = ctx.targets().filter((r) => !ctx.g.isPlayer(r));
      if (!cards.length) return;
      // "In any order": the spell's controller arranges them, the first named on top (one card: one order).
      const order = cards.length > 1
        ? ctx.ask(ctx.controller, "Put these cards on top of the library in any order (first listed on top)", { type: "cards", from: cards, min: cards.length, max: cards.length, ordered: true }).cards ?? cards
        : cards;
      for (const id of [...order].reverse()) ctx.g.move(id, "library");
    })],
  },
  ai: { targets: "helpful" },
});

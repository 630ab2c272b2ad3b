// Darkpact: Remove this card from your deck before playing if you're not playing for ante. You own target card in the ante. Exchange that card with the top card of your library.
import { card, code } from "../dsl";

export default card({
  name: "Darkpact",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  spell: {
    targets: [{ text: "target card in the ante", zone: "ante", object: {} }],
    effect: [
      code((ctx) => {
        const g = ctx.g;
        const t = ctx.target(0);
        if (t === undefined || g.isPlayer(t)) return;
        g.setOwner(t, ctx.controller); // CR 108.3, 407.3: "You own target card in the ante."
        // CR 701.12a, 701.12d: the exchange happens only in full: with no top card, nothing is exchanged.
        const top = g.player(ctx.controller).library[0];
        if (top === undefined) return;
        g.ante(top); // CR 407.4: the top card of your library goes to the ante ...
        g.move(t, "library"); // ... and the card from the ante to the top of your library
      }),
    ],
  },
  // It takes a card of the opponent's ante, and changes little in the game: worth little in hand.
  ai: { value: 0.3, targets: "harmful" },
});

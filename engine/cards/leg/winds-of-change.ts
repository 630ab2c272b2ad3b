// Winds of Change: Each player shuffles the cards from their hand into their library, then draws that many cards.
import { card, code } from "../dsl";
export default card({
  name: "Winds of Change",
  spell: {
    effect: [
      code((ctx) => {
        const g = ctx.g;
        // Ruling 2007-09-16: each player draws as many cards as they shuffled into their own library.
        const counts: Record<"A" | "B", number> = { A: 0, B: 0 };
        for (const p of ["A", "B"] as const) {
          const hand = [...g.player(p).hand];
          counts[p] = hand.length;
          for (const id of hand) g.move(id, "library");
          g.shuffleLibrary(p);
        }
        for (const p of ["A", "B"] as const) if (counts[p] > 0) g.draw(p, counts[p]);
      }),
    ],
  },
  ai: { value: 0.3 },
});

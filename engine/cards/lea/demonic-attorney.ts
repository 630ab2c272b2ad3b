// Demonic Attorney: Remove this card from your deck before playing if you're not playing for ante. Each player antes the top card of their library.
import { card, code } from "../dsl";
import { anteTopOfLibrary } from "../shared/ante";

export default card({
  name: "Demonic Attorney",
  ante: true, // CR 407.3: a deck rule (the app's deck validation)
  spell: {
    // CR 101.4: the active player first; CR 407.4: each antes their own card.
    effect: [code((ctx) => { const ap = ctx.g.state.turn.active; for (const p of [ap, ap === "A" ? "B" : "A"] as const) anteTopOfLibrary(ctx, p); })],
  },
  // Raises the stakes only: nothing changes in the game itself, so it is worth little in hand.
  ai: { value: 0.2 },
});

// Howling Mine: At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.
import { card, draw } from "../dsl";
export default card({
  name: "Howling Mine",
  triggers: [{
    text: "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
    when: { on: "step", step: "draw", whose: "each" },
    // CR 603.4: an intervening "if", checked as it triggers and as it resolves; if the Mine has
    // left the battlefield, as it last existed (ruling 2004-10-04).
    condition: (_g, self) => !self.tapped,
    effect: [draw(1, "that_player")],
  }],
  // Both players draw the extra card: worth it to the one who has more use for it (evaluate.ts).
  ai: { favours: "cards" },
});

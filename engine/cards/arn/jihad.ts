// Jihad: As this enchantment enters, choose a color and an opponent. / White creatures get +2/+1 as long as the chosen player controls a nontoken permanent of the chosen color. / When the chosen player controls no nontoken permanents of the chosen color, sacrifice this enchantment.
import { card, anthem, sacrifice } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import { controlledBy } from "../shared/permanents";

/** Nontoken permanents of the chosen color the chosen player controls (the choices are data on the object). */
function chosenCount(g: Game, self: GameObject): number | undefined {
  const { player, color } = self.chosen ?? {};
  if (!player || !color) return undefined;
  return controlledBy(g, player, { colors: [color], token: false }).length;
}

export default card({
  name: "Jihad",
  // CR 614.12: both chosen as it enters; with two players the opponent is the only choice.
  replacements: [
    { enters: "choose", choose: "color", prompt: "Choose a color" },
    { enters: "choose", choose: "opponent", prompt: "Choose an opponent" },
  ],
  statics: [anthem(2, 1, { colors: ["W"] }, (g, self) => (chosenCount(g, self) ?? 0) > 0)],
  triggers: [{
    // CR 603.8: a state trigger.
    text: "When the chosen player controls no nontoken permanents of the chosen color, sacrifice this enchantment.",
    when: { on: "state", test: (g, self) => chosenCount(g, self) === 0 },
    effect: [sacrifice("self")],
  }],
  ai: { bonus: 1.5 },
});

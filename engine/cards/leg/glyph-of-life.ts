// Glyph of Life: Choose target Wall creature. Whenever that creature is dealt damage by an attacking creature this turn, you gain that much life.
import { card, gainLife, target } from "../dsl";
export default card({
  name: "Glyph of Life",
  spell: {
    targets: [target("target Wall creature", { types: ["Creature"], subtypes: ["Wall"] })],
    // CR 603.7a, 603.7d: a delayed triggered ability controlled by the spell's controller ("you"),
    // also when the Wall is an opponent's (ruling 2004-10-04); the Wall is still dealt the damage.
    effect: [{ do: "delayed", index: 0, object: "target" }],
  },
  delayed: [{
    text: "Whenever that creature is dealt damage by an attacking creature this turn, you gain that much life.",
    // CR 603.7b: "this turn" is a stated duration: it triggers every time until the turn ends.
    at: { at: "that_object_dealt_damage", thisTurn: true, by: { types: ["Creature"], attacking: true } },
    effect: [gainLife((ctx) => Number(ctx.data.amount ?? 0))],
  }],
  // Worth casting once a Wall blocks (or in answer to something): the look-ahead sees the life.
  ai: { responseOnly: true },
});

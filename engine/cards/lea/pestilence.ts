// Pestilence: At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment. / {B}: This enchantment deals 1 damage to each creature and each player.
import { card, ability, damage, sacrifice } from "../dsl";
export default card({
  name: "Pestilence",
  triggers: [{
    text: "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.",
    when: { on: "step", step: "end", whose: "each" },
    condition: (g) => !g.battlefield().some((o) => g.chars(o).types.includes("Creature")),
    effect: [sacrifice("self")],
  }],
  abilities: [ability("{B}: This enchantment deals 1 damage to each creature and each player.", { mana: "{B}" }, [damage(1, { all: { types: ["Creature"] } }), damage(1, "each_player")])],
  ai: { bonus: 4.5 },
});

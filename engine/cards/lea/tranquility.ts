// Tranquility: Destroy all enchantments.
import { card, destroy } from "../dsl";
export default card({
  name: "Tranquility",
  spell: { effect: [destroy({ all: { types: ["Enchantment"] } })] },
});

// Wrath of God: Destroy all creatures. They can't be regenerated.
import { card, destroy } from "../dsl";
export default card({
  name: "Wrath of God",
  spell: { effect: [destroy({ all: { types: ["Creature"] } }, true)] },
  ai: { value: 3 },
});

// Armageddon: Destroy all lands.
import { card, destroy } from "../dsl";
export default card({
  name: "Armageddon",
  spell: { effect: [destroy({ all: { types: ["Land"] } })] },
});

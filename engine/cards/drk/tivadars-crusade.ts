// Tivadar's Crusade: Destroy all Goblins.
import { card, destroy } from "../dsl";
export default card({
  name: "Tivadar's Crusade",
  // "Goblins" means Goblin permanents (CR 205.3m: a creature type; a permanent with that subtype).
  spell: { effect: [destroy({ all: { subtypes: ["Goblin"] } })] },
});

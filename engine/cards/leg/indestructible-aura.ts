// Indestructible Aura: Prevent all damage that would be dealt to target creature this turn.
import { card, prevent, targetCreature } from "../dsl";
export default card({
  name: "Indestructible Aura",
  // CR 615.1a; it prevents damage only, not destruction (ruling 2004-10-04).
  spell: { targets: [targetCreature], effect: [prevent("all", "target")] },
  ai: { targets: "helpful", responseOnly: true },
});

// Blight: Enchant land / When enchanted land becomes tapped, destroy it.
import { card, destroy, enchant, land } from "../dsl";
export default card({
  name: "Blight",
  enchant: enchant("land", land),
  // CR 603.2e: when it becomes tapped (for mana or otherwise); the land is destroyed as the ability resolves.
  triggers: [{ text: "When enchanted land becomes tapped, destroy it.", when: { on: "tapped", enchanted: true }, effect: [destroy("that_object")] }],
  ai: { targets: "harmful" },
});

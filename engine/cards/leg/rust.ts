// Rust: Counter target activated ability from an artifact source. (Mana abilities can't be targeted.)
import { card, counter, artifact } from "../dsl";
export default card({
  name: "Rust",
  spell: {
    // CR 115.1, 701.6a: an activated ability on the stack; mana abilities never go on the stack (CR 605.3b).
    targets: [{ text: "target activated ability from an artifact source", zone: "stack", stackKind: "ability", abilityKind: "activated", object: artifact }],
    effect: [counter()],
  },
  ai: { responseOnly: true },
});

// Lifetap: Whenever a Forest an opponent controls becomes tapped, you gain 1 life.
import { card, gainLife } from "../dsl";
export default card({
  name: "Lifetap",
  // Once for each Forest, however it becomes tapped (ruling 2004-10-04, CR 603.2e).
  triggers: [{ text: "Whenever a Forest an opponent controls becomes tapped, you gain 1 life.", when: { on: "tapped", filter: { subtypes: ["Forest"], controller: "opponent" } }, effect: [gainLife(1)] }],
  ai: { bonus: 0.3 },
});

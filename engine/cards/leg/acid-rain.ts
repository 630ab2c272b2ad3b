// Acid Rain: Destroy all Forests.
import { card, destroy } from "../dsl";
export default card({
  name: "Acid Rain",
  // Every land with the subtype Forest, dual lands included (CR 305.6).
  spell: { effect: [destroy({ all: { types: ["Land"], subtypes: ["Forest"] } })] },
  ai: { value: 1 },
});

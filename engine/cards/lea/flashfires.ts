// Flashfires: Destroy all Plains.
import { card, destroy } from "../dsl";
export default card({
  name: "Flashfires",
  // Every land with the subtype Plains, dual lands included (CR 305.6).
  spell: { effect: [destroy({ all: { types: ["Land"], subtypes: ["Plains"] } })] },
});

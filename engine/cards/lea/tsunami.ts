// Tsunami: Destroy all Islands.
import { card, destroy } from "../dsl";
export default card({
  name: "Tsunami",
  // Every land with the subtype Island, dual lands included (CR 305.6).
  spell: { effect: [destroy({ all: { types: ["Land"], subtypes: ["Island"] } })] },
});

// Goblin King: Other Goblins get +1/+1 and have mountainwalk.
import { card, anthem, grants } from "../dsl";
export default card({
  name: "Goblin King",
  statics: [
    // Layer 6 (the landwalk) and layer 7c (the +1/+1): "Other Goblins".
    grants({ subtypes: ["Goblin"], other: true }, ["mountainwalk"]),
    anthem(1, 1, { subtypes: ["Goblin"], other: true }),
  ],
  ai: { bonus: 1 },
});

// Lord of Atlantis: Other Merfolk get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)
import { card, anthem, grants } from "../dsl";
export default card({
  name: "Lord of Atlantis",
  statics: [
    // Layer 6 (the landwalk) and layer 7c (the +1/+1): "Other Merfolk".
    grants({ subtypes: ["Merfolk"], other: true }, ["islandwalk"]),
    anthem(1, 1, { subtypes: ["Merfolk"], other: true }),
  ],
  ai: { bonus: 1 },
});

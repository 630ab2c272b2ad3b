// Angelic Voices: Creatures you control get +1/+1 as long as you control no nonartifact, nonwhite creatures.
import { anthem, card } from "../dsl";
import { countFor } from "../shared/permanents";

// CR 611.3a: checked continuously. A white or an artifact creature of any other colors is fine (ruling 2004-10-04).
const nonartifactNonwhite = { types: ["Creature"], notTypes: ["Artifact"], notColors: ["W" as const], controller: "you" as const };
export default card({
  name: "Angelic Voices",
  statics: [anthem(1, 1, { controller: "you" }, (g, self) => countFor(g, nonartifactNonwhite, g.chars(self).controller) === 0)],
  // Worth something only to a deck of white and artifact creatures.
  ai: { bonus: 1.5 },
});

// Kismet: Artifacts, creatures, and lands your opponents control enter tapped.
import { card } from "../dsl";
export default card({
  name: "Kismet",
  // CR 614.1c, 614.12: a replacement effect on how they enter; they never become tapped, so
  // "becomes tapped" abilities don't trigger (ruling 2007-02-01).
  replacements: [{ othersEnter: "tapped", filter: { types: ["Artifact", "Creature", "Land"], controller: "opponent" } }],
});

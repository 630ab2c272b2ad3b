// Scathe Zombies: 
import { card } from "../dsl";
export default card({
  name: "Scathe Zombies",
  // A vanilla creature: no rules text.
});

// Revelation: Players play with their hands revealed.
import { card } from "../dsl";

// CR 701.20a: a rule read by core/open-cards.ts (every player's hand; each card shown to both
// players as it becomes revealed, also in network play). World rule: CR 704.5k.
export default card({
  name: "Revelation",
  keywords: ["players play with their hands revealed"],
  // Symmetric information.
  ai: { bonus: 0.2 },
});

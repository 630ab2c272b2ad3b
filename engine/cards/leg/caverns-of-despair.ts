// Caverns of Despair: No more than two creatures can attack each combat. / No more than two creatures can block each combat.
import { card } from "../dsl";

// CR 508.1c, 509.1b: restrictions on the declarations as a whole, read by core/combat-rules.ts
// (combatLimit); every player's creatures. World rule: CR 704.5k.
export default card({
  name: "Caverns of Despair",
  keywords: ["no more than two creatures can attack each combat", "no more than two creatures can block each combat"],
  // Symmetric: it limits both players' combats.
  ai: { bonus: 0.4 },
});

// Colossus of Sardia: Trample / This creature doesn't untap during your untap step. / {9}: Untap this creature. Activate only during your upkeep.
import { card, ability, DOESNT_UNTAP, manaCost, untap } from "../dsl";
export default card({
  name: "Colossus of Sardia",
  keywords: ["trample", DOESNT_UNTAP], // CR 502.3 (untap.ts)
  abilities: [
    // An activated ability, usable any number of times in your upkeep (ruling 2008-05-01; CR 602.5b).
    ability("{9}: Untap this creature. Activate only during your upkeep.", manaCost("{9}"), [untap("self")], { timing: "your_upkeep" }),
  ],
});

// Scarecrow: {6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with flying.
import { ability, card, tapCost } from "../dsl";
export default card({
  name: "Scarecrow",
  abilities: [
    ability("{6}, {T}: Prevent all damage that would be dealt to you this turn by creatures with flying.", tapCost("{6}"), [
      // Ruling: noncombat damage from flying creatures too. CR 615.9: checked as the damage would be dealt.
      { do: "prevent", what: "you", n: "all", from: { types: ["Creature"], keywords: ["flying"] } },
    ]),
  ],
});

// Al-abara's Carpet: {5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures without flying.
import { ability, card, tapCost } from "../dsl";
export default card({
  name: "Al-abara's Carpet",
  abilities: [
    ability("{5}, {T}: Prevent all damage that would be dealt to you this turn by attacking creatures without flying.", tapCost("{5}"), [
      // CR 615.9: the source's qualities are checked as the damage would be dealt.
      { do: "prevent", what: "you", n: "all", from: { types: ["Creature"], attacking: true, notKeywords: ["flying"] } },
    ]),
  ],
  ai: { bonus: 1 },
});

// Priest of Yawgmoth: {T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.
import { artifact, card, manaAbility, tapCost } from "../dsl";
export default card({
  name: "Priest of Yawgmoth",
  abilities: [
    // A mana ability (CR 605.1a): no target, not a loyalty ability, could add mana. The artifact is
    // chosen as the cost is paid (CR 601.2h, 602.2b); its mana value as it last existed on the
    // battlefield (CR 608.2h): {B} that many times, none for an artifact of mana value 0. Needing a
    // choice, it is never used by automatic payment.
    manaAbility("{T}, Sacrifice an artifact: Add an amount of {B} equal to the sacrificed artifact's mana value.",
      { fixed: "B", times: "sacrificed_mana_value" },
      tapCost(undefined, { sacrifice: { filter: artifact, count: 1, text: "Sacrifice an artifact" } })),
  ],
});

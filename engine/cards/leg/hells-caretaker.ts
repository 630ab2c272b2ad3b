// Hell's Caretaker: {T}, Sacrifice a creature: Return target creature card from your graveyard to the battlefield. Activate only during your upkeep.
import { card, ability, cardInYourGraveyard, creature, tapCost } from "../dsl";
export default card({
  name: "Hell's Caretaker",
  // It may sacrifice itself, but targets are chosen before costs are paid (CR 601.2c, 601.2h), so it
  // can't target itself (ruling 2018-03-16). CR 602.5b: only during your upkeep.
  abilities: [ability("{T}, Sacrifice a creature: Return target creature card from your graveyard to the battlefield. Activate only during your upkeep.",
    tapCost(undefined, { sacrifice: { filter: creature, count: 1, text: "Sacrifice a creature" } }),
    [{ do: "move", what: "target", to: "battlefield", under: "you" }],
    { targets: [cardInYourGraveyard("target creature card from your graveyard", creature)], timing: "your_upkeep" })],
  ai: { bonus: 1.5 },
});

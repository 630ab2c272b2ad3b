// Heroism: Sacrifice a white creature: For each attacking red creature, prevent all combat damage that would be dealt by that creature this turn unless its controller pays {2}{R}.
import { ability, card, preventBy } from "../dsl";
export default card({
  name: "Heroism",
  abilities: [
    ability("Sacrifice a white creature: For each attacking red creature, prevent all combat damage that would be dealt by that creature this turn unless its controller pays {2}{R}.",
      { sacrifice: { filter: { types: ["Creature"], colors: ["W"] }, count: 1, text: "Sacrifice a white creature" } }, [
        // One "unless pays" per creature, decided as the ability resolves (ruling; CR 118.12a).
        { do: "forEach", what: { all: { types: ["Creature"], colors: ["R"], attacking: true } }, as: "creature", then: [
          { do: "unlessPays", who: { controllerOf: { memo: "creature" } }, cost: "{2}{R}", then: [preventBy({ memo: "creature" }, true)] },
        ] },
      ]),
  ],
  ai: { bonus: 1 },
});

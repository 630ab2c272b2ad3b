// Psychic Allergy: As this enchantment enters, choose a color. / At the beginning of each opponent's upkeep, this enchantment deals X damage to that player, where X is the number of nontoken permanents of the chosen color they control. / At the beginning of your upkeep, destroy this enchantment unless you sacrifice two Islands.
import { atUpkeep, card, damage, destroy } from "../dsl";
import { controlledBy } from "../shared/permanents";
import { unlessYouSacrifice } from "../shared/unless-sacrifice";

export default card({
  name: "Psychic Allergy",
  replacements: [{ enters: "choose", choose: "color", prompt: "Choose a color" }], // CR 614.12
  triggers: [
    atUpkeep("opponents", "At the beginning of each opponent's upkeep, this enchantment deals X damage to that player, where X is the number of nontoken permanents of the chosen color they control.",
      // X is counted as it resolves (CR 608.2h), the chosen color read from the permanent (or as it last existed).
      [damage((ctx) => {
        const color = ctx.sourceNowOrLast()?.chosen?.color;
        const p = ctx.data.player;
        return color && (p === "A" || p === "B") ? controlledBy(ctx.g, p, { colors: [color], token: false }).length : 0;
      }, "that_player")]),
    atUpkeep("yours", "At the beginning of your upkeep, destroy this enchantment unless you sacrifice two Islands.",
      unlessYouSacrifice({ subtypes: ["Island"] }, 2, "two Islands", [destroy("self")])),
  ],
});

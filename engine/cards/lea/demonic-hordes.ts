// Demonic Hordes: {T}: Destroy target land. / At the beginning of your upkeep, unless you pay {B}{B}{B}, tap this creature and sacrifice a land of an opponent's choice.
import { card, ability, atUpkeep, code, destroy, land, tap, tapCost, targetLand } from "../dsl";
import { chooseAndSacrifice } from "../shared/sacrifice";
export default card({
  name: "Demonic Hordes",
  abilities: [ability("{T}: Destroy target land.", tapCost(), [destroy()], { targets: [targetLand] })],
  triggers: [
    atUpkeep("yours", "At the beginning of your upkeep, unless you pay {B}{B}{B}, tap this creature and sacrifice a land of an opponent's choice.", [
      {
        do: "unlessPays", cost: "{B}{B}{B}", then: [
          tap("self"),
          // The opponent chooses which of your lands you sacrifice (asked only if there is a choice).
          code((ctx) => { chooseAndSacrifice(ctx, ctx.controller, land, "Choose a land your opponent sacrifices", { chooser: ctx.opponent }); }),
        ],
      },
    ]),
  ],
});

// Rasputin Dreamweaver: Rasputin enters with seven dream counters on it. / Remove a dream counter from Rasputin: Add {C}. / Remove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn. / At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it. / Rasputin can't have more than seven dream counters on it.
import { ability, addCounters, atUpkeep, card, manaAbility, prevent } from "../dsl";
import { startedTurnUntapped } from "../../core/history";

const DREAM = { removeCounters: { kind: "dream", count: 1 } };

export default card({
  name: "Rasputin Dreamweaver",
  replacements: [{ enters: "counters", kind: "dream", n: 7 }], // CR 614.1c, 122.6
  abilities: [
    manaAbility("Remove a dream counter from Rasputin: Add {C}.", { fixed: "C" }, DREAM), // CR 605.1a
    ability("Remove a dream counter from Rasputin: Prevent the next 1 damage that would be dealt to Rasputin this turn.", DREAM, [prevent(1, "self")]),
  ],
  triggers: [atUpkeep("yours", "At the beginning of your upkeep, if Rasputin started the turn untapped, put a dream counter on it.", [addCounters("dream", 1)], {
    // CR 603.4: intervening "if" (ruling 2009-10-01): untapped as the turn began, before its untap step (turn history).
    condition: (g, self) => startedTurnUntapped(g, self.id) ?? false,
  })],
  // Ruling 2009-10-01: counters beyond seven bring it to seven instead.
  counterLimit: { kind: "dream", max: 7 },
});

// Rock Hydra: This creature enters with X +1/+1 counters on it. / For each 1 damage that would be dealt to this creature, if it has a +1/+1 counter on it, remove a +1/+1 counter from it and prevent that 1 damage. / {R}: Prevent the next 1 damage that would be dealt to this creature this turn. / {R}{R}{R}: Put a +1/+1 counter on this creature. Activate only during your upkeep.
import { ability, addCounters, card, prevent } from "../dsl";
export default card({
  name: "Rock Hydra",
  // CR 614.1c, 107.3m: X is the value paid for its spell (0 if it entered without being cast, ruling).
  replacements: [{ enters: "counters", kind: "+1/+1", n: "x" }],
  // CR 615.1a: one counter per 1 damage; removed even when the damage can't be prevented (ruling).
  damageReplacements: [{ countersPrevent: "+1/+1" }],
  abilities: [
    // CR 615.7: a shield for the next 1 damage this turn, whenever that damage comes (ruling).
    ability("{R}: Prevent the next 1 damage that would be dealt to this creature this turn.", { mana: "{R}" }, [prevent(1, "self")]),
    ability("{R}{R}{R}: Put a +1/+1 counter on this creature. Activate only during your upkeep.", { mana: "{R}{R}{R}" }, [addCounters("+1/+1", 1, "self")], { timing: "your_upkeep" }),
  ],
});

// Triskelion: This creature enters with three +1/+1 counters on it. / Remove a +1/+1 counter from this creature: It deals 1 damage to any target.
import { card, ability, anyTarget, damage } from "../dsl";
export default card({
  name: "Triskelion",
  replacements: [{ enters: "counters", kind: "+1/+1", n: 3 }], // CR 614.1c, 122.6
  abilities: [
    ability("Remove a +1/+1 counter from this creature: It deals 1 damage to any target.", { removeCounters: { kind: "+1/+1", count: 1 } },
      [damage(1, "target")], { targets: [anyTarget] }),
  ],
});

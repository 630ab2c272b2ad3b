// Icatian Javelineers: This creature enters with a javelin counter on it. / {T}, Remove a javelin counter from this creature: It deals 1 damage to any target.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Icatian Javelineers",
  replacements: [{ enters: "counters", kind: "javelin", n: 1 }], // CR 614.1c, 122.6
  abilities: [
    ability("{T}, Remove a javelin counter from this creature: It deals 1 damage to any target.", tapCost(undefined, { removeCounters: { kind: "javelin", count: 1 } }),
      [damage(1, "target")], { targets: [anyTarget] }),
  ],
});

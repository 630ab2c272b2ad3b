// Niall Silvain: {G}{G}{G}{G}, {T}: Regenerate target creature.
import { card, ability, regenerate, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Niall Silvain",
  // CR 701.19a: a regeneration shield on the target as the ability resolves.
  abilities: [ability("{G}{G}{G}{G}, {T}: Regenerate target creature.", tapCost("{G}{G}{G}{G}"), [regenerate("target")], { targets: [targetCreature], ai: { targets: "helpful" } })],
  ai: { bonus: 1 },
});

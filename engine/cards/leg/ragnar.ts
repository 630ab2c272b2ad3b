// Ragnar: {G}{W}{U}, {T}: Regenerate target creature.
import { card, ability, regenerate, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Ragnar",
  // CR 701.19a: a regeneration shield on the target as the ability resolves.
  abilities: [ability("{G}{W}{U}, {T}: Regenerate target creature.", tapCost("{G}{W}{U}"), [regenerate("target")], { targets: [targetCreature], ai: { targets: "helpful" } })],
  ai: { bonus: 1 },
});

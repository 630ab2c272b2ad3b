// Lady Evangela: {W}{B}, {T}: Prevent all combat damage that would be dealt by target creature this turn.
import { ability, card, preventBy, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Lady Evangela",
  abilities: [ability("{W}{B}, {T}: Prevent all combat damage that would be dealt by target creature this turn.", tapCost("{W}{B}"), [preventBy("target", true)], { targets: [targetCreature] })],
  ai: { targets: "harmful" },
});

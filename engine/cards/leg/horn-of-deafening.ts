// Horn of Deafening: {2}, {T}: Prevent all combat damage that would be dealt by target creature this turn.
import { ability, card, preventBy, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Horn of Deafening",
  abilities: [ability("{2}, {T}: Prevent all combat damage that would be dealt by target creature this turn.", tapCost("{2}"), [preventBy("target", true)], { targets: [targetCreature] })],
  ai: { targets: "harmful", bonus: 1 },
});

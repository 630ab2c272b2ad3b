// Obelisk of Undoing: {6}, {T}: Return target permanent you both own and control to your hand.
import { card, ability, bounce, tapCost, target } from "../dsl";
export default card({
  name: "Obelisk of Undoing",
  abilities: [ability("{6}, {T}: Return target permanent you both own and control to your hand.", tapCost("{6}"), [bounce()],
    { targets: [target("target permanent you both own and control", { ownedAndControlled: true })] })],
  ai: { bonus: 0.3, targets: "helpful" },
});

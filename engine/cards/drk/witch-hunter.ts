// Witch Hunter: {T}: This creature deals 1 damage to target player or planeswalker. / {1}{W}{W}, {T}: Return target creature an opponent controls to its owner's hand.
import { card, ability, bounce, damage, tapCost, target, targetPlayer } from "../dsl";
export default card({
  name: "Witch Hunter",
  abilities: [
    ability("{T}: This creature deals 1 damage to target player or planeswalker.", tapCost(), [damage(1)], { targets: [{ ...targetPlayer, text: "target player or planeswalker" }] }),
    ability("{1}{W}{W}, {T}: Return target creature an opponent controls to its owner's hand.", tapCost("{1}{W}{W}"), [bounce()], {
      targets: [target("target creature an opponent controls", { types: ["Creature"], controller: "opponent" })],
    }),
  ],
  ai: { targets: "harmful", bonus: 2 },
});

// Cuombajj Witches: {T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice.
import { card, ability, anyTarget, damage, tapCost } from "../dsl";
export default card({
  name: "Cuombajj Witches",
  abilities: [
    ability("{T}: This creature deals 1 damage to any target and 1 damage to any target of an opponent's choice.", tapCost(),
      // Both are dealt at once (CR 120.2). The second target is chosen by the opponent as the ability
      // is activated (CR 601.2c), though the controller controls the ability (ruling 2020-11-10).
      [damage(1, "targets")],
      { targets: [anyTarget, { ...anyTarget, text: "any target of an opponent's choice", chooser: "opponent" }] }),
  ],
});

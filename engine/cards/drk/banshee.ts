// Banshee: {X}, {T}: This creature deals half X damage, rounded down, to any target, and half X damage, rounded up, to you.
import { ability, anyTarget, card, damage, tapCost } from "../dsl";
export default card({
  name: "Banshee",
  abilities: [
    // With its target illegal the ability doesn't resolve: no damage to you either (CR 608.2b; ruling 2009-10-01).
    ability("{X}, {T}: This creature deals half X damage, rounded down, to any target, and half X damage, rounded up, to you.", tapCost("{X}"),
      [damage({ half: "X", round: "down" }), damage({ half: "X", round: "up" }, "you")], { targets: [anyTarget] }),
  ],
  ai: { targets: "harmful" },
});

// Millstone: {2}, {T}: Target player mills two cards.
import { card, ability, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Millstone",
  abilities: [ability("{2}, {T}: Target player mills two cards.", tapCost("{2}"), [{ do: "mill", who: "target", n: 2 }], { targets: [targetPlayer] })],
  ai: { bonus: 1.5, targets: "harmful" },
});

// Lurker: This creature can't be the target of spells unless it attacked or blocked this turn.
import { card, grants } from "../dsl";
import { attackedThisTurn, blockedThisTurn } from "../../core/history";
export default card({
  name: "Lurker",
  // CR 115: abilities may target it; spells only once it attacked or blocked this turn (CR 508.1, 509.1).
  statics: [grants("self", ["can't be the target of spells"], { condition: (g, self) => !attackedThisTurn(g, self.id) && !blockedThisTurn(g, self.id) })],
});

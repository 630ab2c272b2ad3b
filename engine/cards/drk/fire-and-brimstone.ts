// Fire and Brimstone: Fire and Brimstone deals 4 damage to target player who attacked this turn and 4 damage to you.
import { card, damage } from "../dsl";
export default card({
  name: "Fire and Brimstone",
  spell: {
    targets: [{ text: "target player who attacked this turn", player: "any", playerAttackedThisTurn: true }],
    effect: [damage(4, "target"), damage(4, "you")],
  },
  ai: { targets: "harmful", responseOnly: true },
});

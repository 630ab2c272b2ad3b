// Storm Seeker: Storm Seeker deals damage to target player equal to the number of cards in that player's hand.
import { card, damage, targetPlayer } from "../dsl";
export default card({
  name: "Storm Seeker",
  // CR 608.2h: the number of cards is counted as the spell resolves.
  spell: { targets: [targetPlayer], effect: [damage({ handSize: "target" })] },
  ai: { targets: "harmful" },
});

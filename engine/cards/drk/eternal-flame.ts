// Eternal Flame: Eternal Flame deals X damage to target opponent or planeswalker and half X damage, rounded up, to you, where X is the number of Mountains you control.
import { card, damage, targetOpponent } from "../dsl";
import type { Amount } from "../types";

// Counted as it resolves (CR 608.2h); any land with the subtype Mountain (CR 305.6).
const mountains: Amount = { count: { types: ["Land"], subtypes: ["Mountain"], controller: "you" } };

export default card({
  name: "Eternal Flame",
  // There are no planeswalkers among this game's cards: the target is an opponent.
  spell: {
    targets: [targetOpponent],
    effect: [damage(mountains, "target"), damage({ half: mountains, round: "up" }, "you")],
  },
  ai: { value: 1.5, targets: "harmful" },
});

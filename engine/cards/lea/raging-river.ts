// Raging River: Whenever one or more creatures you control attack, each defending player divides all creatures without flying they control into a "left" pile and a "right" pile. Then, for each attacking creature you control, choose "left" or "right." That creature can't be blocked this combat except by creatures with flying and creatures in a pile with the chosen label.
import { card, code } from "../dsl";
import { leftRightPiles } from "../../core/piles";

export default card({
  name: "Raging River",
  triggers: [{
    text: "Whenever one or more creatures you control attack, each defending player divides all creatures without flying they control into a \"left\" pile and a \"right\" pile. Then, for each attacking creature you control, choose \"left\" or \"right.\" That creature can't be blocked this combat except by creatures with flying and creatures in a pile with the chosen label.",
    when: { on: "attacks", creature: { types: ["Creature"], controller: "you" }, once: true },
    // The piles are asked as it resolves (core/piles.ts): the defending player's "left" pile, then a side per attacker.
    effect: [code(leftRightPiles)],
  }],
  ai: { value: 2 },
});

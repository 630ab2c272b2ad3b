// Psychic Purge: Psychic Purge deals 1 damage to any target. / When a spell or ability an opponent controls causes you to discard this card, that player loses 5 life.
import { anyTarget, card, damage, loseLife } from "../dsl";

export default card({
  name: "Psychic Purge",
  spell: { targets: [anyTarget], effect: [damage(1)] },
  triggers: [{
    text: "When a spell or ability an opponent controls causes you to discard this card, that player loses 5 life.",
    // CR 701.9: only an effect's discard; a cost's or the cleanup step's doesn't count (ruling 2004-10-04).
    when: { on: "discarded", self: true, cause: "opponent" },
    zone: "graveyard", // CR 113.6: it triggers from where the discarded card went
    effect: [loseLife(5, "that_player")], // life loss, not damage: it can't be prevented (ruling 2004-10-04)
  }],
  ai: { value: 1 },
});

// The Abyss: At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of their choice. It can't be regenerated.
import { atUpkeep, card, destroy } from "../dsl";

export default card({
  name: "The Abyss",
  // World: the world rule (CR 704.5k) is a state-based action of the engine, read from the supertype.
  triggers: [atUpkeep("each", "At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of their choice. It can't be regenerated.",
    [destroy("target", true)], // CR 701.19c: can't be regenerated
    {
      targets: [{
        text: "target nonartifact creature that player controls",
        // "That player" is the player whose upkeep it is (CR 503.1), also as it resolves (CR 608.2b).
        object: { types: ["Creature"], notTypes: ["Artifact"], where: (g, _o, c) => c.controller === g.state.turn.active },
        // Ruling 2004-10-04: The Abyss's controller controls the ability, but that player chooses
        // the target as it is put on the stack (CR 603.3d); with none, it is removed.
        chooser: "that_player",
      }],
    })],
  ai: { targets: "harmful" },
});

// Arboria: Creatures can't attack a player unless that player cast a spell or put a nontoken permanent onto the battlefield during their last turn.
import { card, grants } from "../dsl";
// CR 508.1c: a restriction on declaring attackers, judged against the defending player's last turn
// (engine/core/combat-rules.ts, history.ts): only while Arboria is on the battlefield (ruling 2004-10-04).
export default card({
  name: "Arboria",
  statics: [grants({ types: ["Creature"] }, ["can't attack a player unless that player cast a spell or put a nontoken permanent onto the battlefield during their last turn"])],
});

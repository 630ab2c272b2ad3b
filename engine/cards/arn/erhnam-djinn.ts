// Erhnam Djinn: At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep. (It can't be blocked as long as defending player controls a Forest.)
import { atUpkeep, card, target } from "../dsl";
export default card({
  name: "Erhnam Djinn",
  triggers: [
    // With no legal target the ability is removed (CR 603.3d; ruling 2004-10-04). The grant ends as
    // the controller's next upkeep begins, before this ability triggers again.
    atUpkeep("yours", "At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep.",
      [{ do: "grant", what: "target", keywords: ["forestwalk"], until: "your_next_upkeep" }],
      { targets: [target("target non-Wall creature an opponent controls", { types: ["Creature"], notSubtypes: ["Wall"], controller: "opponent" })] }),
  ],
});

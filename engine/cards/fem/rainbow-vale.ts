// Rainbow Vale: {T}: Add one mana of any color. An opponent gains control of this land at the beginning of the next end step.
import { card, manaAbility } from "../dsl";
import { gainControl } from "../shared/control";
export default card({
  name: "Rainbow Vale",
  abilities: [{
    ...manaAbility("{T}: Add one mana of any color. An opponent gains control of this land at the beginning of the next end step.", { anyColor: 1 }),
    // CR 605.3b: the rest of a mana ability's effect happens at once: it creates a delayed
    // triggered ability (CR 603.7a), controlled by the player who activated it.
    effect: [{ do: "delayed", index: 0 }],
  }],
  // The opponent is one of the activating player's, chosen as it resolves (rulings 2007-09-16);
  // the land keeps its tapped or untapped state (ruling 2004-10-04).
  delayed: [{ text: "An opponent gains control of this land.", at: { at: "next_end_step" }, effect: [gainControl("self", undefined, "opponent")] }],
});

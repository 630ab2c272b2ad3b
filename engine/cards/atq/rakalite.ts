// Rakalite: {2}: Prevent the next 1 damage that would be dealt to any target this turn. Return this artifact to its owner's hand at the beginning of the next end step.
import { ability, anyTarget, bounce, card, prevent } from "../dsl";
export default card({
  name: "Rakalite",
  // No {T}: usable any number of times (ruling 2004-10-04).
  abilities: [ability("{2}: Prevent the next 1 damage that would be dealt to any target this turn. Return this artifact to its owner's hand at the beginning of the next end step.",
    { mana: "{2}" }, [prevent(1), { do: "delayed", index: 0 }], { targets: [anyTarget] })],
  delayed: [{
    text: "Return this artifact to its owner's hand.",
    at: { at: "next_end_step" },
    // Only this same object, still on the battlefield (ruling 2004-10-04; CR 400.7).
    effect: [bounce("self")],
  }],
  ai: { targets: "helpful" },
});

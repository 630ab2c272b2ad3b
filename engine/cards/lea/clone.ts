// Clone: You may have this creature enter as a copy of any creature on the battlefield.
import { card } from "../dsl";
export default card({
  name: "Clone",
  // CR 707.5, 614.1c, 614.12a: chosen as it enters (not targeted); declining leaves a 0/0 (704.5f).
  replacements: [{ enters: "copy", filter: { types: ["Creature"] }, prompt: "Clone: choose a creature to copy (or none)" }],
  ai: { value: 2 },
});

// Rabid Wombat: Vigilance / This creature gets +2/+2 for each Aura attached to it.
import { card } from "../dsl";
export default card({
  name: "Rabid Wombat",
  keywords: ["vigilance"],
  statics: [{
    affects: "self", layer: "7c",
    // CR 613.4c; ruling 2005-08-01: changes as soon as an Aura is attached or removed.
    mod: (g, self) => { const n = g.battlefield().filter((a) => a.attachedTo === self.id && g.chars(a).subtypes.includes("Aura")).length; return { pt: [2 * n, 2 * n] }; },
  }],
});

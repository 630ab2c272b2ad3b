// Conversion: At the beginning of your upkeep, sacrifice this enchantment unless you pay {W}{W}. / All Mountains are Plains.
import { card } from "../dsl";
import { upkeepOrSacrifice } from "../families";
export default card({
  name: "Conversion",
  triggers: [upkeepOrSacrifice("{W}{W}")],
  // CR 305.7, 613.1d: a Mountain's land types become Plains: it loses "{T}: Add {R}" and its rules
  // text, gains "{T}: Add {W}"; name and supertypes unchanged (ruling: snow isn't added or removed).
  // CR 613.8: it applies after an effect that makes more lands Mountains (Blood Moon).
  statics: [{ affects: { types: ["Land"], subtypes: ["Mountain"] }, layer: "4", mod: { setLandTypes: ["Plains"] } }],
  ai: { value: 1 },
});

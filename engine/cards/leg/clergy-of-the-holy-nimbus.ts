// Clergy of the Holy Nimbus: If this creature would be destroyed, regenerate it. / {1}: This creature can't be regenerated this turn. Only your opponents may activate this ability.
import { card, ability } from "../dsl";
export default card({
  name: "Clergy of the Holy Nimbus",
  // CR 614.1a, 701.19a: a replacement that regenerates it each time, with no shield to use up.
  replacements: [{ destroyed: "regenerate" }],
  abilities: [ability("{1}: This creature can't be regenerated this turn. Only your opponents may activate this ability.", { mana: "{1}" },
    [{ do: "cantRegenerate", what: "self" }], { by: "opponents" })],
  ai: { bonus: 1 },
});

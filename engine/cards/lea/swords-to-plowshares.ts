// Swords to Plowshares: Exile target creature. Its controller gains life equal to its power.
import { card, gainLife, targetCreature } from "../dsl";
export default card({
  name: "Swords to Plowshares",
  spell: {
    targets: [targetCreature],
    // Its power as it last existed on the battlefield (CR 608.2h).
    effect: [{ do: "exile", what: "target" }, gainLife({ stat: "power", of: "target" }, { controllerOf: "target" })],
  },
  ai: { targets: "harmful", value: 2.8 },
});

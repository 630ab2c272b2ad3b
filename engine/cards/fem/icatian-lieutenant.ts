// Icatian Lieutenant: {1}{W}: Target Soldier creature gets +1/+0 until end of turn.
import { card, ability, pump, target } from "../dsl";
export default card({
  name: "Icatian Lieutenant",
  abilities: [ability("{1}{W}: Target Soldier creature gets +1/+0 until end of turn.", { mana: "{1}{W}" }, [pump(1, 0)],
    { targets: [target("target Soldier creature", { types: ["Creature"], subtypes: ["Soldier"] })], ai: { targets: "helpful" } })],
});

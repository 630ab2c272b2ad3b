// Dwarven Lieutenant: {1}{R}: Target Dwarf creature gets +1/+0 until end of turn.
import { card, ability, pump, target } from "../dsl";
export default card({
  name: "Dwarven Lieutenant",
  abilities: [ability("{1}{R}: Target Dwarf creature gets +1/+0 until end of turn.", { mana: "{1}{R}" }, [pump(1, 0)],
    { targets: [target("target Dwarf creature", { types: ["Creature"], subtypes: ["Dwarf"] })], ai: { targets: "helpful" } })],
});

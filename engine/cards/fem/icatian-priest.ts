// Icatian Priest: {1}{W}{W}: Target creature gets +1/+1 until end of turn.
import { card, ability, pump, targetCreature } from "../dsl";
export default card({
  name: "Icatian Priest",
  abilities: [ability("{1}{W}{W}: Target creature gets +1/+1 until end of turn.", { mana: "{1}{W}{W}" }, [pump(1, 1)], { targets: [targetCreature], ai: { targets: "helpful" } })],
});

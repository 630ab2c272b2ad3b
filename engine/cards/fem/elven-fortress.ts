// Elven Fortress: {1}{G}: Target blocking creature gets +0/+1 until end of turn.
import { card, ability, pump, target } from "../dsl";
export default card({
  name: "Elven Fortress",
  abilities: [ability("{1}{G}: Target blocking creature gets +0/+1 until end of turn.", { mana: "{1}{G}" }, [pump(0, 1)],
    { targets: [target("target blocking creature", { types: ["Creature"], blocking: true })], ai: { targets: "helpful", trick: true } })],
});

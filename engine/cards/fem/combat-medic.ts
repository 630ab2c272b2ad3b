// Combat Medic: {1}{W}: Prevent the next 1 damage that would be dealt to any target this turn.
import { card, ability, anyTarget, prevent } from "../dsl";
export default card({
  name: "Combat Medic",
  // A prevention shield (CR 615.7), no {T}: usable while summoning sick and repeatedly.
  abilities: [ability("{1}{W}: Prevent the next 1 damage that would be dealt to any target this turn.", { mana: "{1}{W}" }, [prevent(1)], { targets: [anyTarget], ai: { targets: "helpful" } })],
});

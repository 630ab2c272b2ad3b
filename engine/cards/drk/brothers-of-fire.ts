// Brothers of Fire: {1}{R}{R}: This creature deals 1 damage to any target and 1 damage to you.
import { ability, anyTarget, card, damage } from "../dsl";
export default card({
  name: "Brothers of Fire",
  abilities: [ability("{1}{R}{R}: This creature deals 1 damage to any target and 1 damage to you.", { mana: "{1}{R}{R}" }, [damage(1), damage(1, "you")], { targets: [anyTarget] })],
  ai: { targets: "harmful" },
});

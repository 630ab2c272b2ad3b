// Homarid Shaman: {U}: Tap target green creature.
import { card, ability, tap, target } from "../dsl";
export default card({
  name: "Homarid Shaman",
  abilities: [ability("{U}: Tap target green creature.", { mana: "{U}" }, [tap()], { targets: [target("target green creature", { types: ["Creature"], colors: ["G"] })], ai: { targets: "harmful" } })],
});

// Lady Caleria: {T}: Lady Caleria deals 3 damage to target attacking or blocking creature.
import { card, ability, damage, tapCost, target } from "../dsl";
export default card({
  name: "Lady Caleria",
  abilities: [ability("{T}: Lady Caleria deals 3 damage to target attacking or blocking creature.", tapCost(), [damage(3)], {
    // "attacking or blocking": either combat role (CR 506.4, 508.1k, 509.1g).
    targets: [target("target attacking or blocking creature", { types: ["Creature"], where: (_g, o) => !!o.attacking || !!o.blocking?.length })],
  })],
  ai: { targets: "harmful", bonus: 2 },
});

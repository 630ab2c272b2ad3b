// Tor Wauki: {T}: Tor Wauki deals 2 damage to target attacking or blocking creature.
import { card, ability, damage, tapCost, target } from "../dsl";
// Legendary Creature, subject to the legend rule (CR 704.5j); the {T} ability needs it to have been
// under its controller's control since the turn began (CR 302.6).
export default card({
  name: "Tor Wauki",
  abilities: [ability("{T}: Tor Wauki deals 2 damage to target attacking or blocking creature.", tapCost(), [damage(2)], {
    // "attacking or blocking": either combat role (CR 506.4, 508.1k, 509.1g).
    targets: [target("target attacking or blocking creature", { types: ["Creature"], where: (_g, o) => !!o.attacking || !!o.blocking?.length })],
  })],
  ai: { targets: "harmful", bonus: 1.5 },
});

// Ashes to Ashes: Exile two target nonartifact creatures. Ashes to Ashes deals 5 damage to you.
import { card, damage, target } from "../dsl";
const nonartifactCreature = target("target nonartifact creature", { types: ["Creature"], notTypes: ["Artifact"] });
export default card({
  name: "Ashes to Ashes",
  spell: {
    // "two target creatures" is one instance of the word "target": two different creatures (CR 115.3).
    targets: [nonartifactCreature, nonartifactCreature],
    distinctTargets: true,
    // One illegal target: the other is still exiled and the damage dealt (ruling 2009-10-01); both
    // illegal: it doesn't resolve (CR 608.2b).
    effect: [{ do: "exile", what: "targets" }, damage(5, "you")],
  },
  ai: { targets: "harmful" },
});

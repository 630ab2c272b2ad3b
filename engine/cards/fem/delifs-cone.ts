// Delif's Cone: {T}, Sacrifice this artifact: This turn, when target creature you control attacks and isn't blocked, you may gain life equal to its power. If you do, it assigns no combat damage this turn.
import { ability, assignsNoCombatDamage, card, gainLife, tapCost, target } from "../dsl";
export default card({
  name: "Delif's Cone",
  abilities: [ability("{T}, Sacrifice this artifact: This turn, when target creature you control attacks and isn't blocked, you may gain life equal to its power. If you do, it assigns no combat damage this turn.",
    tapCost(undefined, { sacrificeSelf: true }),
    // CR 603.7; ruling 2004-10-04: activated after blockers are declared, it never triggers.
    [{ do: "delayed", index: 0, object: "target" }],
    { targets: [target("target creature you control", { types: ["Creature"], controller: "you" })], ai: { targets: "helpful" } })],
  delayed: [{
    text: "When that creature attacks and isn't blocked, you may gain life equal to its power. If you do, it assigns no combat damage this turn.",
    at: { at: "that_object_unblocked", thisTurn: true },
    effect: [{ do: "may", prompt: "Gain life equal to the creature's power (it then assigns no combat damage this turn)?", then: [gainLife({ stat: "power", of: "that_object" }), assignsNoCombatDamage("that_object")] }],
  }],
});

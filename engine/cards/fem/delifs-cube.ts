// Delif's Cube: {2}, {T}: This turn, when target creature you control attacks and isn't blocked, it assigns no combat damage this turn and you put a cube counter on this artifact. / {2}, Remove a cube counter from this artifact: Regenerate target creature.
import { ability, addCounters, assignsNoCombatDamage, card, regenerate, tapCost, target, targetCreature } from "../dsl";
export default card({
  name: "Delif's Cube",
  abilities: [
    ability("{2}, {T}: This turn, when target creature you control attacks and isn't blocked, it assigns no combat damage this turn and you put a cube counter on this artifact.", tapCost("{2}"),
      // CR 603.7; ruling 2004-10-04: activated after blockers are declared, it never triggers.
      [{ do: "delayed", index: 0, object: "target" }],
      { targets: [target("target creature you control", { types: ["Creature"], controller: "you" })], ai: { never: true } }),
    ability("{2}, Remove a cube counter from this artifact: Regenerate target creature.", { mana: "{2}", removeCounters: { kind: "cube", count: 1 } }, [regenerate("target")], {
      targets: [targetCreature], ai: { targets: "helpful" },
    }),
  ],
  delayed: [{
    text: "When that creature attacks and isn't blocked, it assigns no combat damage this turn and you put a cube counter on this artifact.",
    at: { at: "that_object_unblocked", thisTurn: true },
    effect: [assignsNoCombatDamage("that_object"), addCounters("cube", 1, "self")],
  }],
});

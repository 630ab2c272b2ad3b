// Horror of Horrors: Sacrifice a Swamp: Regenerate target black creature. (The next time that creature would be destroyed this turn, instead tap it, remove it from combat, and heal all damage on it.)
import { ability, card, regenerate, target } from "../dsl";
export default card({
  name: "Horror of Horrors",
  abilities: [ability("Sacrifice a Swamp: Regenerate target black creature.",
    { sacrifice: { filter: { types: ["Land"], subtypes: ["Swamp"] }, count: 1, text: "Sacrifice a Swamp" } },
    // CR 701.19a: a regeneration shield on the target.
    [regenerate("target")],
    { targets: [target("target black creature", { types: ["Creature"], colors: ["B"] })], ai: { targets: "helpful" } })],
});

// Urborg: {T}: Add {B}. / {T}: Target creature loses first strike or swampwalk until end of turn.
import { card, ability, code, manaAbility, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Urborg",
  abilities: [
    manaAbility("{T}: Add {B}.", { fixed: "B" }),
    // Rulings: which one it loses is chosen as it resolves (one only, even if it has both); legal on a
    // creature with neither; "first strike" is not the first-strike part of double strike.
    // CR 613.1f: a layer-6 effect until end of turn (CR 514.2).
    ability("{T}: Target creature loses first strike or swampwalk until end of turn.", tapCost(), [code((ctx) => {
      const id = ctx.target();
      if (!id || ctx.g.isPlayer(id) || !ctx.g.obj(id)) return;
      const pick = ctx.chooseOption(ctx.controller, "Target creature loses", ["first strike", "swampwalk"]);
      ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", [id], { removeKeywords: [pick === 1 ? "first strike" : "swampwalk"] }, ctx.duration("end_of_turn"));
    })], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
});

// Reflecting Mirror: {X}, {T}: Change the target of target spell with a single target if that target is you. The new target must be a player. X is twice the mana value of that spell.
import { ability, card, code, tapCost, targetSpellOf } from "../dsl";
import { sourceColorsOf, targetProblem } from "../../core/targets";
import type { PlayerId } from "../../types";

export default card({
  name: "Reflecting Mirror",
  abilities: [ability("{X}, {T}: Change the target of target spell with a single target if that target is you. The new target must be a player. X is twice the mana value of that spell.",
    tapCost("{X}"),
    [code((ctx) => {
      const g = ctx.g;
      const id = ctx.target();
      const item = id === undefined ? undefined : g.state.stack.find((i) => i.id === id && i.kind === "spell");
      const o = item && g.obj(item.id);
      // "If that target is you": the spell still has that single target, its controller's player.
      if (!item || !o || item.targets.length !== 1 || item.targets[0] !== ctx.controller) return;
      const spec = g.chars(o).def?.spell?.targets?.[0];
      if (!spec) return;
      // CR 115.7: the new target must be legal for the spell (here: a player); it can't stay the same.
      const tctx = { you: item.controller, source: item.source, sourceColors: sourceColorsOf(g, o), ...(item.x !== undefined ? { x: item.x } : {}) };
      const options = (Object.keys(g.state.players) as PlayerId[]).filter((p) => p !== ctx.controller && targetProblem(g, spec, p, item.controller, tctx) === null);
      if (!options.length) return;
      const to = options.length === 1 ? options[0]! : options[ctx.chooseOption(ctx.controller, "Choose the spell's new target", options.map((p) => g.player(p).name))]!;
      const i = g.state.stack.indexOf(item);
      g.state.stack[i] = { ...item, targets: [to] };
      g.touch();
      g.emit("retarget", `${item.name} now targets ${g.player(to).name}`, { object: item.id, targets: [to] });
    })],
    // X is twice the target's mana value (its own X included, CR 202.3e).
    { targets: [targetSpellOf("target spell with a single target", { singleTarget: true, manaValue: { eq: "halfX" } })], ai: { targets: "harmful" } })],
});

// Enchantment Alteration: Attach target Aura attached to a creature or land to another permanent of that type.
import { card, code } from "../dsl";
import type { Filter } from "../types";
import type { Game } from "../../core/game";
import { targetProblem } from "../../core/targets";
import { protectedFromAura } from "../../core/sba";

const HOST_TYPES = ["Creature", "Land"];

/** The types among HOST_TYPES the permanent an object is attached to has now. */
function hostTypes(g: Game, auraId: string): string[] {
  const ref = g.obj(auraId)?.attachedTo;
  const host = ref !== undefined && !g.isPlayer(ref) ? g.obj(ref) : undefined;
  if (!host || host.zone !== "battlefield") return [];
  const types = g.chars(host).types;
  return HOST_TYPES.filter((t) => types.includes(t));
}

const auraOnCreatureOrLand: Filter = { subtypes: ["Aura"], where: (g, o) => hostTypes(g, o.id).length > 0 };

/** CR 701.3b, 303.4d: an Aura moves only to an object it could enchant (its enchant words, protection). */
function couldEnchant(g: Game, auraId: string, hostId: string): boolean {
  const aura = g.obj(auraId)!;
  const spec = g.chars(aura).def?.enchant;
  if (!spec || hostId === auraId) return false;
  const you = g.chars(aura).controller;
  if (targetProblem(g, { ...spec, zone: "battlefield" }, hostId, you, { you, source: auraId, sourceColors: [], attach: true }) !== null) return false;
  return !protectedFromAura(g, hostId, auraId);
}

export default card({
  name: "Enchantment Alteration",
  spell: {
    targets: [{ text: "target Aura attached to a creature or land", object: auraOnCreatureOrLand }],
    effect: [code((ctx) => {
      const aura = ctx.target(0);
      if (aura === undefined) return;
      const g = ctx.g;
      const from = g.obj(aura)!.attachedTo;
      const types = hostTypes(g, aura);
      // "another permanent of that type": not the one it is on now; the Aura itself isn't targeted
      // there (ruling 2005-08-01), so shroud doesn't matter, but it must be able to enchant it.
      const options = g.state.battlefield.filter((id) => id !== from && types.some((t) => g.chars(g.obj(id)!).types.includes(t)) && couldEnchant(g, aura, id));
      const [to] = ctx.chooseCards(ctx.controller, options, 1, 1, "Choose the permanent to attach the Aura to");
      if (to !== undefined) g.attach(aura, to);
    })],
  },
  // Which Aura to move where is beyond the heuristic: never cast by itself.
  ai: { never: true, value: 0.5 },
});

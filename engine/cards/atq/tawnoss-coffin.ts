// Tawnos's Coffin: You may choose not to untap this artifact during your untap step. / {3}, {T}: Exile target creature and all Auras attached to it. Note the number and kind of counters that were on that creature. When this artifact leaves the battlefield or becomes untapped, return that exiled card to the battlefield under its owner's control tapped with the noted number and kind of counters on it. If you do, return the other exiled cards to the battlefield under their owner's control attached to that permanent.
import { ability, card, mayChooseNotToUntap, tapCost, targetCreature } from "../dsl";
import type { ResolveContext } from "../../core/context";
import { protectedFromAura } from "../../core/sba";
import { targetProblem } from "../../core/targets";

const TEXT = "{3}, {T}: Exile target creature and all Auras attached to it. Note the number and kind of counters that were on that creature. When this artifact leaves the battlefield or becomes untapped, return that exiled card to the battlefield under its owner's control tapped with the noted number and kind of counters on it. If you do, return the other exiled cards to the battlefield under their owner's control attached to that permanent.";

/** Exiles the creature and its Auras at once, noting its counters (CR 607.2: linked to the delayed ability). */
function exile(ctx: ResolveContext): void {
  const g = ctx.g;
  const target = ctx.target(0);
  const o = target ? g.obj(target) : undefined;
  if (!o) return;
  const auras = g.battlefield().filter((a) => a.attachedTo === o.id && g.chars(a).subtypes.includes("Aura")).map((a) => a.id);
  ctx.memo.noted = { ...o.counters };
  const exiled: string[] = [];
  g.simultaneously(() => {
    for (const id of [o.id, ...auras]) exiled.push(g.move(id, "exile").id);
  });
  ctx.memo.creature = exiled[0];
  ctx.memo.auras = exiled.slice(1);
}

/** Returns "that exiled card" tapped with the noted counters, then the Auras that can enchant it. */
function giveBack(ctx: ResolveContext): void {
  const g = ctx.g;
  const card = g.obj(String(ctx.data.creature ?? ""));
  // A token ceased to exist in exile (CR 704.5d); a card that left exile is a new object (CR 400.7).
  if (!card || card.zone !== "exile") return;
  // Ruling 2004-10-04: it returns tapped (CR 614.1c-like: not "returns, then taps").
  const back = g.move(card.id, "battlefield", { tapped: true, counters: (ctx.data.noted ?? {}) as Record<string, number> });
  for (const id of (ctx.data.auras ?? []) as string[]) {
    const a = g.obj(id);
    if (!a || a.zone !== "exile") continue;
    const spec = g.chars(a).def?.enchant;
    // Ruling 2007-09-16 (CR 303.4f): an Aura that can't legally enchant it stays in exile.
    if (!spec || g.obj(back.id)?.zone !== "battlefield") continue;
    // Judged like SBA 704.5m: an Aura that enchants a card in a graveyard can't enchant it.
    if (targetProblem(g, { ...spec, zone: spec.zone ?? "battlefield" }, back.id, a.owner, { you: a.owner, source: a.id, sourceColors: [], attach: true }) !== null) continue;
    if (protectedFromAura(g, back.id, a.id)) continue;
    g.move(a.id, "battlefield", { attachTo: back.id });
  }
}

export default card({
  name: "Tawnos's Coffin",
  untapRules: [mayChooseNotToUntap], // CR 502.3 (untap.ts)
  abilities: [ability(TEXT, tapCost("{3}"),
    // Ruling 2007-09-16: the delayed ability exists only once this resolves; if this artifact left
    // before, it never triggers and the creature stays exiled.
    [{ do: "code", run: exile }, { do: "delayed", index: 0, remember: ["creature", "auras", "noted"] }],
    { targets: [targetCreature], ai: { targets: "harmful" } })],
  delayed: [{
    text: "When this artifact leaves the battlefield or becomes untapped, return that exiled card to the battlefield under its owner's control tapped with the noted number and kind of counters on it. If you do, return the other exiled cards to the battlefield under their owner's control attached to that permanent.",
    at: { at: "source_leaves_or_untaps" },
    effect: [{ do: "code", run: giveBack }],
  }],
});

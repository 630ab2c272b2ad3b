// Eureka: Starting with you, each player may put a permanent card from their hand onto the battlefield. Repeat this process until no one puts a card onto the battlefield.
import { card, code } from "../dsl";
import type { Filter } from "../types";
import type { ResolveContext } from "../../core/context";
import { matches } from "../../core/filters";
import { protectedFromAura } from "../../core/sba";
import { targetProblem } from "../../core/targets";
import { other, type PlayerId } from "../../types";

// Ruling: a permanent card is an artifact, creature, enchantment, land or planeswalker card (CR 110.4b).
const permanentCard: Filter = { types: ["Artifact", "Creature", "Enchantment", "Land", "Planeswalker"] };
const aura: Filter = { subtypes: ["Aura"] };

/** What an Aura card could enchant as it is put onto the battlefield (CR 303.4f: chosen, not targeted). */
function hosts(ctx: ResolveContext, auraId: string, p: PlayerId): string[] {
  const g = ctx.g;
  const spec = g.chars(g.obj(auraId)!).def?.enchant;
  if (!spec) return [];
  const refs: string[] = [...g.state.battlefield, ...(spec.player ? [p, other(p)] : [])];
  return refs.filter((r) => targetProblem(g, { ...spec, zone: spec.zone ?? "battlefield" }, r, p, { you: p, source: auraId, sourceColors: [], attach: true }) === null
    && (g.isPlayer(r) || !protectedFromAura(g, r, auraId)));
}

/** One player's turn in the process: they may put one permanent card from their hand onto the battlefield. */
function offer(ctx: ResolveContext): void {
  const g = ctx.g;
  if (ctx.memo.eurekaDone) return;
  const p = ctx.memo.eurekaPlayer as PlayerId;
  // An Aura that could enchant nothing would stay in the hand (CR 303.4f): it isn't offered.
  const from = g.player(p).hand.filter((id) => {
    const o = g.obj(id)!;
    if (!matches(g, o, g.chars(o), permanentCard, { you: p })) return false;
    return !matches(g, o, g.chars(o), aura, { you: p }) || hosts(ctx, id, p).length > 0;
  });
  // "May put a card": one optional choice, [] declines (not asked when there is nothing to put).
  const [id] = ctx.chooseCards(p, from, 0, 1, "Eureka: you may put a permanent card from your hand onto the battlefield");
  const o = id !== undefined ? g.obj(id)! : undefined;
  const host = o && matches(g, o, g.chars(o), aura, { you: p }) ? ctx.chooseCards(p, hosts(ctx, o.id, p), 1, 1, "Choose what the Aura enchants")[0] : undefined;
  // The process is a round, starting with the caster; it is repeated until a round in which no
  // one puts a card (ruling: a player who declined may put a card in a later round).
  const turn = (ctx.memo.eurekaTurn as number | undefined) ?? 0;
  ctx.memo.eurekaTurn = turn + 1;
  if (turn % 2 === 0) ctx.memo.eurekaPut = false;
  if (o) ctx.memo.eurekaPut = true;
  if (turn % 2 === 1 && !ctx.memo.eurekaPut) ctx.memo.eurekaDone = true;
  if (!o) return;
  g.move(o.id, "battlefield", { controller: p, ...(host !== undefined ? { attachTo: host } : {}) });
}

export default card({
  name: "Eureka",
  spell: {
    effect: [
      // Turns alternate starting with the caster; each round but the last puts a card from a hand, so
      // the process ends within 2 × (cards in hands + 1) turns. The rest is skipped once it has ended.
      code((ctx) => {
        const n = ctx.g.player("A").hand.length + ctx.g.player("B").hand.length;
        ctx.memo.eurekaTurns = Array.from({ length: 2 * (n + 1) }, (_v, i) => (i % 2 === 0 ? ctx.controller : other(ctx.controller)));
      }),
      { do: "forEach", what: { memo: "eurekaTurns" }, as: "eurekaPlayer", then: [code(offer)] },
    ],
  },
  ai: { value: 1 },
});

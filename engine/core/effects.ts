/**
 * The declarative effects of card definitions (cards/types.ts `EffectStep`), carried out with
 * kernel operations. Each step acts on what its selectors name as it runs (CR 608.2h). Compound
 * steps ("may", "unless ... pays", "if") ask or test, then hand back the steps to run next.
 */
import type { PlayerId, Ref } from "../types";
import type { EffectStep } from "../cards/types";
import type { ResolveContext } from "./context";
import type { Game } from "./game";
import type { Duration } from "./state";
import { runBecomes, runSwitchPt } from "./animate";
import { createDelayed } from "./delayed";
import { createTokens } from "./tokens";
import { abilityOwnerName } from "../cards/registry";
import { runChangeText, tokensOfChangedText } from "./text-change";

/** Counters a spell or ability on the stack (CR 701.6): a spell goes to its owner's graveyard. */
export function counterItem(g: Game, id: string): boolean {
  const item = g.state.stack.find((x) => x.id === id);
  if (!item) return false;
  g.emit("counter", `${item.name}${item.kind === "ability" ? " ability" : ""} is countered`, { item: id });
  if (item.kind === "spell") g.move(id, "graveyard");
  else g.state.stack = g.state.stack.filter((x) => x.id !== id);
  return true;
}

/** The memo key of a "draw" step's progress (its players, count and draws made). */
const DRAWS = "draw:progress";

const players = (g: Game, refs: Ref[]): PlayerId[] => refs.filter((r): r is PlayerId => g.isPlayer(r));
const permanents = (g: Game, refs: Ref[]): string[] => refs.filter((r) => { if (g.isPlayer(r)) return false; const o = g.obj(r); return o?.zone === "battlefield" && !o.phasedOut; }); // CR 702.26b
const creatures = (g: Game, refs: Ref[]): string[] => permanents(g, refs).filter((id) => g.chars(g.obj(id)!).types.includes("Creature"));

/** Carries out one step; a compound step returns the branch of it to run next, if any. */
export function runStep(ctx: ResolveContext, step: EffectStep): "then" | "otherwise" | null {
  const g = ctx.g;
  switch (step.do) {
    case "damage": {
      const n = ctx.amount(step.amount);
      const src = ctx.source();
      const to = ctx.who(step.to);
      // Damage to several recipients from one step is dealt at the same time (CR 120.2).
      g.simultaneously(() => { for (const r of to) g.dealDamage(src, r, n); });
      return null;
    }
    case "destroy": {
      const ids = permanents(g, ctx.who(step.what));
      g.simultaneously(() => { for (const id of ids) g.destroy(id, { noRegen: step.noRegen }); });
      return null;
    }
    case "pump": {
      const ids = creatures(g, ctx.who(step.what));
      if (!ids.length) return null;
      const p = ctx.amount(step.power);
      const t = ctx.amount(step.toughness);
      g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "7c", ids, { pt: [p, t] }, ctx.duration(step.until));
      for (const id of ids) g.emit("pump", `${g.obj(id)!.name} gets ${p >= 0 ? "+" : ""}${p}/${t >= 0 ? "+" : ""}${t}`, { object: id, power: p, toughness: t });
      return null;
    }
    case "grant": {
      const ids = permanents(g, ctx.who(step.what));
      if (!ids.length) return null;
      if (step.keywords.length) g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", ids, { addKeywords: step.keywords }, ctx.duration(step.until));
      if (step.abilities?.length) {
        // CR 113.10, 613.1f: "#ga0" names an ability this spell's or ability's own definition grants.
        const owner = ctx.item.kind === "ability" && ctx.item.ability ? abilityOwnerName(ctx.item.ability) : ctx.item.name;
        const keys = step.abilities.map((k) => (k.startsWith("#") ? `${owner}${k}` : k));
        g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "6", ids, { addAbilities: keys }, ctx.duration(step.until));
      }
      for (const id of ids) g.emit("grant", `${g.obj(id)!.name} gains ${step.keywords.length ? step.keywords.join(", ") : "an ability"}`, { object: id });
      return null;
    }
    case "becomes":
      runBecomes(ctx, step);
      return null;
    case "changeText":
      runChangeText(ctx, step);
      return null;
    case "switchPt":
      runSwitchPt(ctx, step);
      return null;
    case "counter":
      for (const r of ctx.who(step.what)) counterItem(g, r);
      return null;
    case "draw": {
      // CR 121.2: each card is drawn one at a time, as its own event. A draw replacement may ask a
      // question (Chains of Mephistopheles), and the hand it asks about holds the cards drawn so far:
      // each draw after the first is a checkpoint, so the question comes with those cards in the
      // state; run again with the answer, the step skips the draws already made.
      type Draws = { players: PlayerId[]; n: number; done: number };
      const d = (ctx.memo[DRAWS] as Draws | undefined) ?? { players: players(g, ctx.who(step.who)), n: ctx.amount(step.n), done: 0 };
      ctx.memo[DRAWS] = d;
      for (let k = d.done; k < d.players.length * d.n; k++) {
        if (k > d.done && g.stepCheckpoint()) d.done = k;
        g.draw(d.players[Math.floor(k / d.n)]!, 1);
      }
      delete ctx.memo[DRAWS];
      return null;
    }
    case "gainLife": {
      const n = ctx.amount(step.n);
      for (const p of players(g, ctx.who(step.who))) g.gainLife(p, n);
      return null;
    }
    case "loseLife": {
      const n = ctx.amount(step.n);
      for (const p of players(g, ctx.who(step.who))) g.loseLife(p, n);
      return null;
    }
    case "tap":
      for (const id of permanents(g, ctx.who(step.what))) g.tap(id);
      return null;
    case "untap":
      for (const id of permanents(g, ctx.who(step.what))) g.untap(id);
      return null;
    case "bounce":
      for (const id of ctx.who(step.what)) if (!g.isPlayer(id) && g.obj(id)) g.bounce(id);
      return null;
    case "addCounters": {
      const n = ctx.amount(step.n);
      for (const id of permanents(g, ctx.who(step.what))) g.addCounters(id, step.kind, n);
      return null;
    }
    case "removeCounters": {
      const n = ctx.amount(step.n);
      for (const id of permanents(g, ctx.who(step.what))) g.addCounters(id, step.kind, -n);
      return null;
    }
    case "regenerate":
      // CR 701.19: a shield that replaces the next destruction this turn.
      for (const id of permanents(g, ctx.who(step.what))) {
        g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "regenerate", affects: id, duration: { until: "end_of_turn" } });
        g.emit("regen_shield", `${g.obj(id)!.name} will regenerate the next time it would be destroyed this turn`, { object: id });
      }
      return null;
    case "cantRegenerate":
      for (const id of permanents(g, ctx.who(step.what))) {
        g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "cant_regenerate", affects: id, duration: { until: "end_of_turn" } });
      }
      return null;
    case "prevent": {
      // CR 615.7: "prevent the next N damage" is a shield used up as damage is prevented.
      const n = step.n === "all" ? undefined : ctx.amount(step.n);
      const extra = { ...(step.combatOnly ? { combatOnly: true } : {}), ...(step.from ? { fromFilter: step.from } : {}), ...(step.reduce ? { reduce: step.reduce } : {}) };
      // "Prevent all damage that would be dealt by [by]": one shield per source object (CR 615.2).
      const by = step.by ? ctx.who(step.by).filter((b) => !g.isPlayer(b) && g.obj(b)?.zone === "battlefield") : [undefined];
      for (const r of step.what === "anything" ? ["all" as const] : ctx.who(step.what)) {
        if (r !== "all" && !g.isPlayer(r) && g.obj(r)?.zone !== "battlefield") continue;
        for (const b of by) {
          g.addShield({ source: ctx.item.source, sourceName: ctx.item.name, controller: ctx.controller, kind: "prevent", affects: r, ...(n !== undefined ? { amount: n } : {}), ...(b ? { fromSource: b } : {}), ...extra, duration: { until: "end_of_turn" } });
          const to = r === "all" ? "anything" : g.isPlayer(r) ? g.player(r).name : g.obj(r)!.name;
          g.emit("shield", `${n === undefined ? "All" : `The next ${n}`} ${step.combatOnly ? "combat " : ""}damage${b ? ` ${g.obj(b)!.name} would deal` : ""} to ${to} this turn will be prevented`, r === "all" ? { source: b } : { target: r });
        }
      }
      return null;
    }
    case "discard": {
      const n = ctx.amount(step.n);
      for (const p of players(g, ctx.who(step.who))) {
        if (step.random) { g.discardAtRandom(p, n); continue; }
        const hand = g.player(p).hand;
        const pick = ctx.chooseCards(p, [...hand], Math.min(n, hand.length), Math.min(n, hand.length), `Discard ${n} card${n === 1 ? "" : "s"}`);
        for (const id of pick) g.discard(p, id);
      }
      return null;
    }
    case "mill": {
      const n = ctx.amount(step.n);
      for (const p of players(g, ctx.who(step.who))) g.mill(p, n);
      return null;
    }
    case "sacrifice":
      g.simultaneously(() => { for (const id of permanents(g, ctx.who(step.what))) g.sacrifice(id); });
      return null;
    case "exile":
      for (const id of ctx.who(step.what)) if (!g.isPlayer(id) && g.obj(id)) g.move(id, "exile");
      return null;
    case "move": {
      for (const id of ctx.who(step.what)) {
        if (g.isPlayer(id) || !g.obj(id)) continue;
        if (step.to === "battlefield") g.move(id, "battlefield", { controller: step.under === "you" ? ctx.controller : g.obj(id)!.owner });
        else if (step.to === "library_top") g.move(id, "library");
        else if (step.to === "library_bottom") g.move(id, "library", { bottom: true });
        else g.move(id, step.to);
      }
      return null;
    }
    case "addMana":
      for (const p of players(g, ctx.who(step.who))) g.addMana(p, step.mana.split("") as never);
      return null;
    case "shuffle":
      for (const p of players(g, ctx.who(step.who))) g.shuffleLibrary(p);
      return null;
    case "may": {
      const [p] = step.who ? players(g, ctx.who(step.who)) : [ctx.controller];
      if (!p) return null;
      return ctx.yesNo(p, step.prompt) ? "then" : step.otherwise ? "otherwise" : null;
    }
    case "ifPays": {
      const [p] = step.who ? players(g, ctx.who(step.who)) : [ctx.controller];
      if (!p) return step.otherwise ? "otherwise" : null;
      const cost = typeof step.cost === "function" ? step.cost(ctx) : step.cost;
      return ctx.payOrNot(p, cost, step.prompt) ? "then" : step.otherwise ? "otherwise" : null;
    }
    case "unlessPays": {
      const [p] = step.who ? players(g, ctx.who(step.who)) : [ctx.controller];
      const cost = typeof step.cost === "function" ? step.cost(ctx) : step.cost;
      if (p && ctx.payOrNot(p, cost, step.prompt)) return null;
      return "then";
    }
    case "if":
      return step.test(ctx) ? "then" : step.otherwise ? "otherwise" : null;
    case "forEach": {
      // "For each [what]": determined once as the loop begins (CR 608.2h); its body runs once
      // for each, which `{ memo: as }` names; resolve.ts runs this step again after the body.
      const key = `${step.as}:left`;
      const left = (ctx.memo[key] as string[] | undefined) ?? ctx.who(step.what);
      if (!left.length) {
        delete ctx.memo[key];
        delete ctx.memo[step.as];
        return null;
      }
      ctx.memo[step.as] = left[0];
      ctx.memo[key] = left.slice(1);
      return "then";
    }
    case "code":
      step.run(ctx);
      return null;
    case "gainControl": {
      // CR 613.1b: layer 2, at once; indefinitely unless the card says otherwise.
      const d = ctx.duration(step.until ?? "indefinitely");
      if (!durationStarts(ctx, d)) return null; // CR 611.2b
      const who = players(g, ctx.who(step.who ?? "you"))[0];
      const ids = permanents(g, ctx.who(step.what));
      if (who && ids.length) g.gainControl(ctx.item.source, ids, who, d);
      return null;
    }
    case "exchangeControl": {
      const [a] = permanents(g, ctx.who(step.a));
      const [b] = permanents(g, ctx.who(step.b));
      const done = !!a && !!b && g.exchangeControl(ctx.item.source, a, b); // CR 701.12
      if (step.memo) ctx.memo[step.memo] = done;
      return null;
    }
    case "delayed":
      createDelayed(ctx, step); // CR 603.7a
      return null;
    case "createToken": {
      // CR 111.1–111.2: the player(s) named create the tokens under their control.
      const n = step.n === undefined ? 1 : ctx.amount(step.n);
      const made: string[] = [];
      for (const p of players(g, ctx.who(step.who ?? "you"))) made.push(...createTokens(g, step.token, p, n, { tapped: step.tapped }));
      tokensOfChangedText(g, ctx.item, step.token, made); // CR 612.4: as a changed text makes them
      if (step.memo) ctx.memo[step.memo] = made;
      const src = step.link ? ctx.self() : undefined;
      if (src && src.zone === "battlefield") for (const id of made) g.link(src.id, id); // CR 607: "created with this"
      return null;
    }
  }
}

/**
 * CR 611.2b: a "for as long as" duration about the source must hold as the effect would begin, and
 * must not have ended while the ability waited on the stack (the kernel marks an ability whose source
 * untapped or changed controller meanwhile; Preacher, Seasinger, Willow Satyr rulings).
 */
export function durationStarts(ctx: ResolveContext, d: Duration): boolean {
  if (!("while" in d)) return true;
  if (d.while === "counter") return true; // about the affected object, judged from then on (layers.ts counterHolds)
  const src = ctx.g.obj(d.source);
  if (!src || src.zone !== "battlefield") return false;
  const tapped = d.while === "source_tapped" || (d.while === "source" && d.tapped);
  const player = d.while === "source_controlled" || d.while === "source" ? d.player : undefined;
  const item = ctx.item as { sourceUntapped?: true; sourceControlChanged?: true };
  if (tapped && (!src.tapped || item.sourceUntapped)) return false;
  if (player && (src.controller !== player || item.sourceControlChanged)) return false;
  return true;
}

/**
 * Effects of resolved spells and abilities that change what an object is (CR 611.2c): "becomes a
 * 2/2 artifact creature", "has base power and toughness 0/2", "switch its power and toughness".
 * Each part is a continuous effect in its own layer (CR 613.6): types and subtypes in layer 4
 * (613.1d, 205.1b), colors in layer 5 (613.1e), base power and toughness in layer 7b (613.4b),
 * switching in layer 7d (613.4d). The objects are locked in as the effect begins (611.2c).
 */
import type { EffectStep } from "../cards/types";
import type { ResolveContext } from "./context";

type Becomes = Extract<EffectStep, { do: "becomes" }>;

/** The permanents a step names, still on the battlefield. */
function permanentsOf(ctx: ResolveContext, step: { what: Becomes["what"] }): string[] {
  return ctx.who(step.what).filter((r) => !ctx.g.isPlayer(r) && ctx.g.obj(r)?.zone === "battlefield");
}

export function runBecomes(ctx: ResolveContext, step: Becomes): void {
  const g = ctx.g;
  const ids = permanentsOf(ctx, step);
  if (!ids.length) return;
  const source = { id: ctx.item.source, controller: ctx.controller };
  const duration = ctx.duration(step.until);
  // CR 608.2h: numbers ("each equal to its mana value") are determined once, as it resolves.
  const power = step.power === undefined ? null : ctx.amount(step.power);
  const toughness = step.toughness === undefined ? null : ctx.amount(step.toughness);
  if (step.types?.length || step.subtypes?.length) {
    g.addEffect(source, "4", ids, {
      addTypes: step.types ?? [],
      ...(step.subtypes?.length ? { addSubtypes: step.subtypes } : {}),
      ...(step.replaceCreatureTypes ? { replaceCreatureTypes: true } : {}),
    }, duration);
  }
  if (step.colors) g.addEffect(source, "5", ids, { colors: step.colors }, duration);
  if (power !== null || toughness !== null) g.addEffect(source, "7b", ids, { setPt: [power, toughness] }, duration);
  for (const id of ids) {
    const c = g.chars(g.obj(id)!);
    g.emit("becomes", `${c.name} becomes a ${c.power}/${c.toughness} ${[...c.subtypes, ...c.types].join(" ")}`, { object: id });
  }
}

export function runSwitchPt(ctx: ResolveContext, step: Extract<EffectStep, { do: "switchPt" }>): void {
  const ids = permanentsOf(ctx, step);
  if (!ids.length) return;
  ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "7d", ids, { switchPt: true }, ctx.duration(step.until));
  for (const id of ids) ctx.g.emit("switch", `${ctx.g.obj(id)!.name}'s power and toughness are switched`, { object: id });
}

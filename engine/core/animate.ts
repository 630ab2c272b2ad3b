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

/**
 * CR 613.1e, 105.3: a color change may also apply to a spell on the stack ("target spell or
 * permanent becomes red"); what it changes stays changed on the permanent it becomes (400.7a).
 */
function spellsOf(ctx: ResolveContext, step: { what: Becomes["what"] }): string[] {
  return ctx.who(step.what).filter((r) => !ctx.g.isPlayer(r) && ctx.g.obj(r)?.zone === "stack" && ctx.g.state.stack.some((i) => i.id === r && i.kind === "spell"));
}

export function runBecomes(ctx: ResolveContext, step: Becomes): void {
  const g = ctx.g;
  const onlyColors = !!step.colors && !step.types?.length && !step.subtypes?.length && step.power === undefined && step.toughness === undefined;
  const ids = onlyColors ? [...permanentsOf(ctx, step), ...spellsOf(ctx, step)] : permanentsOf(ctx, step);
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
  if (step.landTypes?.length) g.addEffect(source, "4", ids, { setLandTypes: step.landTypes }, duration); // CR 305.7
  if (step.colors) g.addEffect(source, "5", ids, { colors: step.colors }, duration);
  if (power !== null || toughness !== null) g.addEffect(source, "7b", ids, { setPt: [power, toughness] }, duration);
  const names: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };
  for (const id of ids) {
    const c = g.chars(g.obj(id)!);
    if (onlyColors) g.emit("becomes", `${c.name} becomes ${c.colors.map((k) => names[k]).join(" and ") || "colorless"}`, { object: id });
    else if (step.landTypes?.length && power === null && toughness === null && !step.types?.length) g.emit("becomes", `${c.name} becomes ${step.landTypes.join(" ")}`, { object: id });
    else g.emit("becomes", `${c.name} becomes a ${c.power}/${c.toughness} ${[...c.subtypes, ...c.types].join(" ")}`, { object: id });
  }
}

export function runSwitchPt(ctx: ResolveContext, step: Extract<EffectStep, { do: "switchPt" }>): void {
  const ids = permanentsOf(ctx, step);
  if (!ids.length) return;
  ctx.g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "7d", ids, { switchPt: true }, ctx.duration(step.until));
  for (const id of ids) ctx.g.emit("switch", `${ctx.g.obj(id)!.name}'s power and toughness are switched`, { object: id });
}

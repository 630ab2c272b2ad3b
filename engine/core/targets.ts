/** Targets (CR 115): legality when chosen and again on resolution (CR 608.2b). */
import type { Color, PlayerId, Ref } from "../types";
import { PLAYERS } from "../types";
import type { TargetSpec } from "../cards/types";
import { matches } from "./filters";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";
import type { GameObject, StackItem } from "./state";

/** Who is asking: the item's controller ("you", "opponent") and the source's colors (protection). */
export interface TargetContext {
  you: PlayerId;
  source: string;
  sourceColors: Color[];
  x?: number;
  /** The targets chosen for the spell or ability (for `inGraveyardOfTarget`); unknown while listing options. */
  targets?: Ref[];
}

/** Why `ref` is not a legal target for `spec`, or null if it is. */
export function targetProblem(g: Game, spec: TargetSpec, ref: Ref, chooser: PlayerId, ctx: TargetContext): string | null {
  if (g.isPlayer(ref)) {
    if (!spec.player) return `a player is not a legal target: it needs ${spec.text}`;
    if (spec.player === "opponent" && ref === ctx.you) return `${g.player(ref).name} is not ${spec.text}`;
    if (spec.player === "you" && ref !== ctx.you) return `${g.player(ref).name} is not ${spec.text}`;
    return null;
  }
  const o = g.obj(ref);
  const zone = spec.zone ?? "battlefield";
  if (!o) return `that object no longer exists`;
  if (!spec.object) return `${o.name} is not ${spec.text}`;
  if (o.zone !== zone) return `${o.name} is not on the ${zone === "stack" ? "stack" : zone}`;
  if (zone === "stack") {
    const item = g.state.stack.find((i) => i.id === o.id);
    if (!item || item.kind !== (spec.stackKind ?? "spell")) return `${o.name} is not ${spec.text}`;
  }
  if (zone === "graveyard" && spec.yourGraveyard && o.owner !== chooser) return `${o.name} is not in your graveyard`;
  if (spec.inGraveyardOfTarget !== undefined && ctx.targets && o.owner !== ctx.targets[spec.inGraveyardOfTarget]) return `${o.name} is not in that player's graveyard`;
  const chars = g.chars(o);
  if (!matches(g, o, chars, spec.object, { you: ctx.you, source: ctx.source, x: ctx.x })) return `${o.name} is not ${spec.text}`;
  // CR 702.16b: protection from a quality: can't be targeted by spells or abilities from such sources.
  if (zone === "battlefield" && hasProtectionFrom(chars, ctx.sourceColors)) return `${o.name} has protection from that color`;
  return null;
}

/** Every legal choice for one target slot. */
export function legalTargets(g: Game, spec: TargetSpec, chooser: PlayerId, source: GameObject, you: PlayerId, x?: number): Ref[] {
  const ctx: TargetContext = { you, source: source.id, sourceColors: sourceColorsOf(g, source), x };
  const zone = spec.zone ?? "battlefield";
  const out: Ref[] = [];
  if (spec.player) for (const p of PLAYERS) if (targetProblem(g, spec, p, chooser, ctx) === null) out.push(p);
  if (!spec.object) return out;
  const ids = zone === "battlefield" ? g.state.battlefield
    : zone === "stack" ? g.state.stack.map((i) => i.id).filter((id) => id !== source.id && g.obj(id))
    : PLAYERS.flatMap((q) => g.player(q).graveyard);
  for (const id of ids) if (targetProblem(g, spec, id, chooser, ctx) === null) out.push(id);
  return out;
}

/** The colors of a source, current or as it last existed. */
export function sourceColorsOf(g: Game, source: GameObject): Color[] {
  if (g.state.objects[source.id] === source) return g.chars(source).colors;
  return ((source as unknown as { colors?: Color[] }).colors ?? []) as Color[];
}

/** Target refs of a stack item that are still legal, or undefined where a target became illegal. */
export function legalTargetsOnResolution(g: Game, item: StackItem, specs: TargetSpec[], colors: Color[]): (Ref | undefined)[] {
  const ctx: TargetContext = { you: item.controller, source: item.source, sourceColors: colors, x: item.x, targets: item.targets };
  return item.targets.map((ref, i) => {
    const spec = specs[Math.min(i, specs.length - 1)];
    if (!spec) return undefined;
    const chooser = spec.chooser === "opponent" ? (item.controller === "A" ? "B" : "A") : item.controller;
    return targetProblem(g, spec, ref, chooser, ctx) ? undefined : ref;
  });
}

/** Targets (CR 115): legality when chosen and again on resolution (CR 608.2b). */
import type { PlayerId, Ref } from "../types";
import type { TargetSpec } from "../cards/types";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";
import type { GameObject, StackItem } from "./state";

/** Why `ref` is not a legal target for `spec`, or null if it is. */
export function targetProblem(g: Game, spec: TargetSpec, ref: Ref, chooser: PlayerId, source: GameObject, sourceColors = g.chars(source).colors): string | null {
  if (g.isPlayer(ref)) {
    if (!spec.players) return `a player is not a legal target: it needs ${spec.text}`;
    if (spec.playerTest && !spec.playerTest(g, ref, chooser)) return `${g.player(ref).name} is not ${spec.text}`;
    return null;
  }
  const o = g.obj(ref);
  const zone = spec.zone ?? "battlefield";
  if (!o) return `that object no longer exists`;
  if (o.zone !== zone) return `${o.name} is not on the ${zone === "stack" ? "stack" : zone}`;
  if (!spec.test) return `${o.name} is not ${spec.text}`;
  const chars = g.chars(o);
  if (!spec.test(g, { obj: o, chars }, chooser, source)) return `${o.name} is not ${spec.text}`;
  // CR 702.16b: protection from a quality: can't be targeted by spells or abilities from such sources.
  if (zone === "battlefield" && hasProtectionFrom(chars, sourceColors)) return `${o.name} has protection from that color`;
  return null;
}

/** Target refs of a stack item that are still legal, or undefined where a target became illegal. */
export function legalTargetsOnResolution(g: Game, item: StackItem, specs: TargetSpec[]): (Ref | undefined)[] {
  // An ability whose source has left is judged by the source's last known information (CR 113.7a).
  const source = g.obj(item.source) ?? ({ id: item.source, name: item.name, controller: item.controller, baseController: item.controller, owner: item.controller, zone: "graveyard", counters: {} } as unknown as GameObject);
  const colors = item.kind === "ability" && item.sourceColors ? item.sourceColors : g.chars(source).colors;
  return item.targets.map((ref, i) => {
    const spec = specs[Math.min(i, specs.length - 1)];
    if (!spec) return undefined;
    return targetProblem(g, spec, ref, item.controller, source, colors) ? undefined : ref;
  });
}

/**
 * Phasing (CR 702.26; Oubliette). A phased-out permanent stays on the battlefield as the same
 * object (702.26d: no zone change, no zone-change triggers, its counters and choices stay), but it
 * is moved from `GameState.battlefield` to `GameState.phasedOut`: every query that walks the
 * battlefield (targets, filters, counts, combat, state-based actions, static abilities and layers,
 * triggered abilities, mana sources, legal actions) treats it as though it doesn't exist (702.26b)
 * without a test of its own, and the kernel's operations on a given object refuse one that is
 * phased out (`isPhasedOut`). Nothing here runs unless something is phased out.
 */
import type { Game } from "./game";
import type { GameObject } from "./state";

/** Whether this object is a phased-out permanent (CR 702.26b: it can't affect or be affected by anything). */
export function isPhasedOut(o: GameObject | undefined): boolean {
  return !!o?.phasedOut;
}

/**
 * CR 702.26b, 702.26g: `id` phases out, and the Auras (and Equipment) attached to it phase out
 * with it, indirectly. It is removed from combat (CR 506.4). `until`: the object whose leaving the
 * battlefield phases it in again (CR 610.3: "phases out until this enchantment leaves the
 * battlefield"), `tapIn`: "tap that creature as it phases in this way".
 */
export function phaseOut(g: Game, id: string, opts: { until?: string; tapIn?: boolean } = {}): void {
  const o = g.obj(id);
  if (!o || o.zone !== "battlefield" || o.phasedOut) return;
  // CR 702.26g: what is attached to it (and, in turn, to those) phases out indirectly.
  const all = [id];
  for (let i = 0; i < all.length; i++) {
    for (const b of g.state.battlefield) if (g.obj(b)!.attachedTo === all[i] && !all.includes(b)) all.push(b);
  }
  for (const x of all) g.removeFromCombat(g.obj(x)!); // CR 702.26b, 506.4
  const s = g.state;
  const list = s.phasedOut ?? [];
  for (const x of all) {
    g.mut(x).phasedOut = x === id ? { ...(opts.until ? { until: opts.until } : {}), ...(opts.tapIn ? { tapIn: true as const } : {}) } : { indirect: true };
    s.battlefield.splice(s.battlefield.indexOf(x), 1);
    list.push(x);
  }
  s.phasedOut = list;
  g.touch();
  // Not a zone change (CR 702.26d): an event of its own, which no "leaves the battlefield" trigger matches.
  g.emit("phase", `${all.map((x) => g.obj(x)!.name).join(", ")} phase${all.length > 1 ? "" : "s"} out`, { objects: all, phased: "out" });
}

/**
 * CR 702.26c: `id` phases in, with what phased out indirectly with it (702.26g), attached to it as
 * before. "Tap that creature as it phases in this way" taps it as it phases in, which is not
 * "becoming tapped" after it exists (ruling 2020-08-07: no tap trigger).
 */
export function phaseIn(g: Game, id: string): void {
  const s = g.state;
  const o = g.obj(id);
  if (!o?.phasedOut || !s.phasedOut) return;
  const all = [id];
  for (let i = 0; i < all.length; i++) {
    for (const x of s.phasedOut) { const a = g.obj(x)!; if (a.phasedOut!.indirect && a.attachedTo === all[i] && !all.includes(x)) all.push(x); }
  }
  const tap = !!o.phasedOut.tapIn;
  for (const x of all) {
    const w = g.mut(x);
    delete w.phasedOut;
    if (x === id && tap) w.tapped = true;
    s.phasedOut.splice(s.phasedOut.indexOf(x), 1);
    s.battlefield.push(x);
  }
  if (!s.phasedOut.length) delete s.phasedOut;
  g.touch();
  g.emit("phase", `${all.map((x) => g.obj(x)!.name).join(", ")} phase${all.length > 1 ? "" : "s"} in${tap ? " tapped" : ""}`, { objects: all, phased: "in" });
}

/**
 * CR 610.3: the permanents that phased out "until [this] leaves the battlefield" phase in as soon
 * as it leaves (Oubliette ruling 2020-08-07: immediately, not during the untap step). Called by
 * `Game.move` only while something is phased out.
 */
export function phaseInUntil(g: Game, left: string): void {
  for (const x of [...(g.state.phasedOut ?? [])]) if (g.obj(x)?.phasedOut?.until === left) phaseIn(g, x);
}

/**
 * Banding and "bands with other" (CR 702.22): which creatures may form an attacking band, and
 * who divides combat damage when a creature with banding is in combat (702.22j–k).
 *
 * Keywords in Oracle wording: "banding"; "bands with other [quality]", where the quality is
 * "legendary creatures", "creatures named [name]" or a plural creature type ("dwarves").
 */
import type { Game } from "./game";
import type { Chars } from "./layers";
import type { GameObject } from "./state";

export const BANDING = "banding";
export const BANDS_WITH_OTHER = "bands with other";
const PREFIX = "bands with other ";

/** The qualities of this creature's "bands with other" abilities (CR 702.22b), e.g. ["legendary creatures"]. */
export function bandsWithOther(c: Chars): string[] {
  let out: string[] | undefined;
  for (const k of c.keywords) if (k.startsWith(PREFIX)) (out ??= []).push(k.slice(PREFIX.length));
  return out ?? NONE;
}
const NONE: string[] = [];

/** Irregular plurals of creature types a "bands with other" quality may name. */
const PLURALS: Record<string, string> = { dwarves: "dwarf", wolves: "wolf", elves: "elf" };

/** Whether a creature has a "bands with other" quality (CR 702.22c: "[quality] creatures"). */
export function hasQuality(q: string, c: Chars): boolean {
  if (!c.types.includes("Creature")) return false;
  if (q === "legendary creatures") return c.supertypes.includes("Legendary");
  if (q.startsWith("creatures named ")) return c.name.toLowerCase() === q.slice("creatures named ".length).toLowerCase();
  const t = PLURALS[q] ?? q.replace(/s$/, "");
  return c.subtypes.some((s) => s.toLowerCase() === t);
}

/**
 * Why these creatures can't form one attacking band, or null (CR 702.22c): one or more creatures
 * with banding and at most one without (a "bands with other" creature counts as without), or, for
 * some quality, creatures that all have it, one of them with "bands with other [quality]".
 */
export function bandProblem(g: Game, ids: string[]): string | null {
  const cs = ids.map((id) => g.chars(g.obj(id)!));
  if (cs.length < 2) return null; // a band of one changes nothing
  const without = cs.filter((c) => !c.keywords.has(BANDING)).length;
  if (without < cs.length && without <= 1) return null;
  for (const c of cs) for (const q of bandsWithOther(c)) if (cs.every((x) => hasQuality(q, x))) return null;
  const names = ids.map((id) => g.obj(id)!.name).join(", ");
  return without === cs.length
    ? `${names} can't form a band: none of them has banding`
    : `${names} can't form a band: a band has at most one creature without banding`;
}

/**
 * Checks a declaration of bands among the attackers (CR 702.22c–d; in a two-player game every
 * attacker attacks the same player). Returns a reason if illegal.
 */
export function checkBands(g: Game, attackers: string[], bands: string[][]): string | null {
  const seen = new Set<string>();
  for (const band of bands) {
    for (const id of band) {
      if (seen.has(id)) return `${g.obj(id)?.name ?? id} can be in only one band`;
      seen.add(id);
      if (!attackers.includes(id)) return `${g.obj(id)?.name ?? id} is not attacking`;
    }
    const why = bandProblem(g, band);
    if (why) return why;
  }
  return null;
}

/** Records the bands (CR 702.22c, e): each member carries the band's id for the rest of combat. */
export function formBands(g: Game, bands: string[][]): void {
  for (const band of bands) {
    if (band.length < 2) continue;
    for (const id of band) g.mut(id).band = band[0]!;
  }
}

/** The other attacking members of this attacker's band (CR 702.22h). */
export function bandMates(g: Game, a: GameObject): GameObject[] {
  if (!a.band) return [];
  return g.battlefield().filter((o) => o.id !== a.id && o.attacking && o.band === a.band);
}

/**
 * Whether these creatures, fighting one creature together, let their controller divide its
 * damage (CR 702.22j–k): one has banding, or one has "bands with other [quality]" and another
 * creature among them has that quality.
 */
export function bandingAmong(g: Game, ids: string[]): boolean {
  const cs = ids.map((id) => g.chars(g.obj(id)!));
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    if (c.keywords.has(BANDING)) return true;
    for (const q of bandsWithOther(c)) if (hasQuality(q, c) && cs.some((x, j) => j !== i && hasQuality(q, x))) return true;
  }
  return false;
}

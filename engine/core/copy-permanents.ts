/**
 * Copies of permanents (CR 707.2–707.9, 613.2a): a copy's copiable values are the copied object's
 * name, mana cost, color, types, rules text and P/T as printed (or as its own token definition
 * says), as modified by other copy effects and their exceptions (707.3, 707.9b), and nothing else:
 * no counters, Auras, control, damage or other effects (707.2).
 *
 * A copy keeps the copied name in `GameObject.name`, so its definition, printed values and
 * abilities are the copied object's wherever the engine looks them up by name (layer 1 is the
 * printed template of that name, layers.ts `printedChars`); `GameObject.copy` holds the copy's
 * exceptions (707.9) and its own printed name, taken back as it leaves the battlefield (400.7).
 */
import type { Color, PlayerId } from "../types";
import type { CopyExcept } from "../cards/types";
import { cardData } from "../cards/data";
import { tokenDefOf } from "../cards/registry";
import { addObject } from "./clone";
import type { Chars } from "./layers";
import type { Game } from "./game";
import type { CopyValues, GameObject } from "./state";
import { cantEnterBattlefield } from "./player-rules";
import { entersReplacements } from "./replace";
import { noteTokenKind, tokenCardNumber, tokenWords } from "./tokens";

/** Layer 1 (CR 613.2a, 707.9b): a copy's exceptions applied to the copied printed values. */
export function applyCopyExceptions(c: Chars, v: CopyValues): void {
  if (v.colors) c.colors = [...v.colors];
  if (v.addTypes) for (const t of v.addTypes) if (!c.types.includes(t)) c.types = [...c.types, t];
  if (v.abilities) { const add = v.abilities.filter((k) => !c.abilities.includes(k)); if (add.length) c.abilities = [...c.abilities, ...add]; }
}

/**
 * The name a copy of a face-down permanent carries (CR 707.2 example: "no name"): no card has it, so
 * no definition, ability or printed value is found by it; layer 1 gives the face-down 2/2
 * (layers.ts `printedChars`), and the view shows no name.
 */
export const FACE_DOWN_COPY = "(face-down copy)";

/** How a log line names a copied object: a face-down one is not named (CR 708.5). */
export function copiedName(of: GameObject): string {
  return (of.faceDown && of.zone !== "exile") || of.copy?.faceDown ? "a face-down creature" : of.name;
}

/** Printed colors of a name (a card's, or a token definition's). */
function printedColors(name: string): Color[] {
  const d = cardData(name);
  return d ? [...(d.colorIndicator ?? d.colors ?? [])] : [...(tokenDefOf(name)?.colors ?? [])];
}

/**
 * The name and copy record `self` gets by copying `of` (CR 707.2, 707.3: a copy of a copy copies
 * the copiable values, exceptions included), with the exceptions `except` (707.9) of the card
 * named `owner` ("#gt0" keys are that card's). `selfPrinted` is the copy's own printed name.
 */
export function copyOf(g: Game, self: GameObject | undefined, selfPrinted: string, of: GameObject, except?: CopyExcept, owner?: string): { name: string; copy: CopyValues } {
  const base = of.copy;
  const copy: CopyValues = { printed: selfPrinted };
  if (base?.colors) copy.colors = [...base.colors];
  if (base?.addTypes) copy.addTypes = [...base.addTypes];
  if (base?.abilities) copy.abilities = [...base.abilities];
  if (except?.keepColors) {
    // "doesn't copy that creature's color": it keeps the color its copiable values give it now.
    copy.colors = self?.copy?.colors ? [...self.copy.colors] : printedColors(self?.name ?? selfPrinted);
  }
  if (except?.addTypes) copy.addTypes = [...new Set([...(copy.addTypes ?? []), ...except.addTypes])];
  if (except?.abilities) {
    const keys = except.abilities.map((k) => (k.startsWith("#") ? `${owner}${k}` : k));
    copy.abilities = [...new Set([...(copy.abilities ?? []), ...keys])];
  }
  void g;
  // CR 707.2, 708.2a: a face-down permanent's copiable values are the face-down 2/2's (and a copy
  // of such a copy copies them again, 707.3); its real card is not learned.
  if ((of.faceDown && of.zone !== "exile") || base?.faceDown) {
    copy.faceDown = true;
    return { name: FACE_DOWN_COPY, copy };
  }
  return { name: of.name, copy };
}

/**
 * CR 707.1, 613.2a: the permanent `id` becomes a copy of `of` (a resolved effect: "this creature
 * becomes a copy of target creature"). It stays the same object: counters, damage, Auras, control
 * and other effects on it remain (707.2 copies none of the copied object's).
 */
export function becomeCopy(g: Game, id: string, of: GameObject, except?: CopyExcept, owner?: string): void {
  const o = g.obj(id);
  if (!o || o.zone !== "battlefield") return;
  const r = copyOf(g, o, o.copy?.printed ?? o.name, of, except, owner);
  const m = g.mut(id);
  m.name = r.name;
  m.copy = r.copy;
  g.touch();
  g.emit("copy", `${o.name} becomes a copy of ${copiedName(of)}`, { object: id, of: of.id });
}

/**
 * CR 111.1, 707.2: `controller` creates a token that's a copy of `of` (Dance of Many). It enters
 * like any token (replacements and triggers apply). Returns its id, or undefined if none was made.
 */
export function createTokenCopy(g: Game, of: GameObject, controller: PlayerId, opts: { cause?: string } = {}): string | undefined {
  const s = g.state;
  const r = copyOf(g, undefined, "", of);
  r.copy.printed = r.name; // a token's printed name is the copied one (CR 111.3, 707.2)
  const o: GameObject = {
    id: "", card: tokenCardNumber(s), name: r.name, owner: controller, controller, baseController: controller,
    zone: "battlefield", tapped: false, sick: true, damage: 0, counters: {}, timestamp: 0,
  };
  if (r.copy.colors || r.copy.addTypes || r.copy.abilities || r.copy.faceDown) o.copy = r.copy;
  o.id = g.newId();
  if (cantEnterBattlefield(g, o)) return undefined; // CR 614.17d
  const entering = entersReplacements(g, o, controller); // CR 614.1c, 614.12
  o.tapped = entering.tapped;
  if (entering.chosen) o.chosen = entering.chosen;
  if (entering.counters) o.counters = entering.counters;
  if (entering.copy) { o.name = entering.copy.name; o.copy = { ...entering.copy.copy, printed: o.copy?.printed ?? r.name }; }
  o.timestamp = g.timestamp();
  addObject(s, o);
  s.battlefield.push(o.id);
  s.tokens = (s.tokens ?? 0) + 1;
  noteTokenKind(s, o.name);
  g.touch();
  g.emit("zone", `${g.player(controller).name} creates ${tokenWords(o.name, 1)} (a copy of ${copiedName(of)})`, { from: "nowhere", to: "battlefield", object: o.id, card: o.card, token: true, ...(opts.cause ? { cause: opts.cause } : {}) });
  return o.id;
}

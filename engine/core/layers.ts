/**
 * Current characteristics of objects (CR 613): printed values, then every continuous effect in
 * layer order 1–7 (7a–7d), each layer applied to all permanents before the next, effects within
 * a layer in timestamp order unless one depends on another (613.8).
 *
 * An object's abilities are part of its characteristics: `abilities` lists the keys of its
 * activated and triggered abilities now (printed, granted, minus removed), and every rule that
 * uses an ability reads them from here, never from the card's name.
 *
 * Characteristics are computed once per state change for the whole battlefield and cached by
 * the kernel (Game.chars); every kernel change that could alter them drops the cache.
 */
import type { Color, PlayerId } from "../types";
import { cardData } from "../cards/data";
import { cardDef, printedAbilityKeys, tokenDefOf } from "../cards/registry";
import type { CardDef, CdaDef, Filter, Layer, Modification, StaticDef } from "../cards/types";
import { matches } from "./filters";
import type { Game } from "./game";
import type { AbilityKey, ContinuousEffect, GameObject } from "./state";
import { intrinsicManaKey } from "../cards/intrinsic";
import { applyCopyExceptions } from "./copy-permanents";
import { applyTextChange, changedDef } from "./text-change";
import type { TextChange } from "../cards/types";

/** CR 305.6: a land's basic land types give it their mana abilities, after its own (layer 4 result). */
function addIntrinsicAbilities(c: Chars): void {
  if (!c.types.includes("Land")) return;
  // The usual case: the printed land types and abilities, unchanged by effects.
  const t0 = printedByName.get(c.name);
  if (t0 && c.subtypes === t0.subtypes && c.abilities === t0.abilities) {
    c.abilities = (t0.withIntrinsic ??= withIntrinsic(t0));
    return;
  }
  for (const t of c.subtypes) {
    const k = intrinsicManaKey(t);
    if (k && !c.abilities.includes(k)) c.abilities = [...c.abilities, k];
  }
}

function withIntrinsic(t: Chars): AbilityKey[] {
  const out = [...t.abilities];
  for (const st of t.subtypes) {
    const k = intrinsicManaKey(st);
    if (k && !out.includes(k)) out.push(k);
  }
  return out;
}

export interface Chars {
  name: string;
  types: string[];
  subtypes: string[];
  supertypes: string[];
  colors: Color[];
  manaValue: number;
  power: number;
  toughness: number;
  /** Keyword abilities and simple rule statics, in Oracle wording ("flying", "protection from red"). */
  keywords: Set<string>;
  /** Keys of the activated and triggered abilities it has now. */
  abilities: AbilityKey[];
  controller: PlayerId;
  /** The definition of its copiable values (CR 707.2): spell text, Aura, CDA, replacements. */
  def: CardDef | undefined;
  /** Keywords granted by an Aura that "doesn't remove this Aura" (CR 702.16c): keyword → Aura ids. */
  keptBy?: Map<string, string[]>;
  /** On a printed template only: its abilities with those of its basic land types (CR 305.6). */
  withIntrinsic?: AbilityKey[];
  /**
   * It lost all its abilities (CR 113.10b, layer 6): its definition's static abilities stop too
   * (those of later layers, and rules read outside the layers: playerRules, untap rules, ...).
   */
  abilitiesLost?: boolean;
}

function num(v?: string): number {
  return v === undefined ? 0 : Number.isFinite(Number(v)) ? Number(v) : 0;
}

/** Printed characteristics by card name, computed once (templates: copied before use). */
const printedByName = new Map<string, Chars>();

function printedTemplate(name: string): Chars {
  let t = printedByName.get(name);
  if (!t) {
    const data = cardData(name);
    const def = cardDef(name);
    // CR 111.3: a token's characteristics are those its creating effect gives it (no mana cost).
    const tok = data ? undefined : tokenDefOf(name);
    t = {
      name,
      types: data?.types ?? tok?.types ?? [],
      subtypes: data?.subtypes ?? tok?.subtypes ?? [],
      supertypes: data?.supertypes ?? tok?.supertypes ?? [],
      colors: data?.colorIndicator ?? data?.colors ?? tok?.colors ?? [],
      manaValue: data?.cmc ?? 0,
      power: tok ? (tok.power ?? 0) : num(data?.power),
      toughness: tok ? (tok.toughness ?? 0) : num(data?.toughness),
      keywords: new Set(def?.keywords ?? []),
      abilities: [...printedAbilityKeys(name)],
      controller: "A",
      def,
    };
    templateKeywords.add(t.keywords);
    printedByName.set(name, t);
  }
  return t;
}

/** The definition a permanent named `name` has by its printed characteristics (a copy's copied values, CR 707.2). */
export function printedDef(name: string): CardDef | undefined {
  return printedTemplate(name).def;
}

/**
 * Printed characteristics (layer 1 for a card that is not a copy). The lists are shared with
 * the template: effects replace a list (c.types = [...]) rather than change it in place.
 */
export function printedChars(obj: GameObject): Chars {
  if (obj.faceDown && obj.zone !== "exile") return { ...FACE_DOWN, controller: obj.baseController };
  if (obj.copy?.faceDown) {
    // CR 707.2: a copy of a face-down permanent, itself face up: the face-down 2/2's values.
    const c = { ...FACE_DOWN, controller: obj.baseController };
    applyCopyExceptions(c, obj.copy);
    return c;
  }
  const t = printedTemplate(obj.name);
  if (!obj.copy) return { ...t, controller: obj.baseController };
  // CR 613.2a, 707.9b: a copy's name is the copied one; its exceptions are part of layer 1.
  const c = { ...t, controller: obj.baseController };
  applyCopyExceptions(c, obj.copy);
  return c;
}

/** Keyword sets of the printed templates: shared until an effect changes them (see ownKeywords). */
const templateKeywords = new WeakSet<Set<string>>();

/**
 * CR 708.2a: a face-down spell or permanent (Illusionary Mask, "as a 2/2 creature spell") is a 2/2
 * creature with no text, name, subtypes or mana cost, and no color: its copiable values (layer 1).
 */
const FACE_DOWN: Chars = {
  name: "", types: ["Creature"], subtypes: [], supertypes: [], colors: [], manaValue: 0, power: 2, toughness: 2,
  keywords: new Set(), abilities: [], controller: "A", def: undefined,
};
templateKeywords.add(FACE_DOWN.keywords);

/** The keyword set of `c`, copied first if it is still a template's. */
function ownKeywords(c: Chars): Set<string> {
  if (templateKeywords.has(c.keywords)) c.keywords = new Set(c.keywords);
  return c.keywords;
}

/** One continuous effect being applied: from a static ability or from a resolved spell or ability. */
interface Applied {
  timestamp: number;
  layer: Layer;
  /** Objects it affects in this layer (computed as the layer is applied, CR 613.6). */
  affected: (g: Game) => GameObject[];
  apply: (g: Game, target: GameObject, chars: Chars) => void;
  source: string;
  doesntRemoveSelf?: boolean;
  /** The filter choosing what it affects, if any (a locked-in set can't depend on anything). */
  filter?: Filter;
  /** The kind of change, for the dependency check. */
  changes: "pt" | "keywords" | "control" | "types" | "landtypes" | "colors" | "other";
  /**
   * CR 613.6: the parts of one effect in several layers. The first part records the objects it
   * applied to (`lock.ids`); the later parts apply to those (their `affected` reads the lock).
   */
  lock?: { ids: string[] };
}

const LAYERS: Layer[] = ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"];

/** Applies a data modification to characteristics. */
export function applyModification(c: Chars, mod: Modification, sourceController: PlayerId, keep?: { source: string }, sourceName?: string): void {
  if ("addAbilities" in mod) { addAbilities(c, mod.addAbilities, sourceName); return; }
  if ("loseAllAbilities" in mod) { // CR 113.10b, 613.1f
    c.keywords = new Set();
    c.abilities = [];
    c.abilitiesLost = true;
    if (c.def) c.def = withoutAbilities(c.def);
    return;
  }
  if ("pt" in mod) { c.power += mod.pt[0]; c.toughness += mod.pt[1]; }
  else if ("setPt" in mod) { if (mod.setPt[0] !== null) c.power = mod.setPt[0]; if (mod.setPt[1] !== null) c.toughness = mod.setPt[1]; }
  else if ("switchPt" in mod) { const p = c.power; c.power = c.toughness; c.toughness = p; }
  else if ("addKeywords" in mod) {
    for (const k of mod.addKeywords) {
      ownKeywords(c).add(k);
      if (keep) { c.keptBy ??= new Map(); c.keptBy.set(k, [...(c.keptBy.get(k) ?? []), keep.source]); }
    }
  } else if ("removeKeywords" in mod) {
    for (const k of mod.removeKeywords) {
      ownKeywords(c).delete(k);
      // CR 702.22b: losing banding loses every "bands with other" ability too; "bands with other"
      // alone names all of them ("loses all 'bands with other' abilities").
      if (k === "banding" || k === "bands with other") for (const x of [...c.keywords]) if (x.startsWith("bands with other ")) c.keywords.delete(x);
    }
  }
  else if ("control" in mod) c.controller = sourceController;
  else if ("addTypes" in mod) addTypes(c, mod);
  else if ("removeSubtypes" in mod) c.subtypes = c.subtypes.filter((t) => !mod.removeSubtypes.includes(t));
  else if ("setLandTypes" in mod) setLandTypes(c, mod.setLandTypes);
  else if ("colors" in mod) c.colors = [...mod.colors];
  else if ("textChange" in mod) applyTextChange(c, mod.textChange); // CR 612, 613.1c
}

/**
 * A definition without its abilities (CR 113.10b), for an object that lost them all: the rules
 * that read statics from `chars.def` (untap rules, cost changes, prevention, replacements, "spend
 * as though") find none. Kept per definition.
 */
const stripped = new WeakMap<CardDef, CardDef>();
function withoutAbilities(d: CardDef): CardDef {
  let out = stripped.get(d);
  if (!out) {
    out = { name: d.name, ...(d.spell ? { spell: d.spell } : {}), ...(d.enchant ? { enchant: d.enchant } : {}), ...(d.stillEnchants ? { stillEnchants: d.stillEnchants } : {}) };
    stripped.set(d, out);
    stripped.set(out, out);
  }
  return out;
}

/** CR 113.10, 613.1f: gains abilities by key ("#ga0" is one the source's definition grants). */
function addAbilities(c: Chars, keys: string[], sourceName: string | undefined): void {
  const add = keys.map((k) => (k.startsWith("#") ? `${sourceName}${k}` : k)).filter((k) => !c.abilities.includes(k));
  if (add.length) c.abilities = [...c.abilities, ...add];
}

/** CR 205.3g–i: the subtypes that are not creature types (the others are, among permanents' subtypes). */
const NONCREATURE_SUBTYPES = new Set([
  "Attraction", "Blood", "Bobblehead", "Book", "Clue", "Contraption", "Equipment", "Food", "Fortification", "Gold", "Incubator", "Infinity",
  "Junk", "Lander", "Map", "Mutagen", "Powerstone", "Spacecraft", "Stone", "Treasure", "Vehicle",
  "Aura", "Background", "Cartouche", "Case", "Class", "Curse", "Role", "Room", "Rune", "Saga", "Shard", "Shrine",
  "Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp",
  "Tower", "Town", "Urza's",
]);

/**
 * Layer 4 (CR 613.1d, 205.1b): adds card types and subtypes, keeping the others; "becomes a
 * [creature type] artifact creature" replaces its creature types.
 */
function addTypes(c: Chars, mod: Extract<Modification, { addTypes: string[] }>): void {
  for (const t of mod.addTypes) if (!c.types.includes(t)) c.types = [...c.types, t];
  if (mod.replaceCreatureTypes) c.subtypes = c.subtypes.filter((t) => NONCREATURE_SUBTYPES.has(t));
  for (const t of mod.addSubtypes ?? []) if (!c.subtypes.includes(t)) c.subtypes = [...c.subtypes, t];
}

/** CR 205.3i: the land types. */
const LAND_TYPES = new Set(["Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's"]);

/**
 * CR 305.7: setting a land's subtype to basic land types: it loses its other land types and the
 * abilities of its rules text (like losing all abilities, CR 113.10b: its statics stop too), keeps
 * its card types, supertypes and other subtypes; abilities granted by other effects in later layers
 * still apply, and it gets the new types' mana abilities after layer 4 (CR 305.6).
 */
function setLandTypes(c: Chars, types: string[]): void {
  if (!c.types.includes("Land")) return;
  c.subtypes = [...c.subtypes.filter((t) => !LAND_TYPES.has(t)), ...types];
  c.keywords = new Set();
  c.abilities = [];
  c.abilitiesLost = true;
  if (c.def) c.def = withoutAbilities(c.def);
}

function staticAffected(g: Game, src: GameObject, st: StaticDef): GameObject[] {
  let out: GameObject[];
  if (st.affects === "self") out = [src];
  else if (st.affects === "enchanted") {
    const host = src.attachedTo && !g.isPlayer(src.attachedTo) ? g.obj(src.attachedTo) : undefined;
    out = host && host.zone === "battlefield" ? [host] : [];
  } else {
    const filter = st.affects as Filter;
    const you = g.chars(src).controller;
    out = g.battlefield().filter((o) => matches(g, o, g.chars(o), filter, { you, source: src.id }));
  }
  const only = st.only;
  if (!only || !out.length) return out;
  const you = g.chars(src).controller;
  return out.filter((o) => matches(g, o, g.chars(o), only, { you, source: src.id }));
}

/** "For as long as it has a [kind] counter on it" (CR 611.2b): every affected object is on the battlefield with one. */
export function counterHolds(g: Game, kind: string, objects: string[]): boolean {
  return objects.every((id) => { const o = g.obj(id); return !!o && o.zone === "battlefield" && (o.counters[kind] ?? 0) > 0; });
}

/** Whether a resolved effect still applies (CR 611.2b: "for as long as" ends for good once false). */
export function effectActive(g: Game, e: ContinuousEffect): boolean {
  const d = e.duration;
  if ("while" in d && d.while === "counter") return counterHolds(g, d.kind, e.objects);
  if ("while" in d) {
    const src = g.obj(d.source);
    // CR 702.26f: a phased-out source can't be seen, so "for as long as" ends.
    if (!src || src.zone !== "battlefield" || src.phasedOut) return false;
    if (d.while === "source_tapped") return src.tapped;
    if (d.while === "source_controlled") return src.controller === d.player;
    // CR 611.2b (the power part is checked by Game.refreshControl, with the finished characteristics).
    if (d.while === "source") return (!d.tapped || src.tapped) && (!d.player || src.controller === d.player);
  }
  return true;
}

/** The objects each lingering static applied to, as last computed (per characteristics map). */
interface LingerLock { source: string; st: StaticDef; lock: { ids: string[] } }
let lingerLocks: LingerLock[] | null = null;
const lingerByChars = new WeakMap<Map<string, Chars>, LingerLock[]>();

/**
 * "If this leaves the battlefield, this effect continues until end of turn" (StaticDef.lingers):
 * each part of the source's lingering statics, with the objects it applies to now and the change
 * for each (a change computed per object is fixed as it is now). Read as the source leaves.
 */
export function lingeringParts(g: Game, src: GameObject, chars: Map<string, Chars>): { layer: Layer; id: string; mod: Modification }[] {
  const out: { layer: Layer; id: string; mod: Modification }[] = [];
  for (const l of lingerByChars.get(chars) ?? []) {
    if (l.source !== src.id) continue;
    for (const part of [{ layer: l.st.layer, mod: l.st.mod }, ...(l.st.also ?? [])]) {
      for (const id of l.lock.ids) {
        const o = g.obj(id);
        if (!o || o.zone !== "battlefield") continue;
        out.push({ layer: part.layer, id, mod: typeof part.mod === "function" ? part.mod(g, src, o, g.chars(o)) : part.mod });
      }
    }
  }
  return out;
}

/** The text changes (CR 612, layer 3) on each object that has any, in timestamp order; null in games without. */
function textChanges(g: Game): Map<string, TextChange[]> | null {
  let out: Map<string, TextChange[]> | null = null;
  for (const e of g.state.effects) {
    if (e.layer !== "3" || !("textChange" in e.mod) || !effectActive(g, e)) continue;
    for (const id of e.objects) {
      out ??= new Map();
      out.set(id, [...(out.get(id) ?? []), e.mod.textChange]);
    }
  }
  return out;
}

function gatherEffects(g: Game): Applied[] {
  const out: Applied[] = [];
  const texts = g.state.effects.length ? textChanges(g) : null;
  for (const id of g.state.battlefield) {
    const src = g.state.objects[id]!;
    let def = src.faceDown ? undefined : cardDef(src.name); // CR 708.2a: no abilities face down
    if (!def?.statics) continue;
    // CR 613.1c: its static abilities as its changed text words them.
    const changes = texts?.get(id);
    if (changes) def = changedDef(def, changes);
    if (!def.statics) continue;
    for (const st of def.statics) {
      const lock = st.also?.length || st.lingers ? { ids: [] as string[] } : undefined;
      if (st.lingers) (lingerLocks ??= []).push({ source: src.id, st, lock: lock! });
      const filter = typeof st.affects === "object" ? (st.only ? { ...st.affects, ...st.only } : st.affects) : st.only;
      out.push({
        timestamp: src.timestamp,
        layer: st.layer,
        source: src.id,
        doesntRemoveSelf: st.doesntRemoveSelf,
        filter,
        changes: typeof st.mod === "function" ? (st.layer === "4" ? "types" : st.layer === "6" ? "keywords" : "pt") : changeKind(st.mod),
        // CR 613.1f, 613.6: a source that lost its abilities in an earlier layer applies none of its statics from then on.
        affected: (gg) => (st.condition && !st.condition(gg, src)) || gg.chars(src).abilitiesLost ? [] : staticAffected(gg, src, st),
        apply: (gg, target, chars) => {
          const mod = typeof st.mod === "function" ? st.mod(gg, src, target, chars) : st.mod;
          applyModification(chars, mod, gg.chars(src).controller, st.doesntRemoveSelf ? { source: src.id } : undefined, src.name);
        },
        ...(lock ? { lock } : {}),
      });
      // CR 613.6: its parts in later layers follow the objects its first part applied to.
      for (const part of st.also ?? []) {
        const mod0 = part.mod;
        out.push({
          timestamp: src.timestamp,
          layer: part.layer,
          source: src.id,
          changes: typeof mod0 === "function" ? (part.layer === "4" ? "types" : part.layer === "6" ? "keywords" : "pt") : changeKind(mod0),
          affected: (gg) => lock!.ids.map((id) => gg.obj(id)).filter((o): o is GameObject => !!o && o.zone === "battlefield"),
          apply: (gg, target, chars) => {
            const mod = typeof mod0 === "function" ? mod0(gg, src, target, chars) : mod0;
            applyModification(chars, mod, gg.chars(src).controller);
          },
        });
      }
    }
  }
  for (const e of g.state.effects) {
    out.push({
      timestamp: e.timestamp,
      layer: e.layer,
      source: e.source,
      changes: changeKind(e.mod),
      affected: (gg) => (effectActive(gg, e) ? e.objects.map((id) => gg.obj(id)).filter((o): o is GameObject => !!o && o.zone === "battlefield") : []),
      apply: (_gg, _t, chars) => applyModification(chars, e.mod, e.controller),
    });
  }
  return out;
}

function changeKind(mod: Modification): Applied["changes"] {
  if ("pt" in mod || "setPt" in mod || "switchPt" in mod) return "pt";
  if ("addKeywords" in mod || "removeKeywords" in mod || "addAbilities" in mod || "loseAllAbilities" in mod) return "keywords";
  if ("control" in mod) return "control";
  if ("setLandTypes" in mod) return "landtypes";
  if ("addTypes" in mod || "removeSubtypes" in mod) return "types";
  if ("colors" in mod) return "colors";
  return "other";
}

/** Whether applying `b` could change which objects `a` applies to (CR 613.8a (b)). */
function mightChange(b: Applied, a: Applied): boolean {
  // CR 305.7, 613.8a: setting land types removes a land's rules text, so any effect from a land may stop existing (Blood Moon, Urborg).
  if (b.changes === "landtypes") return true;
  const f = a.filter;
  if (!f) return false;
  if (f.where) return true;
  switch (b.changes) {
    case "keywords": return !!(f.keywords || f.notKeywords);
    case "control": return !!(f.controller || f.ownedAndControlled);
    case "types": return !!(f.types || f.allTypes || f.notTypes || f.subtypes || f.supertypes || f.notSubtypes || f.allSubtypes);
    case "colors": return !!(f.colors || f.notColors || f.colorless !== undefined);
    case "pt": return !!f.power;
    default: return true;
  }
}

/**
 * CR 613.8: within a layer, an effect that depends on another is applied after it; otherwise
 * timestamp order. A depends on B if applying B changes what A applies to; that is tried only
 * for the pairs where B's kind of change could matter to A's filter.
 */
function orderLayer(g: Game, effects: Applied[], current: Map<string, Chars>): Applied[] {
  const sorted = [...effects].sort((a, b) => a.timestamp - b.timestamp);
  if (sorted.length < 2 || !sorted.some((a) => sorted.some((b) => b !== a && mightChange(b, a)))) return sorted;
  const sets = (e: Applied) => e.affected(g).map((o) => o.id).sort().join(",");
  const dependsOn = (a: Applied, b: Applied): boolean => {
    if (!mightChange(b, a)) return false;
    const before = sets(a);
    const touched = b.affected(g);
    const saved = touched.map((o) => [o.id, cloneChars(current.get(o.id)!)] as const);
    for (const o of touched) b.apply(g, o, current.get(o.id)!);
    const after = sets(a);
    for (const [k, v] of saved) current.set(k, v);
    return after !== before;
  };
  const out: Applied[] = [];
  const left = [...sorted];
  while (left.length) {
    // The earliest effect that depends on no other remaining one (613.8b); in a loop, timestamp order (613.8c).
    const i = left.findIndex((a) => !left.some((b) => b !== a && dependsOn(a, b)));
    out.push(left.splice(i < 0 ? 0 : i, 1)[0]!);
  }
  return out;
}

export function cloneChars(c: Chars): Chars {
  return { ...c, types: [...c.types], subtypes: [...c.subtypes], supertypes: [...c.supertypes], colors: [...c.colors], keywords: new Set(c.keywords), abilities: [...c.abilities], keptBy: c.keptBy ? new Map(c.keptBy) : undefined };
}

/** Evaluates a characteristic-defining P/T amount (CR 604.3) for `self`, whose "you" is `you`. */
function cdaValue(g: Game, self: GameObject, you: PlayerId, amount: CdaDef["power"]): number {
  if (typeof amount === "number") return amount;
  if (typeof amount === "function") return amount(g, self, you);
  const n = g.battlefield().filter((o) => matches(g, o, g.chars(o), amount.count, { you, source: self.id })).length;
  return n + (amount.plus ?? 0);
}

function applyCda(g: Game, o: GameObject, c: Chars): void {
  const cda = c.def?.cda;
  if (!cda || c.abilitiesLost) return; // CR 613.1f: a CDA is an ability (lost in layer 6, before 7a)
  c.power = cdaValue(g, o, c.controller, cda.power);
  c.toughness = cdaValue(g, o, c.controller, cda.toughness);
}

/** CR 613.4c: counters that change power and toughness, "+1/+1", "-0/-1", "+1/+2" and so on. */
export function applyPtCounters(o: GameObject, c: Chars): void {
  for (const kind in o.counters) {
    const n = o.counters[kind]!;
    if (!n) continue;
    const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
    if (!m) continue;
    c.power += Number(m[1]) * n;
    c.toughness += Number(m[2]) * n;
  }
}

/**
 * The characteristics of every permanent, layer by layer. While this runs, `g.chars` answers
 * with the values computed so far, so conditions and CDAs see the earlier layers' results.
 */
export function computeBattlefield(g: Game, into: Map<string, Chars>): void {
  const objs = g.battlefield();
  for (const o of objs) into.set(o.id, printedChars(o));
  lingerLocks = null;
  const effects = gatherEffects(g);
  if (lingerLocks) lingerByChars.set(into, lingerLocks);
  for (const layer of LAYERS) {
    if (layer === "7a") for (const o of objs) applyCda(g, o, into.get(o.id)!);
    const here = effects.length ? effects.filter((e) => e.layer === layer) : effects;
    const ordered = here.length < 2 ? here : layer === "7c" || layer === "7a" ? here.sort((a, b) => a.timestamp - b.timestamp) : orderLayer(g, here, into);
    for (const e of ordered) {
      const targets = e.affected(g);
      if (e.lock) e.lock.ids = targets.map((o) => o.id); // CR 613.6: its later parts follow these
      for (const o of targets) { const c = into.get(o.id); if (c) e.apply(g, o, c); }
    }
    if (layer === "4") for (const o of objs) addIntrinsicAbilities(into.get(o.id)!);
    if (layer === "7c") for (const o of objs) applyPtCounters(o, into.get(o.id)!);
  }
}

/** Characteristics of an object outside the battlefield: printed, with its CDA (CR 604.3). */
export function offBattlefieldChars(g: Game, o: GameObject): Chars {
  const c = printedChars(o);
  // "You" is the controller on the stack and the owner elsewhere.
  // CR 702.26d: a phased-out permanent keeps its controller (it doesn't change zones or control).
  c.controller = o.zone === "stack" || o.phasedOut ? o.controller : o.owner;
  // CR 202.3e: on the stack, X in the mana cost counts as the number chosen for it.
  if (o.zone === "stack") {
    const x = g.state.stack.find((i) => i.id === o.id)?.x;
    const xs = (cardData(o.name)?.manaCost.match(/\{X\}/g) ?? []).length;
    if (x && xs) c.manaValue += x * xs;
  }
  const effects = g.state.effects;
  // CR 613.1c: its text changes first (a changed CDA or land type counts).
  for (const e of effects) if (e.layer === "3" && e.objects.includes(o.id) && effectActive(g, e)) applyModification(c, e.mod, e.controller);
  addIntrinsicAbilities(c);
  applyCda(g, o, c);
  // CR 702.26e: a resolved effect doesn't affect a phased-out permanent (its counters stay, 702.26d).
  if (o.phasedOut) { applyPtCounters(o, c); return c; }
  for (const e of effects) if (e.layer !== "3" && e.objects.includes(o.id) && effectActive(g, e)) applyModification(c, e.mod, e.controller);
  return c;
}

export type { CdaDef };

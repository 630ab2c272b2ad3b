/**
 * Text-changing effects (CR 612; layer 3, CR 613.1c): "change the text of target spell or
 * permanent by replacing all instances of one color word / basic land type with another"
 * (Sleight of Mind, Magical Hack).
 *
 * An object's text is its definition's data (cards/types.ts), so a text change is a rewrite of
 * that data, applied to the object's characteristics in layer 3:
 * - its definition (`Chars.def`: spell targets and effects, statics, CDAs, replacements, costs) and
 *   its keywords ("protection from black", "swampwalk", "can't attack unless defending player
 *   controls an island") are rewritten: color words and color values (`colors`, `notColors`,
 *   `xColor`) or basic land type words and values (`subtypes: ["Island"]`, `landTypes`, "Forests");
 * - each activated and triggered ability it has now gets the key of its rewritten version
 *   ("Bog Wraith#t0|l:Swamp>Island", registered once), so every rule that reads abilities by key
 *   sees the new words;
 * - its type line's basic land types change too (a Forest made an Island taps for {U}: ruling).
 *
 * Layer 3 comes before the layers that add abilities (6) or set land types (4), so abilities and
 * types granted by other effects are never changed (CR 612.3), and names never are (CR 612.2: the
 * `name` of a definition and of anything it names is left alone). Closures can't be rewritten:
 * definitions give their words to them as data (`worded` in cards/words.ts); data that merely
 * lists values for a choice is marked `notText`.
 *
 * Only games with a text-changing effect do any of this: the rewrite runs for the objects an
 * effect of layer 3 names, and rewritten data is kept per original (WeakMap).
 */
import type { ActivatedDef, CardDef, EffectStep, TextChange, TriggerDef } from "../cards/types";
import { abilityOwnerName, activatedDef, isActivatedKey, registerAbilityVariant, setVariantResolver, tokenDefOf, triggerDef } from "../cards/registry";
import { BASIC_LAND_TYPES } from "../cards/intrinsic";
import { isNotText, wordedOf } from "../cards/words";
import type { Chars } from "./layers";
import type { ResolveContext } from "./context";
import type { AbilityKey, StackItem } from "./state";
import type { Game } from "./game";
import { COLORS, type Color } from "../types";

const COLOR_WORDS: Record<string, string> = { W: "white", U: "blue", B: "black", R: "red", G: "green" };

/** Keys whose values are colors as letters ("B"): color words written as data. */
const COLOR_KEYS = new Set(["colors", "notColors", "xColor"]);
/**
 * Keys left as they are: names (CR 612.2), the tokens a card makes (their own definitions), hints,
 * mana symbols (CR 612 changes words, not mana symbols), the choices a player is offered, the
 * abilities a card grants to other objects (their keys are read against the card's name).
 */
const SKIP_KEYS = new Set(["name", "names", "tokens", "ai", "mana", "spendAsThough", "options", "grants", "do", "on"]);

function tagOf(ch: TextChange): string {
  return `${ch.words === "color" ? "c" : "l"}:${ch.from}>${ch.to}`;
}

const casedLike = (model: string, word: string) => (model[0] === model[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word);
const plural = (t: string) => (t === "Plains" ? t : `${t}s`);

/** Regular expressions and replacers per change (few: at most 20 of each kind). */
const replacers = new Map<string, (s: string) => string>();

function replacerFor(ch: TextChange): (s: string) => string {
  const tag = tagOf(ch);
  let r = replacers.get(tag);
  if (r) return r;
  if (ch.words === "color") {
    const from = COLOR_WORDS[ch.from]!, to = COLOR_WORDS[ch.to]!;
    const re = new RegExp(`\\b${from}\\b`, "gi");
    r = (s) => s.replace(re, (m) => casedLike(m, to));
  } else {
    // "Island", "Islands", "islandwalk", "an Island" (the article follows the new word).
    const from = ch.from.toLowerCase(), to = ch.to.toLowerCase();
    const stem = from === "plains" ? "plains" : `${from}(s?)`;
    const re = new RegExp(`\\b(?:(an?) )?${stem}(walk)?\\b`, "gi");
    r = (s) => s.replace(re, (m: string, article: string | undefined, ...rest: unknown[]) => {
      const walk = (from === "plains" ? rest[0] : rest[1]) as string | undefined;
      const many = from === "plains" ? !article : !!rest[0];
      const word = m.slice(article ? article.length + 1 : 0);
      const out = walk ? `${to}walk` : many ? plural(ch.to).toLowerCase() : to;
      const a = article ? `${casedLike(article, /^[aeiou]/.test(to) ? "an" : "a")} ` : "";
      return a + casedLike(word, out);
    });
  }
  replacers.set(tag, r);
  return r;
}

/** Rewritten values, kept per original object and change. */
const rewritten = new WeakMap<object, Map<string, unknown>>();

/**
 * `v` with the change made to its words: strings, color values under COLOR_KEYS, land types as
 * subtypes; objects and arrays are copied only where something changed (else `v` itself).
 */
function rewrite(v: unknown, ch: TextChange, key: string, name: string): unknown {
  if (typeof v === "string") {
    if (ch.words === "color" && COLOR_KEYS.has(key)) return v === ch.from ? ch.to : v;
    if (ch.words === "land_type" && v === ch.from) return ch.to; // a subtype as data ("Island")
    return rewriteWords(v, ch, name);
  }
  if ((typeof v === "function" || (typeof v === "object" && v !== null)) && wordedOf(v)) {
    // A closure (or a step holding one) made from words given as data: made again from the changed words.
    const w = wordedOf(v)!;
    return memo(v, ch, () => {
      const words = rewrite(w.words, ch, "", name);
      return words === w.words ? v : w.make(words as object);
    });
  }
  if (typeof v !== "object" || v === null || isNotText(v)) return v;
  return memo(v, ch, () => {
    if (Array.isArray(v)) {
      let changed = false;
      const out = v.map((x) => { const y = rewrite(x, ch, key, name); if (y !== x) changed = true; return y; });
      if (!changed) return v;
      // "Island Swamp" made "Swamp Swamp" is one Swamp (lists of words only).
      return out.every((x) => typeof x === "string") ? [...new Set(out)] : out;
    }
    let out: Record<string, unknown> | null = null;
    for (const [k, x] of Object.entries(v)) {
      if (k === "spendAsThough" && ch.words === "color" && x) {
        // "You may spend white mana as though it were red mana" (Sunglasses of Urza): color words.
        const sp = x as { mana: string; as: string };
        const y = { mana: sp.mana === ch.from ? ch.to : sp.mana, as: sp.as === ch.from ? ch.to : sp.as };
        if (y.mana !== sp.mana || y.as !== sp.as) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
        continue;
      }
      if (SKIP_KEYS.has(k)) continue;
      const y = rewrite(x, ch, k, name);
      if (y !== x) (out ??= { ...(v as Record<string, unknown>) })[k] = y;
    }
    return out ?? v;
  });
}

function memo(v: object, ch: TextChange, make: () => unknown): unknown {
  const tag = tagOf(ch);
  let m = rewritten.get(v);
  if (m?.has(tag)) return m.get(tag);
  const out = make();
  if (!m) rewritten.set(v, (m = new Map()));
  m.set(tag, out);
  return out;
}

/** The words of a string changed, the card's own name kept (CR 612.2: "Island Fish Jasconius"). */
function rewriteWords(s: string, ch: TextChange, name: string): string {
  const r = replacerFor(ch);
  if (!name || !s.includes(name)) return r(s);
  return s.split(name).map(r).join(name);
}

/** A definition with its words changed (CR 612.1). */
export function changedDef(def: CardDef, changes: readonly TextChange[]): CardDef {
  let d = def;
  for (const ch of changes) d = rewrite(d, ch, "", def.name) as CardDef;
  return d;
}

/** The key of an ability with its words changed: itself when its words don't change. */
function changedKey(key: AbilityKey, ch: TextChange, name: string): AbilityKey {
  const activated = isActivatedKey(key);
  const a: ActivatedDef | TriggerDef | undefined = activated ? activatedDef(key) : triggerDef(key);
  if (!a) return key;
  const b = rewrite(a, ch, "", name) as ActivatedDef | TriggerDef;
  if (b === a) return key;
  const k = `${key}|${tagOf(ch)}`;
  registerAbilityVariant(k, b, activated ? "activated" : "triggered");
  return k;
}

/** "c:B>R" → the change it names. */
function changeOfTag(tag: string): TextChange | undefined {
  const m = /^([cl]):([A-Za-z]+)>([A-Za-z]+)$/.exec(tag);
  return m ? { words: m[1] === "c" ? "color" : "land_type", from: m[2]!, to: m[3]! } : undefined;
}

// A key "Bog Wraith#t0|l:Swamp>Island" names its ability even before any object computed it.
setVariantResolver((key) => {
  const [base, ...tags] = key.split("|");
  const activated = isActivatedKey(base!);
  const a: ActivatedDef | TriggerDef | undefined = activated ? activatedDef(base!) : triggerDef(base!);
  if (!a) return;
  let b = a;
  for (const tag of tags) {
    const ch = changeOfTag(tag);
    if (!ch) return;
    b = rewrite(b, ch, "", abilityOwnerName(base!)) as ActivatedDef | TriggerDef;
  }
  registerAbilityVariant(key, b, activated ? "activated" : "triggered");
});

/** Layer 3 (CR 613.1c): one text change applied to an object's characteristics so far. */
export function applyTextChange(c: Chars, ch: TextChange): void {
  const name = c.name;
  if (c.def) c.def = rewrite(c.def, ch, "", name) as CardDef;
  let kw: Set<string> | null = null;
  for (const k of c.keywords) {
    const n = rewriteWords(k, ch, name);
    if (n !== k) (kw ??= new Set(c.keywords)).delete(k);
    if (kw) kw.add(n);
  }
  if (kw) c.keywords = kw;
  const keys = c.abilities.map((k) => changedKey(k, ch, name));
  if (keys.some((k, i) => k !== c.abilities[i])) c.abilities = keys;
  // The type line (ruling 2004-10-04: "Forest can be changed to Island so it produces blue mana").
  if (ch.words === "land_type" && c.subtypes.includes(ch.from)) c.subtypes = [...new Set(c.subtypes.map((t) => (t === ch.from ? ch.to : t)))];
}

// ---- the effect: Magical Hack, Sleight of Mind -------------------------------------------------

type ChangeText = Extract<EffectStep, { do: "changeText" }>;

/**
 * Asks for the word replaced, then the new one (rulings 2004-10-04: chosen on resolution; any word,
 * present on the object or not; the new one must differ), and changes the text of the spells and
 * permanents `what` names, indefinitely.
 */
export function runChangeText(ctx: ResolveContext, step: ChangeText): void {
  const g = ctx.g;
  const ids = ctx.who(step.what).filter((r) => {
    if (g.isPlayer(r)) return false;
    const o = g.obj(r);
    return !!o && (o.zone === "battlefield" || (o.zone === "stack" && g.state.stack.some((i) => i.id === r && i.kind === "spell")));
  });
  if (!ids.length) return;
  const what = ids.length === 1 ? g.obj(ids[0]!)!.name : "them";
  let from: string, to: string;
  if (step.words === "color") {
    // A color is answered with its letter (scenario format).
    from = ctx.chooseColor(ctx.controller, `Choose the color word to replace in ${what}'s text`, [...COLORS]);
    to = ctx.chooseColor(ctx.controller, `Choose the color word that replaces "${COLOR_WORDS[from]}"`, COLORS.filter((c: Color) => c !== from));
  } else {
    // CR 305.6: a basic land type is answered 1–5 in the order Plains, Island, Swamp, Mountain, Forest.
    const types = [...BASIC_LAND_TYPES];
    const a = ctx.ask(ctx.controller, `Choose the basic land type to replace in ${what}'s text`, { type: "option", options: types }).value as number;
    from = types[a - 1]!;
    const allowed = types.map((_t, i) => i + 1).filter((i) => i !== a);
    const b = ctx.ask(ctx.controller, `Choose the basic land type that replaces "${from}"`, { type: "option", options: types, allowed }).value as number;
    to = types[b - 1]!;
  }
  const change: TextChange = { words: step.words, from, to };
  g.addEffect({ id: ctx.item.source, controller: ctx.controller }, "3", ids, { textChange: change }, { until: "indefinitely" });
  const word = (w: string) => (step.words === "color" ? COLOR_WORDS[w]! : w);
  for (const id of ids) g.emit("text_change", `${g.obj(id)!.name}'s text: "${word(from)}" becomes "${word(to)}"`, { object: id });
}

// ---- tokens made by changed text (CR 612.2a, 612.4) ---------------------------------------------

/** The text changes of the spell or ability `item` is (an ability's key names them; a spell has its effects). */
function changesOfItem(g: Game, item: StackItem): TextChange[] {
  if (item.kind === "ability") {
    const key = item.ability ?? "";
    return key.includes("|") ? key.split("|").slice(1).map(changeOfTag).filter((c): c is TextChange => !!c) : [];
  }
  const out: TextChange[] = [];
  for (const e of g.state.effects) if (e.layer === "3" && "textChange" in e.mod && e.objects.includes(item.id)) out.push(e.mod.textChange);
  return out;
}

/**
 * The changes of `item` as key tags ("|c:R>U"), for what it creates (a delayed triggered ability,
 * CR 603.7): each tag only where it changes that ability (registered as its key is read).
 */
export function changeTagsOf(g: Game, item: StackItem): string {
  if (!g.state.effects.length) return "";
  return changesOfItem(g, item).map((ch) => `|${tagOf(ch)}`).join("");
}

/**
 * Tokens made by a spell or ability whose text was changed are made as the changed text says
 * ("a 1/1 green Saproling" made "red", CR 612.4: the creating text defines the token): their
 * colors (layer 5) and their own words (layer 3), from their creation on.
 */
export function tokensOfChangedText(g: Game, item: StackItem, name: string, ids: string[]): void {
  if (!ids.length || !g.state.effects.length) return;
  const changes = changesOfItem(g, item);
  const td = changes.length ? tokenDefOf(name) : undefined;
  if (!td) return;
  const source = { id: item.source, controller: item.controller };
  let colors = td.colors ?? [];
  for (const ch of changes) {
    if (ch.words === "color") colors = [...new Set(colors.map((c) => (c === ch.from ? (ch.to as Color) : c)))];
    if (rewrite(td, ch, "", name) !== td) g.addEffect(source, "3", [...ids], { textChange: ch }, { until: "indefinitely" });
  }
  if (colors.join() !== (td.colors ?? []).join()) g.addEffect(source, "5", [...ids], { colors }, { until: "indefinitely" });
}

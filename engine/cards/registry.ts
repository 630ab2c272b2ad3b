/**
 * Card definitions by name, and their abilities by key. Definition files live one per card in
 * `engine/cards/<set>/`; the generated `index.ts` registers them all.
 *
 * An ability key names an ability of a definition: "Royal Assassin#a0" is Royal Assassin's
 * first activated ability, "Howling Mine#t0" its first triggered ability, "Zombie Master#ga0"
 * the first activated ability it grants to others. Objects carry keys in their current
 * characteristics (CR 113.1–113.3, 613.1f), so granted and removed abilities use the same path
 * as printed ones.
 */
import type { AbilityKey } from "../core/state";
import { deriveHints, textsOf, type CardTexts } from "./hints";
import { basicLandTypes } from "./intrinsic";
import type { ActivatedDef, CardDef, CardHints, DelayedDef, TokenDef, TriggerDef } from "./types";

const defs = new Map<string, CardDef>();
const activated = new Map<AbilityKey, ActivatedDef>();
const triggered = new Map<AbilityKey, TriggerDef>();
const printed = new Map<string, AbilityKey[]>();
const hints = new Map<string, CardHints>();
let sortedNames: string[] | null = null;

export function register(...list: CardDef[]): void {
  for (const d of list) registerOne(d);
  sortedNames = null;
}

/**
 * Names of the cards whose definition has a property, for rules code that would otherwise look
 * at every permanent after every action (cost changes, "spend as though", ...). Kept per
 * question until another card is registered.
 */
const namesWith = new Map<string, Set<string>>();
export function namesWhere(question: string, has: (d: CardDef) => boolean): ReadonlySet<string> {
  let out = namesWith.get(question);
  if (!out) {
    out = new Set([...defs.values()].filter(has).map((d) => d.name));
    namesWith.set(question, out);
  }
  return out;
}

/**
 * The names of the cards whose definition data mentions words matching `words` anywhere (keywords,
 * statics, granting steps: rules words are data). Read once per question; a definition that refers
 * to itself, or shares a part, is read safely (each object once).
 */
export function namesMentioning(question: string, words: RegExp): ReadonlySet<string> {
  return namesWhere(question, (d) => words.test(definitionText(d)));
}

function definitionText(d: CardDef): string {
  const seen = new WeakSet<object>();
  return JSON.stringify(d, (_k, v: unknown) => {
    if (typeof v !== "object" || v === null) return v;
    if (seen.has(v)) return undefined;
    seen.add(v);
    return v;
  });
}

/**
 * Whether any card of a game (its `state.cards`) is among `names`: most games hold none of the
 * cards a rule is about, and then the rule needn't look at the battlefield after every action.
 */
const gameHas = new WeakMap<object, Map<ReadonlySet<string>, { n: number; has: boolean }>>();
/**
 * Whether a game holds a card or a token (CR 111.4: by its name) among `names`: `anyCardNamed` over
 * its cards, and the kinds of tokens it has had (`state.tokenKinds`; tokens are no cards).
 */
export function gameHolds(s: { cards: readonly { name: string }[]; tokenKinds?: readonly string[] }, names: ReadonlySet<string>): boolean {
  if (anyCardNamed(s.cards, names)) return true;
  return !!s.tokenKinds && s.tokenKinds.some((n) => names.has(n));
}

/** The last game's entry, looked up without the WeakMap: a game keeps its cards list from action to action. */
let lastCards: object | null = null;
let lastHas: Map<ReadonlySet<string>, { n: number; has: boolean }> | null = null;
export function anyCardNamed(cards: readonly { name: string }[], names: ReadonlySet<string>): boolean {
  if (!names.size) return false;
  let m = cards === lastCards ? lastHas : gameHas.get(cards);
  if (!m) gameHas.set(cards, (m = new Map()));
  lastCards = cards;
  lastHas = m;
  let e = m.get(names);
  if (!e || e.n !== cards.length) m.set(names, (e = { n: cards.length, has: cards.some((c) => names.has(c.name)) }));
  return e.has;
}

function registerOne(d: CardDef): void {
  namesWith.clear();
  {
    if (defs.has(d.name)) throw new Error(`card defined twice: ${d.name}`);
    defs.set(d.name, d);
    const keys: AbilityKey[] = [];
    d.abilities?.forEach((a, i) => { const k = `${d.name}#a${i}`; activated.set(k, a); keys.push(k); });
    d.triggers?.forEach((t, i) => { const k = `${d.name}#t${i}`; triggered.set(k, t); keys.push(k); });
    d.grants?.activated?.forEach((a, i) => activated.set(`${d.name}#ga${i}`, a));
    d.grants?.triggers?.forEach((t, i) => triggered.set(`${d.name}#gt${i}`, t));
    // Delayed triggered abilities (CR 603.7): no object has them; they are matched against events
    // by engine/core/delayed.ts, and resolve like any triggered ability ("Mana Drain#d0").
    d.delayed?.forEach((t, i) => triggered.set(`${d.name}#d${i}`, t as unknown as TriggerDef));
    printed.set(d.name, keys);
    hints.set(d.name, deriveHints(d));
  }
  for (const t of d.tokens ?? []) registerToken(t);
}

/**
 * Token definitions by name (CR 111.3–111.4), registered with the cards that create them. A token's
 * abilities are keyed by its name like a card's ("Wolves of the Hunt#t0"); its name is never an
 * implemented card's (it can't be put in a deck or named as a card).
 */
const tokenDefs = new Map<string, TokenDef>();

function registerToken(t: TokenDef): void {
  const known = tokenDefs.get(t.name);
  if (known === t) return;
  if (known) throw new Error(`token defined twice with different characteristics: ${t.name}`);
  tokenDefs.set(t.name, t);
  registerOne(t as CardDef);
}

/** The definition of a token name ("Saproling Token", "Wasp"), for creating one or setting one up. */
export function tokenDefOf(name: string): TokenDef | undefined {
  return tokenDefs.get(name);
}

// The intrinsic abilities of basic land types (CR 305.6) are looked up like any other ability,
// but "@basic" is no card: it is kept out of the implemented names.
registerOne(basicLandTypes);
defs.delete(basicLandTypes.name);

/**
 * A triggered keyword ability (rampage, CR 702.23a): no definition prints it; the trigger
 * dispatcher puts it on the stack under this key for any creature with the keyword.
 */
export function registerKeywordTrigger(key: AbilityKey, def: TriggerDef): void {
  triggered.set(key, def);
}

/**
 * An ability whose text a text-changing effect changed (CR 612, engine/core/text-change.ts): kept
 * under its own key ("Bog Wraith#t0|l:Swamp>Island"), whose owner is still the card's name.
 */
export function registerAbilityVariant(key: AbilityKey, def: ActivatedDef | TriggerDef, kind: "activated" | "triggered"): void {
  if (kind === "activated") activated.set(key, def as ActivatedDef);
  else triggered.set(key, def as TriggerDef);
}

/** The definition of a card name. Only the registry and the characteristics code call this. */
export function cardDef(name: string): CardDef | undefined {
  return defs.get(name);
}

export function activatedDef(key: AbilityKey): ActivatedDef | undefined {
  return activated.get(key) ?? (key.includes("|") ? (resolveVariant(key), activated.get(key)) : undefined);
}

export function triggerDef(key: AbilityKey): TriggerDef | undefined {
  return triggered.get(key) ?? (key.includes("|") ? (resolveVariant(key), triggered.get(key)) : undefined);
}

export function isActivatedKey(key: AbilityKey): boolean {
  return activated.has(key) || (key.includes("|") && (resolveVariant(key), activated.has(key)));
}

/**
 * Registers a changed ability from its key alone (a state read back from a file or the network
 * holds the keys of abilities on the stack whose source is gone): set by engine/core/text-change.ts.
 */
let resolveVariant: (key: AbilityKey) => void = () => {};
export function setVariantResolver(f: (key: AbilityKey) => void): void {
  resolveVariant = f;
}

/** The activated and triggered abilities printed on a card, in Oracle order of each kind. */
export function printedAbilityKeys(name: string): readonly AbilityKey[] {
  return printed.get(name) ?? [];
}

/** Every triggered ability a card's definition has or grants to others. */
export function triggerDefsOf(name: string): TriggerDef[] {
  const d = defs.get(name);
  return d ? [...(d.triggers ?? []), ...(d.grants?.triggers ?? [])] : [];
}

/** Card name of the definition an ability key belongs to. */
/** The delayed triggered ability a key names: "Mana Drain#d0" is Mana Drain's first (CR 603.7). */
export function delayedDefOf(key: AbilityKey): DelayedDef | undefined {
  // A changed one ("Rukh Egg#d0|c:R>U", CR 612) waits for the same moment; it resolves by its key.
  const bar = key.indexOf("|");
  const base = bar < 0 ? key : key.slice(0, bar);
  const at = base.lastIndexOf("#d");
  if (at < 0) return undefined;
  return defs.get(abilityOwnerName(base))?.delayed?.[Number(base.slice(at + 2))];
}

/** How many activated abilities a card prints (mana abilities included). */
export function activatedCountOf(name: string): number {
  return defs.get(name)?.abilities?.length ?? 0;
}

export function abilityOwnerName(key: AbilityKey): string {
  return key.slice(0, key.lastIndexOf("#"));
}

export function isImplementedName(name: string): boolean {
  return defs.has(name) && !tokenDefs.has(name);
}

export function implementedNames(): string[] {
  return (sortedNames ??= [...defs.keys()].filter((n) => !tokenDefs.has(n)).sort());
}

/** CR 407.3: a card to remove from the deck unless playing for ante (`CardDef.ante`). */
export function requiresAnte(name: string): boolean {
  return defs.get(name)?.ante === true;
}

/** What the computer players know of a card beyond its rules (cards/hints.ts). */
export function cardHints(name: string): CardHints | undefined {
  return hints.get(name);
}

/** The ability and mode texts of a card, for the table. */
export function cardTexts(name: string): CardTexts | undefined {
  const d = defs.get(name);
  return d ? textsOf(d) : undefined;
}

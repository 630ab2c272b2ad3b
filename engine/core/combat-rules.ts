/**
 * Attack and block restrictions, requirements and costs (CR 508.1c–d, 508.1h, 509.1b–c) and
 * evasion (CR 509.1b, 702.36 fear), as rule-shaped statics read from a creature's keywords.
 *
 * A creature's combat rules are keyword abilities and simple rule statics in Oracle wording:
 * printed on the card, or granted by an Aura, a static ability or a resolved effect (layer 6,
 * with its duration). The words are data, read here once per phrase: the land type in "can't
 * attack unless defending player controls an Island", the number in "can't be blocked by
 * creatures with power 3 or greater". The phrases:
 *
 * Attacking (CR 508.1a, 508.1c, 508.1d, 508.1h):
 *   "can't attack", "can't attack or block", "can't attack if it attacked during your last turn", "can't attack unless defending player controls a[n] <land type>",
 *   "can't attack if defending player controls an untapped creature with power N or greater|less" (Orgg),
 *   "can't attack unless its controller pays {N}" (an attack cost), "can attack as though it had haste",
 *   "can't attack a player unless that player cast a spell or put a nontoken permanent onto the
 *   battlefield during their last turn" (Arboria),
 *   "can attack as though it didn't have defender"; requirements "attacks each combat if able",
 *   "attacks this turn if able".
 * Blocking, on the blocker (CR 509.1a–c):
 *   "can't block", "can't attack or block", "can't block [<color>] creatures with power N or greater|less",
 *   "can block an additional creature each combat", "can block any number of creatures";
 *   requirements "blocks each combat if able", "blocks each attacking creature if able".
 * Blocking, on the attacker (evasion, CR 509.1b):
 *   "can't be blocked", "fear", "can't be blocked by walls", "can't be blocked except by walls",
 *   "can't be blocked except by walls and/or creatures with flying",
 *   "can't be blocked by creatures with power N or greater|less", "can't be blocked by <color> creatures"; requirement
 *   "all creatures able to block this creature do so" (Lure).
 */
import type { Filter } from "../cards/types";
import type { Color, PlayerId } from "../types";
import { gameHolds, namesMentioning } from "../cards/registry";
import { matches } from "./filters";
import { actedDuringLatestTurn, attackedDuringLastTurnOf } from "./history";
import type { Game } from "./game";
import type { Chars } from "./layers";
import type { GameObject } from "./state";

/** What one keyword phrase says about combat. */
interface Phrase {
  cantAttack?: true;
  /** "can't attack unless defending player controls a <land type>". */
  attackUnlessDefenderControls?: string;
  /** "can't attack a player unless that player cast a spell or put a nontoken permanent onto the battlefield during their last turn" (Arboria). */
  attackUnlessDefenderActed?: true;
  /** "can't attack if it attacked during your last turn" (Giant Turtle). */
  cantAttackIfAttackedLastTurn?: true;
  /** "can't attack if defending player controls an untapped creature with power 3 or greater" (Orgg): such a permanent of theirs. */
  cantAttackIfDefenderControls?: Filter;
  /** "can't attack unless its controller pays {3}" (CR 508.1h). */
  attackCost?: string;
  /** "can't attack unless you sacrifice two islands" (Leviathan; CR 508.1g–h: a cost paid as attackers are declared). */
  attackSacrifice?: AttackSacrifice;
  attackAsThoughHaste?: true;
  attackDespiteDefender?: true;
  mustAttack?: true;
  cantBlock?: true;
  /** The blocker can't block attackers matching this. */
  cantBlockAttackers?: Filter;
  /** Extra attackers it may block: a number, or Infinity for "any number" (CR 509.1a). */
  extraBlocks?: number;
  mustBlock?: true;
  mustBlockEach?: true;
  unblockable?: true;
  /** Only creatures matching one of these may block it. */
  onlyBlockedBy?: Filter[];
  /** Creatures matching this can't block it. */
  notBlockedBy?: Filter;
  /** "All creatures able to block this creature do so"; a filter: only such blockers ("All Walls able to block ..."). */
  lure?: true | Filter;
}

const wall: Filter = { subtypes: ["Wall"] };

const FIXED: Record<string, Phrase> = {
  "can't attack": { cantAttack: true },
  "can't attack a player unless that player cast a spell or put a nontoken permanent onto the battlefield during their last turn": { attackUnlessDefenderActed: true },
  "can't attack if it attacked during your last turn": { cantAttackIfAttackedLastTurn: true },
  "can't block": { cantBlock: true },
  "can't attack or block": { cantAttack: true, cantBlock: true },
  "can attack as though it had haste": { attackAsThoughHaste: true },
  "can attack as though it didn't have defender": { attackDespiteDefender: true },
  "attacks each combat if able": { mustAttack: true },
  "attacks this turn if able": { mustAttack: true },
  "can block an additional creature each combat": { extraBlocks: 1 },
  "can block any number of creatures": { extraBlocks: Infinity },
  "blocks each combat if able": { mustBlock: true },
  "blocks each attacking creature if able": { mustBlockEach: true },
  "can't be blocked": { unblockable: true },
  // CR 702.36b: "can't be blocked except by artifact creatures and/or black creatures".
  fear: { onlyBlockedBy: [{ types: ["Artifact"] }, { colors: ["B"] }] },
  "can't be blocked by walls": { notBlockedBy: wall },
  "can't be blocked except by walls": { onlyBlockedBy: [wall] },
  // Elven Riders (CR 509.1b): reach is not flying (ruling 2007-05-01).
  "can't be blocked except by walls and/or creatures with flying": { onlyBlockedBy: [wall, { keywords: ["flying"] }] },
  "all creatures able to block this creature do so": { lure: true },
  "all walls able to block this creature do so": { lure: wall },
  "can't be blocked by artifact creatures": { notBlockedBy: { types: ["Artifact"] } },
};

/** "island" → "Island", "mountain" → "Mountain". */
const landType = (w: string) => w.split(" ").map((x) => x[0]!.toUpperCase() + x.slice(1)).join(" ");
const COLOR_WORDS: Record<string, Color> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };
const powerTest = (n: string, dir: string): Filter => ({ power: dir === "greater" ? { gte: Number(n) } : { lte: Number(n) } });

function parse(k: string): Phrase | null {
  const fixed = FIXED[k];
  if (fixed) return fixed;
  if (!k.startsWith("can")) return null;
  let m = /^can't attack unless defending player controls an? ([a-z ]+)$/.exec(k);
  if (m) return { attackUnlessDefenderControls: landType(m[1]!) };
  m = /^can't attack unless its controller pays ((?:\{[^}]+\})+)$/.exec(k);
  if (m) return { attackCost: m[1]!.toUpperCase() };
  m = /^can't attack unless you sacrifice (an?|two|three) ([a-z]+?)s?$/.exec(k);
  if (m) {
    const type = m[2] === "plain" ? "Plains" : landType(m[2]!); // "two plains" (a text change, CR 612)
    const count = SACRIFICE_COUNTS[m[1]!]!;
    return { attackSacrifice: { filter: { subtypes: [type] }, count, text: `sacrifice ${m[1]} ${type}${count > 1 && type !== "Plains" ? "s" : ""}` } };
  }
  // Seeker: "can't be blocked except by artifact creatures and/or white creatures" (any color: CR 612 may change it).
  m = /^can't be blocked except by artifact creatures and\/or (white|blue|black|red|green) creatures$/.exec(k);
  if (m) return { onlyBlockedBy: [{ types: ["Artifact"] }, { colors: [COLOR_WORDS[m[1]!]!] }] };
  m = /^can't be blocked by creatures with power (\d+) or (greater|less)$/.exec(k);
  if (m) return { notBlockedBy: powerTest(m[1]!, m[2]!) };
  // CR 509.1b: "can't be blocked by red creatures" (Elder Spawn).
  m = /^can't be blocked by (white|blue|black|red|green) creatures$/.exec(k);
  if (m) return { notBlockedBy: { colors: [COLOR_WORDS[m[1]]!] } };
  // "can't block creatures with power 2 or greater"; with a color, "can't block white creatures with power 2 or greater" (Orcish Veteran).
  m = /^can't block (?:(white|blue|black|red|green) )?creatures with power (\d+) or (greater|less)$/.exec(k);
  if (m) return { cantBlockAttackers: m[1] ? { colors: [COLOR_WORDS[m[1]]!], ...powerTest(m[2]!, m[3]!) } : powerTest(m[2]!, m[3]!) };
  m = /^can't attack if defending player controls an untapped creature with power (\d+) or (greater|less)$/.exec(k);
  if (m) return { cantAttackIfDefenderControls: { types: ["Creature"], tapped: false, ...powerTest(m[1]!, m[2]!) } };
  return null;
}

const parsed = new Map<string, Phrase | null>();
function phrase(k: string): Phrase | null {
  let p = parsed.get(k);
  if (p === undefined) parsed.set(k, (p = parse(k)));
  return p;
}

/** The combat phrases among a creature's keywords (usually none: the loop only looks them up). */
function phrases(c: Chars): Phrase[] {
  if (!c.keywords.size) return NONE;
  let out: Phrase[] | undefined;
  for (const k of c.keywords) {
    const p = phrase(k);
    if (p) (out ??= []).push(p);
  }
  return out ?? NONE;
}
const NONE: Phrase[] = [];

// ---- attacking ------------------------------------------------------------------------------------

/** Whether summoning sickness doesn't stop it attacking (CR 302.6, 702.10). */
export function attacksAsThoughHaste(c: Chars): boolean {
  return c.keywords.has("haste") || phrases(c).some((p) => p.attackAsThoughHaste);
}

/** Why the rules stop this creature attacking the defending player now (CR 508.1c, 702.3b), or null. */
export function attackRestriction(g: Game, o: GameObject, c: Chars, defender: PlayerId): string | null {
  const ps = phrases(c);
  if (c.keywords.has("defender") && !ps.some((p) => p.attackDespiteDefender)) return `${o.name} has defender and can't attack`;
  if (g.state.ruleEffects && g.ruleApplies("creatures_cant_attack")) return "Creatures can't attack this turn";
  // Island Sanctuary (W11b, CR 508.1c): "you can't be attacked except by creatures with flying and/or islandwalk".
  if (g.state.ruleEffects?.some((r) => r.rule === "attacked_only_by_flying_or_islandwalk" && r.controller === defender) && !c.keywords.has("flying") && !c.keywords.has("islandwalk"))
    return `${g.player(defender).name} can't be attacked except by creatures with flying or islandwalk`;
  for (const p of ps) {
    if (p.cantAttack) return `${o.name} can't attack`;
    if (p.cantAttackIfAttackedLastTurn && attackedDuringLastTurnOf(g, o.id, c.controller)) return `${o.name} can't attack: it attacked during your last turn`;
    // CR 508.1c (Orgg ruling 2004-10-04): only whether the defending player controls such a creature matters.
    const f = p.cantAttackIfDefenderControls;
    const stopper = f && g.battlefield().find((x) => { const xc = g.chars(x); return xc.controller === defender && matches(g, x, xc, f, { you: defender }); });
    if (stopper) return `${o.name} can't attack while the defending player controls ${stopper.name}`;
    const t = p.attackUnlessDefenderControls;
    if (t && !g.controlsLandType(defender, t)) return `${o.name} can't attack unless the defending player controls ${/^[AEIOU]/.test(t) ? "an" : "a"} ${t}`;
    // The defending player's latest turn is their last one: it is not their turn (history.ts).
    if (p.attackUnlessDefenderActed && !actedDuringLatestTurn(g, defender)) return `${o.name} can't attack a player who neither cast a spell nor put a nontoken permanent onto the battlefield during their last turn`;
  }
  return null;
}

/** The mana this creature's attack costs (CR 508.1h), as cost text, or null. */
export function attackCost(c: Chars): string | null {
  let out: string | null = null;
  for (const p of phrases(c)) if (p.attackCost) out = (out ?? "") + p.attackCost;
  return out;
}

/** A sacrifice an attacker's declaration costs (CR 508.1g–h): `count` permanents of its controller matching `filter`. */
export interface AttackSacrifice {
  filter: Filter;
  count: number;
  text: string;
}
const SACRIFICE_COUNTS: Record<string, number> = { a: 1, an: 1, two: 2, three: 3 };

/** The sacrifices this creature's attack costs (CR 508.1h), usually none. */
export function attackSacrifices(c: Chars): AttackSacrifice[] {
  let out: AttackSacrifice[] | undefined;
  for (const p of phrases(c)) if (p.attackSacrifice) (out ??= []).push(p.attackSacrifice);
  return out ?? [];
}

/** Whether a requirement says it attacks if able (CR 508.1d). */
export function mustAttack(c: Chars): boolean {
  return phrases(c).some((p) => p.mustAttack);
}

/**
 * "No more than two creatures can attack each combat" / "... can block each combat" (Caverns of
 * Despair): a restriction on the declaration as a whole (CR 508.1c, 509.1b), a rule phrase among
 * the keywords of a permanent. The lowest limit in play, Infinity if none.
 */
export function combatLimit(g: Game, kind: "attack" | "block"): number {
  let n = Infinity;
  if (!gameHolds(g.state, namesMentioning("combatLimit", /no more than [a-z0-9]+ creatures? can (?:attack|block) each combat/))) return n;
  for (const o of g.battlefield()) {
    const ks = g.chars(o).keywords;
    if (!ks.size) continue;
    for (const k of ks) {
      if (!k.startsWith("no more than ")) continue;
      const m = /^no more than (one|two|three|four|\d+) creatures? can (attack|block) each combat$/.exec(k);
      if (m && m[2] === kind) n = Math.min(n, NUMBER_WORDS[m[1]!] ?? Number(m[1]));
    }
  }
  return n;
}
const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

// ---- blocking -------------------------------------------------------------------------------------

const ctxOf = (c: Chars) => ({ you: c.controller });
const anyMatch = (g: Game, o: GameObject, c: Chars, fs: Filter[], judge: Chars) => fs.some((f) => matches(g, o, c, f, ctxOf(judge)));

/**
 * Why `blocker` can't block `attacker` by their combat phrases (CR 509.1b), or null. Flying,
 * landwalk and protection are checked in combat.ts.
 */
export function blockRestriction(g: Game, blocker: GameObject, b: Chars, attacker: GameObject, a: Chars): string | null {
  for (const p of phrases(b)) {
    if (p.cantBlock) return `${blocker.name} can't block`;
    if (p.cantBlockAttackers && matches(g, attacker, a, p.cantBlockAttackers, ctxOf(b))) return `${blocker.name} can't block ${attacker.name}`;
  }
  for (const p of phrases(a)) {
    if (p.unblockable) return `${attacker.name} can't be blocked`;
    if (p.notBlockedBy && matches(g, blocker, b, p.notBlockedBy, ctxOf(a))) return `${attacker.name} can't be blocked by ${blocker.name}`;
    if (p.onlyBlockedBy && !anyMatch(g, blocker, b, p.onlyBlockedBy, a)) {
      return p === FIXED.fear ? `${attacker.name} has fear: only artifact creatures and black creatures can block it` : `${attacker.name} can't be blocked by ${blocker.name}`;
    }
  }
  return null;
}

/** How many attackers a creature may block (CR 509.1a: one, unless an ability says more). */
export function blocksAllowed(b: Chars): number {
  let n = 1;
  for (const p of phrases(b)) if (p.extraBlocks) n += p.extraBlocks;
  return n;
}

/** Whether a requirement of its own makes this creature block ("blocks each combat if able"). */
export function hasBlockRequirement(b: Chars): boolean {
  return phrases(b).some((p) => p.mustBlock || p.mustBlockEach);
}

/** Whether a blocker is of the kind a Lure-like requirement names ("All Walls able to block ..."): its types and subtypes. */
function lureCovers(f: Filter, b: Chars): boolean {
  return (!f.subtypes || f.subtypes.some((t) => b.subtypes.includes(t))) && (!f.types || f.types.some((t) => b.types.includes(t)));
}

/** Whether a requirement makes every creature able to block it do so (Lure). */
export function lures(a: Chars): boolean {
  return phrases(a).some((p) => p.lure);
}

/**
 * The block requirements on one blocker (CR 509.1c), given the attackers it is able to block:
 * how many requirements blocking each of them obeys ("blocks each attacking creature if able",
 * an attacker's Lure), how many blocking any at all obeys ("blocks each combat if able"), and
 * the most it can obey within its block limit. Null when none applies.
 */
export interface BlockRequirements {
  /** Attacker id → the number of requirements that blocking it obeys. */
  weights: Record<string, number>;
  /** Requirements obeyed by blocking at least one attacker. */
  any: number;
  /** The most requirements this blocker can obey (its declaration must obey that many). */
  obey: number;
}

export function blockRequirements(b: Chars, able: { id: string; c: Chars }[], max: number): BlockRequirements | null {
  if (!able.length || max < 1) return null;
  const ps = phrases(b);
  const each = ps.filter((p) => p.mustBlockEach).length;
  const any = ps.filter((p) => p.mustBlock).length;
  let weights: Record<string, number> | null = null;
  for (const a of able) {
    const w = each + (phrases(a.c).some((p) => p.lure && (p.lure === true || lureCovers(p.lure, b))) ? 1 : 0);
    if (w) (weights ??= {})[a.id] = w;
  }
  if (!weights && !any) return null;
  const top = Object.values(weights ?? {}).sort((x, y) => y - x).slice(0, max);
  return { weights: weights ?? {}, any, obey: any + top.reduce((s, w) => s + w, 0) };
}

/** How many of its requirements a blocker obeys by blocking `attackers`. */
export function requirementsObeyed(r: BlockRequirements, attackers: readonly string[]): number {
  return (attackers.length ? r.any : 0) + attackers.reduce((s, a) => s + (r.weights[a] ?? 0), 0);
}

/** Targets (CR 115): legality when chosen and again on resolution (CR 608.2b). */
import type { Color, PlayerId, Ref } from "../types";
import { PLAYERS } from "../types";
import type { TargetSpec } from "../cards/types";
import { matches } from "./filters";
import { blockedByThisTurn, playerAttackedThisTurn, wasBlockedThisTurn } from "./history";
import type { Game } from "./game";
import { hasProtectionFrom } from "./game";
import type { GameObject, StackItem } from "./state";
import type { Chars } from "./layers";
import { gameHolds, isActivatedKey, namesMentioning, namesWhere } from "../cards/registry";

/** Who is asking: the item's controller ("you", "opponent") and the source's colors (protection). */
export interface TargetContext {
  you: PlayerId;
  source: string;
  sourceColors: Color[];
  x?: number;
  /** The targets chosen for the spell or ability (for `inGraveyardOfTarget`); unknown while listing options. */
  targets?: Ref[];
  /**
   * Not targeting: whether an Aura may stay attached to (or be put onto) the object (CR 303.4c).
   * Shroud and "can't be the target of ..." don't apply then (CR 115.1b: an Aura permanent
   * targets nothing); "can't be enchanted by other Auras" does.
   */
  attach?: boolean;
}

/** Why `ref` is not a legal target for `spec`, or null if it is. */
export function targetProblem(g: Game, spec: TargetSpec, ref: Ref, chooser: PlayerId, ctx: TargetContext): string | null {
  if (g.isPlayer(ref)) {
    if (!spec.player) return `a player is not a legal target: it needs ${spec.text}`;
    if (spec.player === "opponent" && ref === ctx.you) return `${g.player(ref).name} is not ${spec.text}`;
    if (spec.player === "you" && ref !== ctx.you) return `${g.player(ref).name} is not ${spec.text}`;
    if (spec.playerAttackedThisTurn && !playerAttackedThisTurn(g, ref)) return `${g.player(ref).name} didn't attack this turn`;
    return null;
  }
  let zone = spec.zone ?? "battlefield";
  if (zone === "stack" && spec.stackKind === "ability") return abilityTargetProblem(g, spec, ref, ctx);
  const o = g.obj(ref);
  if (!o) return `that object no longer exists`;
  if (!spec.object) return `${o.name} is not ${spec.text}`;
  // "Target spell or permanent" (the laces, CR 115.1): a permanent, or a spell on the stack.
  if (spec.orSpell && zone === "battlefield" && o.zone === "stack") zone = "stack";
  if (o.zone !== zone) return zone === "ante" ? `${o.name} is not in the ante` : `${o.name} is not on the ${zone === "stack" ? "stack" : zone}`;
  if (o.phasedOut) return `${o.name} is phased out`; // CR 702.26b
  if (zone === "stack" && o.id === ctx.source) return `a spell can't target itself`; // CR 115.5
  if (zone === "stack") {
    const item = g.state.stack.find((i) => i.id === o.id);
    if (!item || item.kind !== (spec.stackKind ?? "spell")) return `${o.name} is not ${spec.text}`;
  }
  if (zone === "graveyard" && spec.yourGraveyard && o.owner !== chooser) return `${o.name} is not in your graveyard`;
  if (spec.inGraveyardOfTarget !== undefined && ctx.targets && o.owner !== ctx.targets[spec.inGraveyardOfTarget]) return `${o.name} is not in that player's graveyard`;
  const chars = g.chars(o);
  if (!matches(g, o, chars, spec.object, { you: ctx.you, source: ctx.source, x: ctx.x })) return `${o.name} is not ${spec.text}`;
  if (spec.blockedByTarget !== undefined) {
    // Judged with the other target once chosen; while listing options, any creature blocked this turn.
    const by = ctx.targets?.[spec.blockedByTarget];
    const ok = by !== undefined && !g.isPlayer(by) ? blockedByThisTurn(g, by).some((b) => b.attacker === o.id) : wasBlockedThisTurn(g, o.id);
    if (!ok) return `${o.name} was not blocked this turn by ${by !== undefined ? "that creature" : "any creature"}`;
  }
  if (spec.sharesTypeWith && ctx.targets) {
    const r = ctx.targets[spec.sharesTypeWith.target];
    const other = r !== undefined && !g.isPlayer(r) ? g.obj(r) : undefined;
    const theirs = other ? g.chars(other).types : [];
    if (!spec.sharesTypeWith.types.some((t) => chars.types.includes(t) && theirs.includes(t))) return `${o.name} shares none of ${spec.sharesTypeWith.types.join(", ")} with ${other?.name ?? "the other target"}`;
  }
  // CR 702.16b: protection from a quality: can't be targeted by spells or abilities from such sources.
  if (zone === "battlefield" && hasProtectionFrom(chars, ctx.sourceColors)) return `${o.name} has protection from that color`;
  if (zone === "battlefield" && chars.keywords.size && restrictionsInGame(g)) return targetingRestriction(g, spec, o, chars, ctx);
  return null;
}

/**
 * CR 115.1, 605.3b: an activated or triggered ability on the stack as a target ("counter target
 * activated ability from an artifact source", Rust). Mana abilities never go on the stack, so they
 * are never candidates. `spec.object` is judged on the ability's source: as it is now, or as it
 * last existed if it has left its zone (CR 113.7a).
 */
function abilityTargetProblem(g: Game, spec: TargetSpec, ref: Ref, ctx: TargetContext): string | null {
  const item = g.state.stack.find((i) => i.id === ref);
  if (!item || item.kind !== "ability") return `that is not ${spec.text}`;
  const activated = !!item.ability && isActivatedKey(item.ability);
  if (spec.abilityKind === "activated" && !activated) return `${item.name} ability is not ${spec.text}`;
  if (spec.abilityKind === "triggered" && activated) return `${item.name} ability is not ${spec.text}`;
  if (!spec.object) return null;
  const src = g.obj(item.source);
  const last = item.sourceLast;
  const o = src ?? (last as unknown as GameObject | undefined);
  if (!o) return `${item.name} ability is not ${spec.text}`;
  const c: Chars = src ? g.chars(src) : {
    name: last!.name, types: last!.types, subtypes: last!.subtypes, supertypes: [], colors: last!.colors, manaValue: last!.manaValue,
    power: last!.power, toughness: last!.toughness, keywords: new Set(), abilities: last!.abilities, controller: last!.controller, def: undefined,
  };
  if (!matches(g, o, c, spec.object, { you: ctx.you, source: ctx.source, x: ctx.x })) return `${item.name} ability is not ${spec.text}`;
  return null;
}

const COLOR_WORDS: Record<string, Color> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/** What a "can't be the target of ..." keyword forbids (CR 702.18a shroud, 115.4-style restrictions). */
interface TargetBan {
  spells: boolean;
  abilities: boolean;
  color?: Color;
  auraSpells?: boolean;
  /** "from artifact sources": the source has this card type. */
  sourceType?: string;
  /** "that can target only Walls": the target's own words name only this subtype (and no player). */
  onlySubtype?: string;
}

const banCache = new Map<string, TargetBan | null>();

/**
 * The keyword's ban, in Oracle wording: "shroud", "can't be the target of spells", "... of
 * abilities", "... of spells or abilities", "... of aura spells", "... of white spells or abilities
 * from white sources" (words are data: the color is read from the keyword).
 */
export function targetBan(k: string): TargetBan | null {
  let b = banCache.get(k);
  if (b !== undefined) return b;
  b = null;
  const only = /^can't be the target of spells that can target only (\w+)s or of abilities that can target only \1s$/.exec(k);
  if (k === "shroud") b = { spells: true, abilities: true }; // CR 702.18a
  else if (only) b = { spells: true, abilities: true, onlySubtype: only[1]![0]!.toUpperCase() + only[1]!.slice(1) };
  else {
    const m = /^can't be the target of (?:(white|blue|black|red|green) )?(aura )?(spells or abilities|spells|abilities)(?: from (white|blue|black|red|green|artifact) sources)?$/.exec(k);
    if (m) {
      const color = m[1] ?? (m[4] === "artifact" ? undefined : m[4]);
      b = { spells: m[3] !== "abilities", abilities: m[3] !== "spells", ...(color ? { color: COLOR_WORDS[color] } : {}), ...(m[2] ? { auraSpells: true } : {}), ...(m[4] === "artifact" ? { sourceType: "Artifact" } : {}) };
    }
  }
  banCache.set(k, b);
  return b;
}

/**
 * Only games holding a card that says (or grants) such words look at keywords for them: the
 * words are data in definitions (keywords, statics, "grant" steps), so the text of a definition shows them.
 */
const RESTRICTION_WORDS = /shroud|can't be the target of|can't be enchanted/;
function restrictionsInGame(g: Game): boolean {
  // Asked for every candidate of every target: kept with the state's other derived values.
  const d = g.derived();
  return (d.targetRestrictions ??= gameHolds(g.state, namesMentioning("targetingRestrictions", RESTRICTION_WORDS)));
}

/** The source's card types now, or as it last existed (an ability whose source has left). */
function sourceHasType(g: Game, source: string, type: string): boolean {
  const s = g.obj(source);
  if (s) return g.chars(s).types.includes(type);
  const last = g.state.stack.find((i) => i.source === source)?.sourceLast;
  return !!last?.types.includes(type);
}

/** Whether the source choosing targets is a spell (being cast, or on the stack) rather than an ability's source. */
function sourceIsSpell(g: Game, source: string): GameObject | undefined {
  const s = g.obj(source);
  if (!s) return undefined;
  if (s.zone === "hand") return s;
  if (s.zone === "stack" && g.state.stack.some((i) => i.id === source && i.kind === "spell")) return s;
  return undefined;
}

/**
 * Targeting restrictions of the object (CR 115, 702.18): shroud and "can't be the target of ...";
 * "can't be enchanted by other auras" (CR 303.4) for an Aura spell or an Aura staying attached,
 * unless that Aura is the one giving it (the Ward Auras' "doesn't remove this Aura" record).
 */
function targetingRestriction(g: Game, spec: TargetSpec, o: GameObject, chars: Chars, ctx: TargetContext): string | null {
  let spell: GameObject | undefined | null = null;
  const isSpell = () => (spell === null ? (spell = sourceIsSpell(g, ctx.source)) : spell);
  for (const k of chars.keywords) {
    // "This token can't be enchanted" (Tetravus's Tetravites): no Aura spell targets it and no Aura
    // stays attached to it (CR 303.4a, 303.4c).
    if (k === "can't be enchanted") {
      const aura = ctx.attach ? g.obj(ctx.source) : isSpell();
      if (aura && g.chars(aura).subtypes.includes("Aura")) return `${o.name} can't be enchanted`;
      continue;
    }
    if (k === "can't be enchanted by other auras") {
      const aura = ctx.attach ? g.obj(ctx.source) : isSpell();
      if (!aura || !g.chars(aura).subtypes.includes("Aura")) continue;
      const givers = chars.keptBy?.get(k);
      if (!(givers && givers.length === 1 && givers[0] === aura.id)) return `${o.name} can't be enchanted by other Auras`;
      continue;
    }
    if (ctx.attach) continue;
    const ban = targetBan(k);
    if (!ban) continue;
    const sp = isSpell();
    if (sp ? !ban.spells : !ban.abilities) continue;
    if (ban.auraSpells && !(sp && g.chars(sp).subtypes.includes("Aura"))) continue;
    if (ban.color && !ctx.sourceColors.includes(ban.color)) continue;
    if (ban.sourceType && !sourceHasType(g, ctx.source, ban.sourceType)) continue;
    if (ban.onlySubtype && !(spec.object?.subtypes?.length === 1 && spec.object.subtypes[0] === ban.onlySubtype && !spec.player)) continue;
    return `${o.name} can't be the target of ${sp ? "that spell" : "that ability"} (${k})`;
  }
  return null;
}

/** Every legal choice for one target slot. */
export function legalTargets(g: Game, spec: TargetSpec, chooser: PlayerId, source: GameObject, you: PlayerId, x?: number): Ref[] {
  const ctx: TargetContext = { you, source: source.id, sourceColors: sourceColorsOf(g, source), x };
  const zone = spec.zone ?? "battlefield";
  const out: Ref[] = [];
  if (spec.player) for (const p of PLAYERS) if (targetProblem(g, spec, p, chooser, ctx) === null) out.push(p);
  if (!spec.object) return out;
  const ids = zone === "battlefield" ? (spec.orSpell ? [...g.state.battlefield, ...g.state.stack.filter((i) => i.kind === "spell" && i.id !== source.id && g.obj(i.id)).map((i) => i.id)] : g.state.battlefield)
    : zone === "stack" && spec.stackKind === "ability" ? g.state.stack.filter((i) => i.kind === "ability").map((i) => i.id)
    : zone === "stack" ? g.state.stack.map((i) => i.id).filter((id) => id !== source.id && g.obj(id))
    : zone === "ante" ? PLAYERS.flatMap((q) => g.player(q).ante) // CR 407: "target card in the ante"
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

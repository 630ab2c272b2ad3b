/**
 * The vocabulary card definitions are written in (design.md §3: "cards are declarations").
 * A definition says what a card does; the rules core decides when and how.
 *
 * Words are data: colors, card types, subtypes and keywords appear in definitions as values
 * (`{ colors: ["R"] }`, `"protection from black"`, `{ subtypes: ["Wall"] }`), never inside
 * closures, so that text-changing effects (CR 612) can rewrite them later. Closures remain the
 * escape hatch for effects the vocabulary has no word for (`{ do: "code", run }`).
 */
import type { Color, PlayerId, Step } from "../types";
import type { ResolveContext } from "../core/context";
import type { Chars } from "../core/layers";
import type { Game } from "../core/game";
import type { GameObject } from "../core/state";

// ---- filters --------------------------------------------------------------------------------

/** A number comparison: `{ eq: 3 }`, `{ lte: "X" }` ("X" is the resolving item's X). */
export interface NumberTest {
  /** "halfX": the number is half of X ("X is twice the mana value of that spell", Reflecting Mirror). */
  eq?: number | "X" | "halfX";
  lte?: number | "X";
  gte?: number | "X";
}

/**
 * Which objects (usually permanents) something applies to. Every field narrows; list fields
 * match any of their values. Evaluated against current characteristics (CR 613).
 */
export interface Filter {
  /** Has any of these card types ("Creature", "Artifact", "Land", ...). */
  types?: string[];
  /** Has all of these card types (an artifact creature: `["Artifact", "Creature"]`). */
  allTypes?: string[];
  notTypes?: string[];
  /** Has any of these subtypes ("Wall", "Forest", "Djinn"). */
  subtypes?: string[];
  /** Has all of these subtypes (an "Urza's Power-Plant": `["Urza's", "Power-Plant"]`, CR 205.3i). */
  allSubtypes?: string[];
  notSubtypes?: string[];
  supertypes?: string[];
  /** Has none of these supertypes ("nonbasic land": `notSupertypes: ["Basic"]`, CR 305.8). */
  notSupertypes?: string[];
  /** Is any of these colors. */
  colors?: Color[];
  notColors?: Color[];
  colorless?: boolean;
  /** Relative to the source's controller ("you") or the chooser. */
  controller?: "you" | "opponent";
  owner?: "you" | "opponent";
  /** Both owned and controlled by "you" (Obelisk of Undoing). */
  ownedAndControlled?: boolean;
  tapped?: boolean;
  attacking?: boolean;
  blocking?: boolean;
  /** Has every one of these keywords (Oracle wording: "flying"). */
  keywords?: string[];
  notKeywords?: string[];
  name?: string;
  /** Not the source itself ("other creatures"). */
  other?: boolean;
  token?: boolean;
  manaValue?: NumberTest;
  /** A spell on the stack with exactly one target ("target spell with a single target", Reflecting Mirror; CR 115.10 counts each "target" once). */
  singleTarget?: true;
  power?: NumberTest;
  /** Card set of first printing ("ATQ"), for Golgothian Sylex. */
  firstPrinting?: string;
  /** "Enchanted creatures": has an Aura attached to it (or not). */
  enchanted?: boolean;
  /** An attacking creature that is blocked (CR 509.1h) or unblocked ("unblocked creature", 509.1h). */
  blocked?: boolean;
  /**
   * "Creature blocking or blocked by this creature" (Lesser Werewolf, Sentinel): blocking the source
   * or blocked by it now (CR 509.1a, 506.4: a creature removed from combat is neither); judged
   * with the filter's `source` (for a target, the ability's source, again on resolution, CR 608.2b).
   */
  blockingOrBlockedBySource?: true;
  /** Escape hatch for what the words above cannot say. */
  where?: (g: Game, o: GameObject, c: Chars, ctx: FilterContext) => boolean;
}

/** What a filter is judged relative to: whose "you", which source, which X. */
export interface FilterContext {
  you: PlayerId;
  source?: string;
  x?: number;
}

// ---- targets --------------------------------------------------------------------------------

/** What a target may be (CR 115). */
export interface TargetSpec {
  /** Words for prompts and errors: "any target", "target creature". */
  text: string;
  /** Players that may be chosen. */
  player?: "any" | "opponent" | "you";
  /** Only a player who attacked this turn ("target player who attacked this turn", Fire and Brimstone). */
  playerAttackedThisTurn?: boolean;
  /** Objects that may be chosen (in `zone`, default the battlefield). */
  object?: Filter;
  /** `ante`: "target card in the ante" (CR 407, Darkpact). */
  zone?: "battlefield" | "stack" | "graveyard" | "ante";
  /** "Target spell or permanent": a permanent (`zone` battlefield) or a spell on the stack (CR 115.1). */
  orSpell?: boolean;
  /** On the stack: spells (default) or activated/triggered abilities. */
  stackKind?: "spell" | "ability";
  /**
   * With `stackKind: "ability"`: only activated or only triggered abilities (CR 115.1, Rust:
   * "target activated ability from an artifact source"; `object` is then judged on the source).
   */
  abilityKind?: "activated" | "triggered";
  /** A graveyard target: only cards in the chooser's own graveyard. */
  yourGraveyard?: boolean;
  /**
   * A card in the graveyard of the player chosen for target number N ("target artifact cards from
   * target player's graveyard", CR 115.1, 601.2c: judged with the targets chosen before it).
   */
  inGraveyardOfTarget?: number;
  /**
   * Chosen by an opponent of the controller (Cuombajj Witches: "any target of an opponent's choice"),
   * or, on a triggered ability, by the player it remembers as `player` (The Abyss: "target ... that
   * player controls of their choice", CR 603.3d).
   */
  chooser?: "opponent" | "that_player";
  /**
   * "That shares one of those types with it": the object must have one of `types` that target number
   * `target` has too (Gauntlets of Chaos; CR 115.1, judged with the targets chosen, and on resolution).
   */
  sharesTypeWith?: { target: number; types: string[] };
  /**
   * "Target creature that target Wall blocked this turn" (Glyph of Delusion): the object must be
   * a creature that the object chosen for target number N blocked this turn (CR 509.1, 601.2c).
   */
  blockedByTarget?: number;
}

// ---- amounts and selectors ------------------------------------------------------------------

/** A number an effect uses: fixed, X, a count, or a characteristic of something. */
export type Amount =
  | number
  | "X"
  | { count: Filter; zone?: "battlefield" }
  | { stat: "power" | "toughness" | "manaValue"; of: Who }
  | { handSize: Who; minus?: number; times?: number }
  | { counters: string; on: Who }
  | { memo: string }
  | { half: Amount; round: "down" | "up" }
  | ((ctx: ResolveContext) => number);

/**
 * Who or what an effect acts on. Objects are resolved to their current ids when the step runs
 * (CR 608.2h: information is determined once, as the effect applies).
 */
export type Who =
  | "you" | "opponent" | "each_player" | "active_player"
  | "self" | "enchanted"
  | "target" | { target: number } | "targets"
  | "that_player" | "that_object"
  | { controllerOf: Who } | { ownerOf: Who }
  | { all: Filter }
  | { memo: string };

// ---- durations ------------------------------------------------------------------------------

export type Until = "end_of_turn" | "end_of_combat" | "your_next_upkeep" | "your_next_untap" | "indefinitely" | "source_tapped" | "source_controlled"
  /** "Until the end of your next upkeep" (Halfdane): through that whole upkeep step, over as the next step begins. */
  | "end_of_your_next_upkeep"
  /**
   * "For as long as" several things hold (CR 611.2b), all about the source, which must also remain on
   * the battlefield: "you_control" (you control this creature), "tapped" (this creature remains tapped),
   * "power" (that creature's power remains less than or equal to this creature's power). `[]` is
   * "for as long as this creature remains on the battlefield" (Scarwood Bandits).
   */
  | { while: ("you_control" | "tapped" | "power")[] }
  /**
   * "For as long as it has a [kind] counter on it" (CR 611.2b; Cyclopean Tomb's mire counters): about
   * each affected object, not the source; ends for good once the object has none (or has left).
   */
  | { whileCounter: string };

// ---- effects (resolution steps) -------------------------------------------------------------

/**
 * One instruction of a spell's or ability's effect (CR 608.2c: followed in order). A step may
 * ask a player something before it changes the game; a step that must change the game and then
 * ask is written as two steps.
 */
export type EffectStep =
  | { do: "damage"; amount: Amount; to: Who }
  | { do: "destroy"; what: Who; noRegen?: boolean }
  | { do: "pump"; what: Who; power: Amount; toughness: Amount; until?: Until }
  /**
   * "[what] gains [keywords]" and/or "gains \"[ability]\"" (CR 113.10, 613.1f): `abilities` are keys
   * of the abilities the card's definition `grants` ("#ga0", "#gt0"); `until` defaults to end of turn.
   */
  | { do: "grant"; what: Who; keywords: string[]; abilities?: string[]; until?: Until }
  /**
   * "[what] becomes a [P/T] [color] [subtypes] [types] until ..." / "has base power and toughness
   * P/T" (CR 613.1d layer 4, 613.1e layer 5, 613.4b layer 7b; engine/core/animate.ts). Types are
   * added, keeping the others (CR 205.1b); the set of objects is locked in as it resolves (611.2c).
   */
  /** `landTypes`: "target land becomes a Forest" (CR 305.7, sets its land types). */
  | { do: "becomes"; what: Who; types?: string[]; subtypes?: string[]; landTypes?: string[]; replaceCreatureTypes?: boolean; colors?: Color[]; power?: Amount; toughness?: Amount; until?: Until }
  /**
   * "Change the text of [what] by replacing all instances of one [color word | basic land type] with
   * another" (CR 612, layer 3; engine/core/text-change.ts): both words are chosen as it resolves, the
   * one replaced first; the change lasts indefinitely on that object (a spell keeps it as the
   * permanent it becomes, CR 400.7a).
   */
  | { do: "changeText"; what: Who; words: "color" | "land_type" }
  /** "Switch [what]'s power and toughness" (CR 613.4d, layer 7d). */
  | { do: "switchPt"; what: Who; until?: Until }
  | { do: "counter"; what: Who }
  | { do: "draw"; who: Who; n: Amount }
  | { do: "gainLife"; who: Who; n: Amount }
  | { do: "loseLife"; who: Who; n: Amount }
  | { do: "tap"; what: Who }
  | { do: "untap"; what: Who }
  | { do: "bounce"; what: Who }
  | { do: "addCounters"; what: Who; kind: string; n: Amount }
  | { do: "removeCounters"; what: Who; kind: string; n: Amount }
  | { do: "regenerate"; what: Who }
  | { do: "cantRegenerate"; what: Who }
  /**
   * Prevention shields (CR 615): "prevent the next N / all damage that would be dealt to [what]
   * this turn". `by`: only damage dealt by those objects (one shield per object); with `what:
   * "anything"`, "prevent all damage that would be dealt by [by]" to any player or permanent.
   * `from`: only damage from sources with this quality, rechecked as the damage would be dealt
   * (CR 615.9). `reduce`: prevent only part of each damage event ("half, rounded down", "all but 1").
   */
  | { do: "prevent"; what: Who | "anything"; n: Amount | "all"; combatOnly?: boolean; by?: Who; from?: Filter; reduce?: PreventReduce }
  | { do: "discard"; who: Who; n: Amount; random?: boolean }
  | { do: "mill"; who: Who; n: Amount }
  | { do: "sacrifice"; what: Who }
  | { do: "exile"; what: Who }
  | { do: "move"; what: Who; to: "hand" | "battlefield" | "graveyard" | "library_top" | "library_bottom" | "exile"; under?: "you" | "owner" }
  | { do: "addMana"; who: Who; mana: string }
  | { do: "shuffle"; who: Who }
  /** "[who] may [then]": a yes/no decision (CR 608.2d). */
  | { do: "may"; who?: Who; prompt: string; then: EffectStep[]; otherwise?: EffectStep[] }
  /** "You may pay {1}. If you do, [then]" (CR 118.12): an always-asked "pay or not" decision. */
  /** `prompt`: the question in the player's words, saying what paying does ("Pay {R}{R} to copy Chain Lightning?"). */
  | { do: "ifPays"; who?: Who; cost: string | ((ctx: ResolveContext) => string); then: EffectStep[]; otherwise?: EffectStep[]; prompt?: string }
  /** "[then] unless [who] pays {cost}" (CR 118.12a): the same decision, the other way round. */
  | { do: "unlessPays"; who?: Who; cost: string | ((ctx: ResolveContext) => string); then: EffectStep[]; prompt?: string }
  /**
   * "For each [what], [then]": the objects or players are determined as the loop begins (CR
   * 608.2h); `then` runs once for each, naming it `{ memo: as }` (Heroism: "for each attacking red
   * creature, ... unless its controller pays").
   */
  | { do: "forEach"; what: Who; as: string; then: EffectStep[] }
  /** A condition checked as the step runs. */
  | { do: "if"; test: (ctx: ResolveContext) => boolean; then: EffectStep[]; otherwise?: EffectStep[] }
  /**
   * Creates the card's delayed triggered ability number `index` (`CardDef.delayed`, CR 603.7a),
   * remembering the object `object` names ("that creature"), the player `player` names ("that
   * player") and the number `amount` is, all determined now (603.7: "that spell's mana value"); engine/core/delayed.ts.
   * `remember` copies those keys of `ctx.memo` into its data (CR 607: "that exiled card", "the noted counters").
   */
  | { do: "delayed"; index: number; object?: Who; player?: Who; amount?: Amount; remember?: string[] }
  /**
   * "[who] creates N [token]" (CR 111.1, 111.2): `token` names a token definition the card lists
   * in `tokens` (CardDef); `who` (default "you") gets and controls them, N for each player it names.
   * `memo` keeps the created ids in `ctx.memo`; `link` links them to the source (CR 607, "tokens
   * created with this"). engine/core/tokens.ts.
   */
  | { do: "createToken"; token: string; n?: Amount; who?: Who; memo?: string; link?: boolean; tapped?: boolean }
  /**
   * "[who] gains control of [what] [until]" (CR 613.1b, layer 2; `who` defaults to "you", `until` to
   * "indefinitely"). A "for as long as" duration about the source that ended while the ability
   * waited on the stack never starts (CR 611.2b): then nothing happens. engine/core/game.ts gainControl.
   */
  | { do: "gainControl"; what: Who; who?: Who; until?: Until }
  /**
   * "Exchange control of [a] and [b]" (CR 701.12): nothing happens unless both are on the battlefield
   * under different controllers; `memo` records in `ctx.memo[memo]` whether they were exchanged.
   */
  | { do: "exchangeControl"; a: Who; b: Who; memo?: string }
  /** The escape hatch: kernel operations through the context. */
  | { do: "code"; run: (ctx: ResolveContext) => void };

export type Effect = EffectStep[];

// ---- costs ----------------------------------------------------------------------------------

/** A cost (CR 118): mana and everything else, chosen and paid while casting or activating. */
export interface CostDef {
  /** Mana part, e.g. "{2}{B}" or "{X}". */
  mana?: string;
  /**
   * "Pay enchanted creature's mana cost" (Merseine): the mana cost of the permanent this Aura
   * enchants, in place of `mana`, read as the ability is activated (X is 0); a permanent with no mana
   * cost (a token) makes the cost unpayable (CR 118.6, 202.1b). engine/core/cost-changes.ts `activationMana`.
   */
  manaOfEnchanted?: true;
  /**
   * "{X}{X}, where X is the number of [kind] counters on this permanent" (Voodoo Doll; CR 107.3c: X
   * defined by the text, not chosen): `generic` mana per counter, read as the ability is activated
   * (engine/core/cost-changes.ts `activationMana`), in place of `mana`.
   */
  manaPerCounter?: { kind: string; generic: number };
  tap?: boolean;
  /** {Q}: untap this permanent. */
  untap?: boolean;
  sacrificeSelf?: boolean;
  exileSelf?: boolean;
  /** `count: "any"`: "sacrifice any number of [filter]" (Sword of the Ages): 0 or more, chosen in `costs.sacrifice`. */
  sacrifice?: { filter: Filter; count: number | "any"; text: string };
  discard?: { count: number; random?: boolean; filter?: Filter; text: string };
  life?: number;
  /**
   * `singleGraveyard`: "exile N [cards] from a single graveyard" (Night Soil): from any player's
   * graveyard, all from the same one (zone "graveyard").
   */
  exile?: { zone: "graveyard" | "battlefield" | "hand"; filter: Filter; count: number; text: string; singleGraveyard?: boolean };
  removeCounters?: { kind: string; count: number | "X" };
  /** "Tap an untapped creature you control" and the like (not the source itself). */
  tapUntapped?: { filter: Filter; count: number; text: string };
  returnToHand?: { filter: Filter; count: number; text: string };
}

// ---- abilities ------------------------------------------------------------------------------

export interface ManaProduction {
  /** Fixed mana, e.g. "G", "CC", "BBB". */
  fixed?: string;
  /** Any one color, `amount` times ("RRR" for Black Lotus). */
  anyColor?: number;
  /** One of these colors (dual lands). */
  oneOf?: Color[];
  /**
   * "If you control [one of each filter], add [fixed] instead" (Urza's lands, CR 106): checked as
   * the ability resolves, with the controller's permanents.
   */
  instead?: { fixed: string; ifYouControl: Filter[] };
  /** "then add an additional [symbol] for each [kind] counter removed this way" (Mana Batteries). */
  plusPerCounterRemoved?: string;
  /**
   * "Add an amount of {B} equal to the sacrificed artifact's mana value" (Priest of Yawgmoth):
   * `fixed` (one symbol) is added that many times, the mana value of what was sacrificed to pay
   * the ability's cost as it last existed (CR 118.3, 605.3b, 608.2h). Its cost needs a choice
   * (`costs.sacrifice`), so automatic payment never uses it. "counters_removed": "Add {B} for each
   * storage counter removed this way" (the storage lands): `fixed` once per counter removed as the
   * cost (`removeCounters` with count "X"; zero makes no mana, CR 107.1b).
   */
  times?: "sacrificed_mana_value" | "counters_removed";
  /**
   * "Add {C} for each storage counter on this land" (City of Shadows): `fixed` once per counter of
   * this kind on the source as the ability resolves (none: no mana, CR 106.1, 107.1b); the counters stay.
   */
  perCounterOnSelf?: string;
  /** "Spend this mana only to ..." (CR 106.6): kept with the mana in the pool (engine/core/mana-pool.ts). */
  spendOnly?: ManaRestriction;
  /**
   * "Add one mana of any color that a land an opponent controls could produce" (Fellwar Stone, with
   * `anyColor: 1`): the colors are read from the game as it is activated (CR 106.7).
   */
  colorsOfOpponentsLands?: true;
  /**
   * "{T}: Add {B}. This creature deals 1 damage to you." (Elves of Deep Shadow): part of the mana
   * ability's effect, so it happens at once, without the stack (CR 605.3a-b), dealt by the source.
   */
  damagesYou?: number;
}

/** What restricted mana may be spent on (CR 106.6): casting spells with any of these card types. */
export interface ManaRestriction {
  spellTypes: string[];
}

export interface Mode {
  text: string;
  targets?: TargetSpec[];
  effect: Effect;
}

/** When an activated ability may be activated (CR 602.5). */
export type ActivationTiming = "sorcery" | "your_upkeep" | "upkeep" | "your_turn" | "end_of_combat" | "combat" | "declare_blockers_step";

export interface ActivatedDef {
  /** The ability's words for menus and logs: "{T}: Add {G}." */
  text: string;
  cost: CostDef;
  /** Mana abilities resolve at once and do not use the stack (CR 605). */
  mana?: ManaProduction;
  targets?: TargetSpec[];
  /** The `targets` are one instance of the word "target" ("two target blocking creatures"): different objects (CR 115.3). */
  distinctTargets?: boolean;
  /** X target count (Candelabra of Tawnos: "X target lands"). */
  xTargets?: TargetSpec;
  modes?: Mode[];
  effect?: Effect;
  /** The least X may be ("X can't be 0": 1; CR 107.1b, 601.2b, 602.2b). */
  xMin?: number;
  /** "The mana you spent on {X}": the mana paid for it is kept on its stack item (`StackItem.spent`, Illusionary Mask). */
  recordsSpent?: boolean;
  timing?: ActivationTiming;
  /** "Activate only if ..." (CR 602.5b). */
  condition?: (g: Game, self: GameObject, player: PlayerId) => boolean;
  conditionText?: string;
  /** Who may activate it (CR 602.2: normally its controller; "Only your opponents may activate this ability"). */
  by?: "controller" | "any" | "opponents";
  oncePerTurn?: boolean;
  ai?: AbilityHints;
}

/** What a triggered ability waits for (CR 603.2), as data. */
export type TriggerEvent =
  /** "At the beginning of [whose] [step]" (CR 603.2, 503.1). */
  | { on: "step"; step: Step; whose: "yours" | "each" | "opponents" | "chosen_player" | "enchanted_controller" }
  /** "When [this / a matching permanent] enters" (CR 603.6a). */
  | { on: "enters"; self?: boolean; filter?: Filter }
  /**
   * "When this leaves the battlefield" (CR 603.6c, 603.10a); `to: "graveyard"`: "When this is put into a
   * graveyard from the battlefield" (judged on the event, not an intervening "if": the card may have
   * left the graveyard again by the time it resolves).
   */
  | { on: "leaves"; self: true; to?: "graveyard" }
  /** "When [this / enchanted creature / a matching creature] dies" (CR 700.4). */
  | { on: "dies"; self?: boolean; enchanted?: boolean; damagedBySelf?: boolean; filter?: Filter }
  /**
   * "Whenever [a player / you / an opponent] casts a [matching] spell" (CR 603.2, 601.2i); `self`:
   * "When you cast this spell" (with `zone: "stack"`, CR 113.6k: it triggers from the stack; Mana Vortex).
   */
  | { on: "cast"; by: "any" | "you" | "opponent"; filter?: Filter; self?: boolean }
  /** "Whenever this deals damage to [an opponent / a player]". */
  | { on: "deals_damage"; self: true; to: "opponent" | "player" | "any" }
  /** "Whenever a player taps a [matching] permanent for mana" (CR 605.4a); `enchanted`: only the enchanted permanent (Wild Growth). */
  | { on: "tapped_for_mana"; filter: Filter; enchanted?: boolean }
  /**
   * "When a spell or ability an opponent controls causes you to discard this card" (Psychic Purge;
   * CR 701.9: only an effect's discard, not a cost's or the cleanup step's). Use with `zone:
   * "graveyard"` (the discarded card is there). Remembers `player`, the controller of that spell or
   * ability, and `object`, the card. `cause: "any"`: whoever's effect it was.
   */
  | { on: "discarded"; self: true; cause: "opponent" | "any" }
  /** "Whenever [this / enchanted permanent / a matching permanent] becomes tapped" (CR 603.2e: not when it enters tapped). */
  | { on: "tapped"; self?: boolean; enchanted?: boolean; filter?: Filter }
  /** "Whenever a [matching] permanent is put into a graveyard from the battlefield" (CR 603.6c, 603.10a: looks back in time). */
  | { on: "put_into_graveyard"; filter?: Filter }
  /**
   * "Whenever [this / enchanted creature] deals damage [to you]", "Whenever [this / you] [is / are]
   * dealt damage" (CR 603.2c, 120.2): damage dealt at the same time is one event, remembered as
   * `amount` (the total), `object` and `sourceController` (the source) and `player` (the player dealt damage).
   */
  | { on: "damage"; source?: "self" | "enchanted"; to?: "you" | "self" | "enchanted" }
  /**
   * "Whenever [a player / you / an opponent] activates an ability of [this / enchanted permanent /
   * a matching permanent] [without {T} in its activation cost]" (CR 602.2, 605.3a: mana abilities
   * too). Remembers `object` (the source), `player` (the source's controller) and `activator`.
   */
  | { on: "activated"; by?: "any" | "you" | "opponent"; self?: boolean; enchanted?: boolean; filter?: Filter; withoutTap?: boolean; /** "with {T} in its activation cost" */ withTap?: boolean; /** "that isn't a mana ability" (CR 605); remembers the ability on the stack as `item` */ notMana?: boolean }
  /**
   * Combat triggers (CR 508.3a, 509.3a–g; engine/core/triggers.ts `combatTriggered`). The creature
   * is this one (`self`), the enchanted one (`enchanted`) or any matching `creature`. Each remembers
   * `object` (the other creature of a pair, else the creature itself), `attacker`, `blocker`
   * (where there is one) and `player` (the defending player).
   * - "attacks": "Whenever [it] attacks" (508.3a: declared as an attacker).
   * - "blocks": "Whenever [it] blocks" (509.3a: once per combat); `each`: "blocks a [matching]
   *   creature" (509.3b: once per attacker it blocks, `filter` on that attacker).
   * - "blocked": "Whenever [it] becomes blocked" (509.3c: once; `amount` = how many block it);
   *   `each`: "becomes blocked by a [matching] creature" (509.3d: once per blocker).
   * - "blocks_or_blocked": "Whenever [it] blocks or becomes blocked by a [matching] creature": once
   *   per pair, `object` = the other creature; `once`: "by one or more [matching] creatures"
   *   (once per combat, if any pair matches; without `filter`: "blocks or becomes blocked").
   * - "unblocked": "Whenever [it] attacks and isn't blocked" (509.3g: as blockers are declared,
   *   if none were declared for it).
   */
  | { on: "attacks" | "blocks" | "blocked" | "blocks_or_blocked" | "unblocked"; self?: boolean; enchanted?: boolean; creature?: Filter; each?: boolean; once?: boolean; filter?: Filter }
  /** "Whenever [you | a player | an opponent] play[s] a land" (CR 305.1: the special action, not "put onto the battlefield"). */
  | { on: "plays_land"; by: "any" | "you" | "opponent" }
  /** "When [you / a player / an opponent] draw[s] a card" (CR 121.1; W11b, Fasting). */
  | { on: "draws"; by: "any" | "you" | "opponent" }
  /**
   * "When you remove the last [kind] counter from this permanent" (Divine Intervention): a removal
   * that leaves it with none. Who removed it isn't recorded: its controller is assumed.
   */
  | { on: "last_counter_removed"; kind: string }
  /** State triggers (CR 603.8): "When [condition]". */
  | { on: "state"; test: (g: Game, self: GameObject) => boolean };

export interface TriggerDef {
  text: string;
  when: TriggerEvent;
  /** Intervening "if" clause (CR 603.4): checked when it triggers and again on resolution. */
  condition?: (g: Game, self: GameObject, data: TriggerData) => boolean;
  /**
   * The zone it functions from when not the battlefield (CR 113.6b, 113.6m): "if this card is in
   * your graveyard, ... put this card onto the battlefield" (Nether Shadow), "if this card is exiled
   * with a scream counter on it" (All Hallow's Eve); its controller is the card's owner. "stack": a
   * spell's own "When you cast this spell" (CR 113.6k), controlled by the spell's controller.
   */
  zone?: "graveyard" | "exile" | "stack";
  targets?: TargetSpec[];
  modes?: Mode[];
  effect: Effect;
  /**
   * A triggered mana ability (CR 605.1b): it adds this mana to the pool of the player who tapped
   * the permanent, at once, without the stack (605.4a); `effect` is then empty. "produced": one
   * mana of a type the permanent produced (Mana Flare). Only with `on: "tapped_for_mana"`.
   */
  mana?: { add: string | "produced" };
  ai?: AbilityHints;
}

/**
 * When a delayed triggered ability triggers (CR 603.7): once (603.7c), at the first such moment
 * after it was created. "this turn" ones can't trigger after the turn they were created in.
 */
export type DelayedEvent =
  /** "At the beginning of the next end step" (CR 513.1). */
  | { at: "next_end_step" }
  /** "At the beginning of your next main phase" (CR 505.1: precombat or postcombat). */
  | { at: "your_next_main_phase" }
  /** "At the beginning of that player's next draw step" (CR 504): the remembered `player`. */
  | { at: "that_players_next_draw_step" }
  /** "When that creature dies this turn" (CR 700.4): the remembered object. */
  | { at: "that_object_dies"; thisTurn: true }
  /** "When this artifact leaves the battlefield or becomes untapped" (CR 603.2e, 603.6c): its source. */
  | { at: "source_leaves_or_untaps" }
  /** "When this creature leaves the battlefield" as a delayed trigger (CR 603.6c, 603.7): its source, from the moment it is created (Stangg). */
  | { at: "source_leaves" }
  /** "When that token leaves the battlefield" (CR 603.6c, 603.7): the remembered object (Stangg). */
  | { at: "that_object_leaves"; thisTurn?: true }
  /** "At end of combat" (CR 511.2: as this turn's next end of combat step begins); dropped as the turn ends. */
  | { at: "end_of_combat" }
  /** "This turn, when that creature attacks and isn't blocked" (CR 509.3g): the remembered object. */
  | { at: "that_object_unblocked"; thisTurn: true }
  /** "At the beginning of your next upkeep" (CR 503.1): the upkeep of its controller's next turn. */
  | { at: "your_next_upkeep" }
  /**
   * "At the beginning of each of your upkeeps for the rest of the game" (Cyclopean Tomb; CR 603.7b: a
   * stated duration, so it triggers every time and never ends). Its trigger's data carries `delayed`,
   * the id of the waiting ability, so its effect can update what the ability remembers (CR 607;
   * delayed.ts `setDelayedData`).
   */
  | { at: "each_of_your_upkeeps" }
  /**
   * "Whenever that creature is dealt damage [by <filter>] this turn" (Glyph of Life: `by: {
   * attacking: true, types: ["Creature"] }`, the source judged as the damage is dealt): the
   * remembered object. With its stated duration it triggers every time (CR 603.7b); damage dealt
   * at once is one event with its total amount (CR 603.2c), read as `ctx.data.amount`.
   */
  | { at: "that_object_dealt_damage"; thisTurn: true; by?: Filter };

/** A delayed triggered ability a resolving spell or ability of this card creates (CR 603.7). */
export interface DelayedDef extends Omit<TriggerDef, "when" | "targets" | "modes"> {
  at: DelayedEvent;
  /**
   * "... unless they pay {1} before that draw step" (Nafs Asp, ruling 2004-10-04): while it waits,
   * the remembered player may pay this cost whenever they have priority, like a special action
   * (CR 116.2, no stack), by an `activate` naming its source card (delayed.ts `payObligation`);
   * the effect then sees `ctx.data.paid`.
   */
  payBefore?: string;
}

/** What a trigger remembers of its event: "that player", "that creature", an amount. */
export interface TriggerData {
  player?: PlayerId;
  object?: string;
  amount?: number;
  [key: string]: unknown;
}

/** A layer a continuous effect applies in (CR 613.1, 613.4). */
export type Layer = "1" | "2" | "3" | "4" | "5" | "6" | "7a" | "7b" | "7c" | "7d";

/** What a continuous effect changes, as data (so effects of resolved spells live in the state). */
export type Modification =
  | { pt: [number, number] }
  /** Layer 7b: set base power and/or toughness (null leaves that one as it is: "has base power 0"). */
  | { setPt: [number | null, number | null] }
  | { switchPt: true }
  | { addKeywords: string[] }
  | { removeKeywords: string[] }
  | { control: "source_controller" }
  /**
   * Layer 4 (CR 205.1b): add card types and subtypes, keeping the others; `replaceCreatureTypes`
   * for "becomes a [creature type] artifact creature", which replaces its creature types.
   */
  | { addTypes: string[]; addSubtypes?: string[]; replaceCreatureTypes?: boolean }
  | { colors: Color[] }
  /**
   * Layer 6 (CR 613.1f, 113.10): gains activated or triggered abilities, by key. A key starting with
   * "#" names an ability the source's definition `grants` ("#ga0": its first granted activated ability,
   * "#gt0": its first granted triggered ability), read against the source's name.
   */
  | { addAbilities: string[] }
  /** Layer 4 (CR 613.1d): loses these subtypes ("as a non-Aura enchantment", Takklemaggot). */
  | { removeSubtypes: string[] }
  /** Layer 6 (CR 613.1f, 113.10b): "loses all abilities": keywords, activated, triggered and static ones. */
  | { loseAllAbilities: true }
  /**
   * Layer 4 (CR 305.7): "is a Swamp", "becomes a Forest", "Nonbasic lands are Mountains": sets a land's
   * land types (a non-land is unaffected). It loses its old land types and the abilities of its rules
   * text; keeps card types and supertypes; gains the new types' mana abilities (CR 305.6).
   */
  | { setLandTypes: string[] }
  /**
   * Layer 3 (CR 612, 613.1c): the object's text has every instance of one color word (`from`, `to`:
   * "W" … "G") or basic land type ("Plains" … "Forest") replaced with another (engine/core/text-change.ts).
   */
  | { textChange: TextChange };

/** One text change: which kind of word, the word replaced and the word put in its place (CR 612.2). */
export interface TextChange { words: "color" | "land_type"; from: string; to: string }

/** A static ability that changes characteristics (CR 604, 613). */
export interface StaticDef {
  text?: string;
  /** Which objects it affects: the source, the permanent it enchants, or a filter. */
  affects: "self" | "enchanted" | Filter;
  /** "as long as ..." (CR 611.3a: checked continuously). */
  condition?: (g: Game, self: GameObject) => boolean;
  layer: Layer;
  /** The change, as data, or computed for the affected object (Aspect of Wolf). */
  mod: Modification | ((g: Game, self: GameObject, target: GameObject, chars: Chars) => Modification);
  /**
   * A protection the Ward Auras grant "doesn't remove this Aura" (CR 702.16c exception): the
   * keyword is recorded as given by the source, and the SBA that would remove it skips it.
   */
  doesntRemoveSelf?: boolean;
  /** It affects only objects that match this as it starts to apply ("as long as enchanted artifact isn't a creature"). */
  only?: Filter;
  /**
   * Its parts in later layers (CR 613.6): applied to the objects its first part applied to, even
   * if that would no longer be so ("is a 1/1 creature": layer 4, then 7b).
   */
  also?: { layer: Layer; mod: StaticDef["mod"] }[];
  /**
   * "If this [permanent] leaves the battlefield, this effect continues until end of turn" (Titania's
   * Song): as its source leaves, each part goes on applying to the objects it applied to (CR 613.6),
   * until end of turn (CR 514.2).
   */
  lingers?: "end_of_turn";
}

/** Prevention that leaves part of each damage event: "half, rounded down/up", "all but 1" (CR 615). */
export type PreventReduce = "half_down" | "half_up" | "all_but_1";

/**
 * A static prevention ability of a permanent (CR 615, 609.7c): "Prevent all [combat] damage that
 * would be dealt to [to] by [from / by]". Applies while the permanent is on the battlefield.
 * - `to`: "self" (this permanent), "enchanted" (the permanent it enchants), "you" (its
 *   controller); absent: to any player or permanent.
 * - `from`: sources with this quality ("artifact sources", "Walls", "enchanted creatures"),
 *   judged relative to this permanent (`you`, `source`); for sources not on the battlefield, on
 *   their characteristics as the damage is dealt (609.7c).
 * - `by`: "self" / "enchanted": damage dealt by this permanent or the enchanted creature.
 * - `blockedBySelf`: only sources this creature is blocking ("by creatures it's blocking").
 * - `spellTargeting`: only damage caused by a resolving spell that targets the damaged object
 *   ("by spells that target it").
 * - `condition`: "as long as ..." (checked as the damage would be dealt).
 */
export interface PreventionDef {
  to?: "self" | "enchanted" | "you";
  from?: Filter;
  by?: "self" | "enchanted";
  blockedBySelf?: boolean;
  spellTargeting?: boolean;
  combatOnly?: boolean;
  condition?: (g: Game, self: GameObject) => boolean;
}

/**
 * Static replacement effects of a permanent on damage (CR 614.1a, 614.9, 616.1), read by
 * Game.dealDamage only in games holding such cards (engine/core/replace.ts `replaceDamage`).
 * - `redirect: "self"`: "all damage that would be dealt to you by [from] is dealt to this creature
 *   instead" (Veteran Bodyguard, Martyrs of Korlis); `condition`: "as long as ..." (untapped).
 * - `lifeFloor: 1`: "damage that would reduce your life total to less than 1 reduces it to 1 instead"
 *   (Ali from Cairo): the damage is dealt in full, only the life loss changes.
 * - `cap`: "if a [from] source would deal `atLeast` or more damage to you, it deals `becomes` instead"
 *   (Forethought Amulet).
 */
export type DamageReplacementDef =
  | { redirect: "self"; to: "you"; from: Filter; condition?: (g: Game, self: GameObject) => boolean }
  | { lifeFloor: 1 }
  | { cap: { atLeast: number; becomes: number }; to: "you"; from: Filter }
  /**
   * "For each 1 damage that would be dealt to this creature, if it has a [kind] counter on it, remove a
   * [kind] counter from it and prevent that 1 damage" (Rock Hydra, CR 615.1a, 122.1): applied after the
   * other prevention effects (the better order for its controller, CR 616.1); the counters are removed
   * even if the damage can't be prevented (ruling 2008-08-01).
   */
  | { countersPrevent: string };

/** Replacement effects of permanents (CR 614), e.g. "enters tapped". */
export type ReplacementDef =
  | { enters: "tapped" }
  /** "This permanent enters with N <kind> counters on it" (CR 614.1c, 122.6). */
  | { enters: "counters"; kind: string; n: number | "x" } // "x": the X paid for its spell (CR 107.3m; 0 otherwise)
  /**
   * "<Filter> enter tapped" for other permanents (Kismet, CR 614.1c, 614.12): judged on the
   * permanent as it would exist on the battlefield, under the controller it enters under.
   */
  | { enters?: undefined; othersEnter: "tapped"; filter: Filter }
  /**
   * "If <filter> would enter, <its controller> instead puts it onto the battlefield then sacrifices a
   * <sacrifice> of their choice" (Land Equilibrium, CR 614.1a), when `condition` holds for that player
   * as it would enter. The sacrifice is part of the same event (no stack); it may be the new permanent.
   */
  | { enters?: undefined; othersEnter: "then_sacrifice"; filter: Filter; sacrifice: Filter; condition?: (g: Game, self: GameObject, player: PlayerId) => boolean }
  /**
   * "If this creature would die, return it to its owner's hand instead. Until that player's next turn,
   * that player plays with that card revealed in their hand and can't play it." (Firestorm Phoenix, CR 614.6, W11b)
   */
  | { enters?: undefined; dies: "return_to_hand_revealed" }
  /** "As this enters, you lose life equal to your life total" (Lich; CR 614.1c, 119.3): its controller, as it enters. */
  | { enters: "lose_life_total" }
  /** "As this enters, choose ..." (CR 614.12). */
  | { enters: "choose"; choose: "opponent" | "color" | "number"; min?: number; max?: number; prompt: string }
  /** "As this enters, it becomes your choice of ...": an option numbered from 1, kept in `chosen.number`. */
  | { enters: "choose"; choose: "option"; options: string[]; prompt: string }
  /** "If this creature would be destroyed, regenerate it." (CR 614.1a, 701.19a): no shield used up; "can't be regenerated" stops it. */
  | { enters?: undefined; destroyed: "regenerate" }
  /**
   * "You may have this <permanent> enter as a copy of any <filter> on the battlefield[, except …]"
   * (CR 707.5, 614.1c, 614.12a): chosen as it enters (a `cards` decision, `[]` declines).
   */
  | { enters: "copy"; filter: Filter; prompt: string; except?: CopyExcept }
  /**
   * "As this enters, <a cost or choice of its own>" (CR 614.1c, 614.12): `run` is called as it would
   * enter (resolving, or put there by an effect), asks its questions first, then acts (sacrifices,
   * pays life, exiles). Wood Elemental, Nameless Race, Frankenstein's Monster. See `AsEnters`.
   */
  | { enters: "as"; run: (g: Game, o: GameObject, controller: PlayerId, x: number | undefined) => AsEnters };

/**
 * What an "as this enters" replacement decides: `number` is kept in `chosen.number` (how many Forests
 * were sacrificed, how much life paid: read by its CDA, CR 604.3); `counters` it enters with (CR
 * 122.6); `instead: "graveyard"`: "put it into its owner's graveyard instead of onto the battlefield".
 */
export interface AsEnters {
  number?: number;
  counters?: Record<string, number>;
  instead?: "graveyard";
}

/**
 * A copy's exceptions (CR 707.9): `keepColors` "doesn't copy that creature's color" (it keeps its
 * own printed colors); `addTypes` "it's an enchantment in addition to its other types";
 * `abilities` "it has this ability" (keys of this card's own abilities: "#t0" its first trigger).
 */
export interface CopyExcept {
  keepColors?: boolean;
  addTypes?: string[];
  abilities?: string[];
}

/**
 * Rules of the untap step (CR 502.3) made by a permanent's static abilities. They change no
 * characteristic (no layer): they are read as the untap step's turn-based action happens, with
 * the current characteristics of every permanent (engine/core/untap.ts).
 */
export type UntapRuleDef =
  /** "<Affected> doesn't untap during its controller's untap step" (Paralyze, Meekstone). */
  | { doesntUntap: "self" | "enchanted" | Filter; condition?: (g: Game, self: GameObject) => boolean }
  /** "You may choose not to untap this during your untap step": a choice of the active player. */
  | { mayChooseNotToUntap: true }
  /** "Players can't untap more than <count> <filter> during their untap steps" (Winter Orb, Smoke). */
  | { untapLimit: Filter; count: number; condition?: (g: Game, self: GameObject) => boolean }
  /** "Players skip their untap steps" (Stasis; CR 614.10: a replacement of the step with nothing). */
  | { skipUntapSteps: true; condition?: (g: Game, self: GameObject) => boolean };

/** A characteristic-defining number: fixed, a count of matching permanents (plus a constant), or computed. */
export type CdaAmount = number | { count: Filter; plus?: number } | ((g: Game, self: GameObject, you: PlayerId) => number);

/** Characteristic-defining abilities (CR 604.3), working in every zone. */
export interface CdaDef {
  power: CdaAmount;
  toughness: CdaAmount;
}

/**
 * Static abilities that change what spells and activated abilities cost (CR 601.2f, 602.2b):
 * increases first, then reductions; reductions take generic mana only (CR 118.7a).
 */
export type CostChangeDef =
  /**
   * "<Filter> spells cost {more} more to cast" (Gloom); `moreMana`: an increase with colored mana,
   * "Black spells you cast cost {B} more to cast" (Derelor: `{ spells: { colors: ["B"], controller:
   * "you" }, moreMana: "{B}" }`), added to the total cost (CR 601.2f).
   * `less`: "Creature spells you cast cost {2} less to cast" (Planar Gate: `{ spells: { types:
   * ["Creature"], controller: "you" }, less: 2 }`), generic mana only (CR 601.2f, 118.7a).
   */
  | { spells: Filter; more?: number; moreMana?: string; less?: number }
  /**
   * "Activated abilities of <filter / enchanted permanent> cost {more} more / {less} less to
   * activate"; `minOne`: "can't reduce the mana in that cost to less than one mana" (Power Artifact).
   */
  | { abilities: "enchanted" | Filter; more?: number; less?: number; minOne?: boolean };

// ---- spells ---------------------------------------------------------------------------------

export interface SpellDef {
  targets?: TargetSpec[];
  /**
   * The `targets` are one instance of the word "target" ("two target creatures"): each must be a
   * different object or player (CR 115.3, 601.2c).
   */
  distinctTargets?: boolean;
  /**
   * Any number of targets of one kind (Fireball): min and optionally max; after the fixed `targets`,
   * if any. `namedFirst`: the Oracle text names these before the fixed player target ("target artifact
   * cards from target player's graveyard"), so an action may list them in that order too (CR 601.2c).
   */
  variableTargets?: { spec: TargetSpec; min: number; namedFirst?: boolean };
  /** X targets of one kind (Volcanic Eruption). */
  xTargets?: TargetSpec;
  modes?: Mode[];
  effect?: Effect;
  /**
   * "N damage divided as you choose among ... targets" (CR 601.2d): the amount divided. The caster
   * announces the split with the action's `choices.divide` (at least 1 per target); the effect reads
   * it from `ctx.item.choices.divide`.
   */
  divide?: number;
  /** Extra generic mana (Fireball: {1} per target beyond the first, CR 601.2f). */
  extraCost?: (targetCount: number) => number;
  /** "Spend only black mana on X" (Drain Life): the X part of the cost is paid with mana of this color. */
  xColor?: Color;
  /** Additional non-mana costs (CR 601.2b). */
  additionalCost?: CostDef;
  /**
   * "Cast this spell only during ..." (CR 601.3, 307.1 exceptions): "combat_before_blockers" is
   * "only during combat before blockers are declared" (engine/core/spell-timing.ts).
   */
  timing?: SpellTiming;
  /**
   * "Cast this spell only if <condition>" (CR 601.3), judged over the game as it would be cast,
   * with the caster as "you" (engine/core/spell-timing.ts): `noPermanent`, "only if no permanents
   * [matching] are on the battlefield" (Tidal Influence: `{ noPermanent: { name: "Tidal Influence" },
   * text: "only if no permanents named Tidal Influence are on the battlefield" }`). A rule of the
   * spell itself, also on a permanent card's definition, whatever the permanents have lost.
   */
  castOnlyIf?: { noPermanent: Filter; text: string };
}

/**
 * A casting-timing restriction of a spell (CR 601.3). "before_combat_damage": "Cast this spell
 * only before the combat damage step" (the steps of the turn before it, CR 510.4: a first-strike
 * damage step is a combat damage step too).
 */
/** "opponents_turn_before_attackers": "Cast this spell only during an opponent's turn, before attackers are declared" (Siren's Call). */
/** "before_blockers": "Cast this spell only before blockers are declared" (Rapid Fire: any step of the turn before the first declare blockers step). */
/** "after_combat": "Cast this spell only after combat" (Glyph of Reincarnation: the turn's combat phase has ended). */
/** "opponents_turn_after_upkeep": "Cast this spell only during an opponent's turn after their upkeep step" (Reset). */
export type SpellTiming = "before_blockers" | "declare_attackers_step" | "your_declare_attackers_step" | "declare_blockers_step" | "after_combat" | "combat_before_blockers" | "before_combat_damage" | "opponents_turn_before_attackers" | "opponents_upkeep" | "opponents_turn_after_upkeep";

// ---- AI hints ---------------------------------------------------------------------------------

export interface AbilityHints {
  /** The effect hurts what it targets (aim it at the opponent's things) or helps it (aim it at yours). */
  targets?: "harmful" | "helpful";
  /** A combat trick: worth using in combat, after blocks. */
  trick?: boolean;
  /** The AI should not activate or cast this by itself. */
  never?: boolean;
  /** Only worth casting or activating in answer to something (Fog, Unsummon, Dream Coat): with something on the stack, or in combat after blocks. */
  responseOnly?: boolean;
  /** Worth activating in its controller's own upkeep, before the draw, with the largest X (Aladdin's Lamp). */
  beforeYourDraw?: boolean;
  /**
   * It prevents the next damage a chosen source of these colors would deal to its controller
   * (the Circles of Protection; [] for a quality that is not a color): an X damage spell of such
   * a color is no kill while its controller can pay (app/host/ai/combo.ts).
   */
  shields?: string[];
}

/** What an activated ability does, read from its definition (for the computer players). */
export interface AbilityInfo {
  mana: boolean;
  /** Its mana cost ("{B}", "{1}"), "" for none. */
  cost: string;
  tap: boolean;
  /** "gets +P/+T until end of turn" on the source, the enchanted creature or a target. */
  pump?: { power: number; toughness: number; what: "self" | "enchanted" | "target" };
  /** "Regenerate" the source, the enchanted creature or a target. */
  regenerates?: "self" | "enchanted" | "target";
  /** "Tap target ..." (Icy Manipulator). */
  tapsTarget?: boolean;
  targets?: "harmful" | "helpful";
  /** The computer players should not activate it by themselves (its definition's `ai.never`). */
  never?: boolean;
  /** Only in answer to something (its definition's `ai.responseOnly`). */
  responseOnly?: boolean;
  /** Its definition's `ai.beforeYourDraw`. */
  beforeYourDraw?: boolean;
  /** Its definition's `ai.shields`. */
  shields?: string[];
  /** "Untap this" (Basalt Monolith's {3} ability, derived): with a mana ability making more than it costs, a mana engine. */
  untapsSelf?: boolean;
  /** A mana ability that sacrifices its source and costs no mana (Black Lotus, derived): the mana it makes, once. */
  manaOnce?: number;
  /**
   * "This becomes a P/T creature" until end of turn or combat (Mishra's Factory, Jade Statue,
   * derived): the computer animates it to block or to attack (app/host/ai/tricks.ts `animateWorth`).
   */
  animates?: { power: number; toughness: number };
}

/** What the computer players need to know that the rules don't say. */
export interface CardHints extends AbilityHints {
  /** Worth in hand (about 1 per ordinary card; answers keep their value until used). */
  value?: number;
  /** Worth on the battlefield: for a creature, added to the worth of its body; for another permanent, its whole worth. */
  bonus?: number;
  /** Its activated abilities, in order (derived). */
  abilities?: AbilityInfo[];
  /** Its printed keywords (derived). */
  keywords?: string[];
  /** A spell that pumps its target: by how much (derived). */
  pump?: { power: number; toughness: number };
  /** What X stands for (derived where the effect says): damage, cards discarded, a tax the opponent must pay. */
  xUse?: "damage" | "discard" | "draw" | "life" | "tax";
  /** It makes other creatures better (an anthem or a count of creatures): worth casting before combat (derived). */
  boostsOthers?: boolean;
  /** It destroys or damages every creature (or every one of a kind), and how (derived). */
  sweeper?: "destroy" | "damage" | "unregenerable";
  /** How a spell or ability removes what it targets (derived): regeneration answers only "destroy" and "damage". */
  removal?: "destroy" | "damage" | "exile" | "bounce" | "control" | "unregenerable";
  /**
   * It destroys the active player's creatures that don't attack this turn (Siren's Call): worth
   * casting on the opponent's turn when some of theirs can't attack (tapped).
   */
  destroysIdle?: boolean;
  /** Only makes mana: cast it when the mana is spent at once. */
  ritual?: boolean;
  /**
   * Until end of turn its controller may turn this much life into {C} (Channel): cast and used
   * only when that mana makes an X damage spell in hand lethal.
   */
  lifeForMana?: number;
  /**
   * A dexterity card (derived from the definition's `dexterity`): its effect turns on a simulated
   * flip (engine/cards/dexterity.ts), so the computer judges it by the average of the flip's two
   * results and aims it by the result it hopes for (app/host/ai/heuristic.ts).
   */
  dexterity?: boolean;
  /** A ritual's mana (Dark Ritual 3, derived from its "add" step): the combo's count (app/host/ai/combo.ts). */
  ritualMana?: number;
  /**
   * The enchanted permanent's activated abilities cost this much less, and `minOne` leaves at least
   * one mana (Power Artifact, derived): on an artifact whose untap ability then costs less than its
   * mana ability makes, a mana engine without end (app/host/ai/combo.ts).
   */
  cheapens?: { less: number; minOne: boolean };
  /** It searches its caster's library for any one card (Demonic Tutor): a combo deck casts it for its missing piece (app/host/ai/combo.ts). */
  tutor?: boolean;
  /**
   * Its caster draws this many cards, a fixed number (Ancestral Recall 3; Timetwister 7, each
   * player after shuffling hands and graveyards back): a combo deck's dig for its missing piece
   * (app/host/ai/combo.ts).
   */
  draws?: number;
  /** It gives its caster an extra turn (Time Walk): worth casting in its caster's main phase, the sooner the better. */
  extraTurn?: boolean;
  /**
   * It sacrifices itself at the beginning of the end step, unconditionally (Ball Lightning,
   * derived): worth nothing after this turn, so it attacks whatever blocks (app/host/ai/combat.ts).
   */
  fleeting?: boolean;
  /** A spell dealing this much damage to one target that may be a player (Lightning Bolt 3, derived): the combo's reach. */
  burn?: number;
  /** Only mana of this color pays its X (Drain Life, derived). */
  xColor?: string;
  /** A ritual whose mana casts only spells of this type (Metamorphosis: creature spells). */
  ritualFor?: "Creature";
  /**
   * It works on both players alike (a lock, a clock, a draw): worth having on the battlefield only
   * while the game it makes favours its controller: "board", ahead on creatures (Stasis);
   * "life", ahead on life (Armageddon Clock); "lands", ahead on lands (Ankh of Mishra, Worms of
   * the Earth); "behind", losing on board and life (Divine Intervention, Cyclone); "fewerBlue",
   * fewer blue creatures (Thelon's Curse); "cards", more use for an extra card each turn (Howling
   * Mine: not to a player whose lands a lock holds tapped, a cost to one whose hand a Black Vise
   * taxes). Read by the
   * evaluation (app/host/ai/evaluate.ts), so it decides casting, keeping and upkeep payments.
   */
  favours?: "board" | "life" | "lands" | "behind" | "fewerBlue" | "cards";
  /** The upkeep cost that keeps it ("sacrifice ... unless you pay {U}", derived). */
  keepCost?: string;
  /**
   * A creature that eats one of its controller's other permanents of this kind each upkeep, or
   * hurts them by `else` life (Lord of the Pit, Yawgmoth Demon, Serendib Djinn): cast only with
   * something to feed it or life to spare.
   */
  feeds?: { kind: "creature" | "artifact" | "land"; else: number };
  /**
   * It deals damage at the beginning of the chosen player's upkeep from the size of their hand
   * (derived): `times` × (cards in hand − `minus`) when positive (Black Vise 1, 4; The Rack −1, 3).
   */
  handTax?: { minus: number; times: number };
  /**
   * Its controller gains life at the beginning of their upkeep from the size of their hand
   * (derived): cards in hand − `minus` when positive (Ivory Tower 4): worth the life of the next
   * two upkeeps at the hand's size now (app/host/ai/evaluate.ts).
   */
  handLife?: { minus: number };
  /**
   * It makes the players play a subgame with their libraries (Shahrazad, CR 729) whose loser loses
   * half their life: cast when the caster's library is at least seven cards and the opponent's is
   * smaller (the opponent loses the subgame at once, CR 729.3), or when the caster's deck is
   * likelier to win a fresh game (more cards left, more life to lose for the opponent).
   */
  subgame?: boolean;
  /**
   * It makes the opponent play a card of their hand that its caster chooses (Word of Command, CR
   * 723): worth casting in the opponent's upkeep or draw step, while they hold cards and their
   * lands are still untapped (a bad card played, a land drop or an answer wasted).
   */
  commandsOpponent?: boolean;
  /**
   * It counters a spell (derived from a `counter` step): an answer a control deck holds for what
   * matters; in the opponent's deck, with open mana, a risk for a combo going off.
   */
  counters?: boolean;
  /**
   * A lock piece, what a prison deck is built around (derived where the definition shows it, else
   * given): "untap", players skip or limit their untapping (Stasis, Winter Orb); "enterTapped", the
   * opponent's permanents enter tapped (Kismet); "lands", every land destroyed (Armageddon); "tax",
   * the opponent's spells or hand cost them (Black Vise, a spell tax); "attack", every player's
   * creatures of a kind can't attack (Moat). Read by the deck's plan (app/host/ai/plan.ts) and, for
   * "untap" locks kept by an upkeep cost and "attack" locks, by app/host/ai/prison.ts.
   */
  lock?: "untap" | "enterTapped" | "lands" | "tax" | "attack";
}

// ---- the definition ---------------------------------------------------------------------------

export interface CardDef {
  name: string;
  /** Keyword abilities and simple rule statics in Oracle wording ("flying", "protection from black"). */
  keywords?: string[];
  spell?: SpellDef;
  /** Auras: what they can enchant (CR 303.4), targeted as the Aura spell is cast. */
  enchant?: TargetSpec;
  /** What the Aura may stay attached to once on the battlefield, when that differs (Animate Dead). */
  stillEnchants?: TargetSpec;
  /** Activated abilities in Oracle order, mana abilities included. */
  abilities?: ActivatedDef[];
  triggers?: TriggerDef[];
  /** Delayed triggered abilities its spell or abilities create (CR 603.7), by index: `{ do: "delayed", index }`. */
  delayed?: DelayedDef[];
  statics?: StaticDef[];
  replacements?: ReplacementDef[];
  /** Cost increases and reductions its static abilities make (CR 601.2f). */
  costChanges?: CostChangeDef[];
  /** Untap-step rules of its static abilities (CR 502.3): "doesn't untap", limits, skipping. */
  untapRules?: UntapRuleDef[];
  cda?: CdaDef;
  /** Static prevention abilities (CR 615): engine/core/replace.ts. */
  prevents?: PreventionDef[];
  /** Static replacement effects on damage (CR 614.9, 616.1): see `DamageReplacementDef`. */
  damageReplacements?: DamageReplacementDef[];
  /**
   * "You may spend [mana] mana as though it were [as] mana" (Sunglasses of Urza, CR 609.4b): how
   * its controller may pay costs (engine/core/mana-pool.ts); it changes neither cost nor mana.
   */
  spendAsThough?: { mana: Color; as: Color };
  /** Abilities this card gives to other objects through its statics (CR 613.1f), by local name. */
  grants?: { activated?: ActivatedDef[]; triggers?: TriggerDef[] };
  /** Static abilities that change the rules for players (CR 402.2, 305.2, 104.3b): engine/core/player-rules.ts. */
  playerRules?: PlayerRuleDef[];
  /** The tokens its spell or abilities create (CR 111), registered with it (engine/cards/tokens.ts). */
  tokens?: TokenDef[];
  /**
   * "[This] can't have more than N [kind] counters on it" (Rasputin Dreamweaver; ruling 2009-10-01:
   * counters that would bring it above N bring it to N instead): read by `Game.addCounters`.
   */
  counterLimit?: { kind: string; max: number };
  /**
   * CR 407.3: "Remove this card from your deck before playing if you're not playing for ante." A
   * deck rule, not a game rule: a deck holding such a card is legal only for a game played for ante
   * (the app's deck validation reads it with the engine's `requiresAnte`).
   */
  ante?: true;
  /**
   * A dexterity card (Chaos Orb, Falling Star): its physical flip is simulated (engine/cards/dexterity.ts),
   * and a deck holding it is legal only in a match with the "dexterity cards" option on (the app checks).
   */
  dexterity?: true;
  ai?: CardHints;
}

/**
 * A token's definition (CR 111.3): its characteristics as the effect that creates it gives them,
 * plus any abilities, like a card's. The name follows CR 111.4: the subtypes plus " Token" unless
 * the effect names it ("Wasp"); `tokenDef` in engine/cards/tokens.ts fills it in.
 */
export interface TokenDef extends Omit<CardDef, "spell" | "enchant" | "stillEnchants" | "tokens"> {
  types: string[];
  subtypes: string[];
  supertypes?: string[];
  colors: Color[];
  power?: number;
  toughness?: number;
}

/**
 * A static ability that changes a rule of the game for players (engine/core/player-rules.ts). Read
 * only in games holding a card with such abilities; it stops when its source loses its abilities.
 */
export interface PlayerRuleDef {
  text?: string;
  /** Whom it applies to: the source's controller, their opponents, every player, or the player chosen as it entered (CR 614.12). */
  players: "you" | "opponents" | "each" | "chosen_player";
  /** CR 402.2: "[players'] maximum hand size is N" (several apply in timestamp order, ruling on Cursed Rack). */
  maxHandSize?: number;
  /** CR 305.2: "may play N additional lands on each of your turns"; "any" = "any number of lands". */
  extraLandPlays?: number | "any";
  /** "Can't play lands" (CR 305.2b, 101.2): every land, or those that match the filter (judged on the card in hand). */
  cantPlayLands?: true | Filter;
  /** "Can't cast spells" (CR 101.2): every spell, or those that match the filter (judged on the card). */
  cantCast?: true | Filter;
  /** "[Objects matching this] can't enter the battlefield" (CR 614.17d): such a move doesn't happen. */
  cantEnterBattlefield?: Filter;
  /** CR 104.3b exception: "you don't lose the game for having 0 or less life". */
  noLossAtZeroLife?: boolean;
  /**
   * W11b, CR 614.1a, 701.9a (Library of Leng): "if an effect causes you to discard a card, discard it,
   * but you may put it on top of your library instead of into your graveyard" (not a cost's or the
   * cleanup step's discard: those aren't effects, ruling 2004-10-04). The player is asked yes/no per card.
   */
  mayDiscardToLibraryTop?: boolean;
  /** W11b, CR 614.1a (Lich): "if you would gain life, draw that many cards instead" (one replacement however many apply). */
  lifeGainDrawsInstead?: boolean;
  /**
   * W11b, CR 614.1b, 614.10 (Fasting): "if you would begin your draw step, you may skip that step instead.
   * If you do, you gain N life" (a yes/no as the step would begin).
   */
  maySkipDrawStep?: { gainLife?: number };
  /**
   * CR 614.1b, 614.10 (Time Vault): "if you would begin your turn while this is tapped, you may skip that
   * turn instead. If you do, untap this" (a yes/no as the turn would begin; engine/core/flow.ts).
   */
  maySkipTurnUntappingSelf?: boolean;
  /**
   * W11b, CR 614.1a (Island Sanctuary): "if you would draw a card during your draw step, instead you may
   * skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying
   * and/or islandwalk" (a yes/no for each such draw).
   */
  maySkipDrawStepDraw?: { thenCantBeAttackedExcept: "flying_or_islandwalk" };
  /**
   * W11b, CR 614.1a, 614.11 (Chains of Mephistopheles): "if a player would draw a card [except the first
   * one they draw in each of their draw steps], that player discards a card instead. If the player
   * discards a card this way, they draw a card. If [not], they mill a card."
   */
  drawReplacement?: { exceptFirstInDrawStep?: boolean; instead: "discard_then_draw_else_mill" };
  /** "As long as ..." (checked continuously). */
  condition?: (g: Game, self: GameObject) => boolean;
}

export type { Color };

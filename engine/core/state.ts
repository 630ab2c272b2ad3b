/**
 * The internal game state. Plain JSON data only: no functions, no class instances, no Maps,
 * so that a state serialises, hashes and replays identically in every process. Nothing here
 * belongs to one card: per-card behaviour lives in the card definitions, and what they leave
 * in the game is recorded as generic records (continuous effects, shields, choices, links).
 */
import type { Filter, Layer, ManaRestriction, Modification, PreventReduce, TriggerData } from "../cards/types";
import type { ManaUndo } from "./mana-undo";
import type { Action, CastChoices, Color, CostChoices, ManaSymbol, Outcome, PlayerId, Ref, Rules, Step } from "../types";

/** `ante`: CR 407, the ante zone, public (CR 407.2); each player's cards there are listed in `PlayerState.ante`. */
export type Zone = "library" | "hand" | "battlefield" | "graveyard" | "exile" | "stack" | "ante";

/** One object in one zone. Moving zones creates a new object with a new id (CR 400.7). */
export interface GameObject {
  id: string;
  /** Physical card index into `GameState.cards`: stable across zones, never shown for hidden cards. */
  card: number;
  name: string;
  owner: PlayerId;
  /** Current controller (kept up to date from layer 2 after every change, see Game.refreshControl). */
  controller: PlayerId;
  /** Controller before control-changing effects: who cast it or put it onto the battlefield. */
  baseController: PlayerId;
  zone: Zone;
  tapped: boolean;
  /** CR 302.6: has not been under its controller's control continuously since their latest turn began. */
  sick: boolean;
  damage: number;
  /** Counters of every kind (CR 122): "+1/+1", "-0/-1", "charge", "wind", ... */
  counters: Record<string, number>;
  /** Object id or player the Aura is attached to. */
  attachedTo?: Ref;
  timestamp: number;
  /** Ids of sources that dealt damage to this object this turn (Sengir Vampire, CR 120.3). */
  damagedBy?: string[];
  /** Choices made as it entered (CR 614.12: "As this enters, choose ..."). */
  chosen?: { player?: PlayerId; color?: Color; number?: number };
  /** CR 107.3m: the value of X of the permanent spell it was (for its enters abilities, Venarian Gold). */
  x?: number;
  /** Objects linked to this one by its abilities (CR 607), e.g. the creature an Aura returned. */
  links?: string[];
  /**
   * CR 406.3: a card exiled face down (Knowledge Vault). No player may look at it, its owner
   * included (views show it as an unknown card); it turns face up as it leaves exile (CR 400.7).
   * On the stack or the battlefield (CR 708, Illusionary Mask): a face-down spell or permanent, a
   * 2/2 creature with no name, mana cost, color, subtype or ability (CR 708.2a, layers.ts), which
   * only its controller may look at (CR 708.5; views, known.ts, hidden.ts).
   */
  faceDown?: boolean;
  /**
   * CR 702.26b–d: phased out. It stays on the battlefield (no zone change, same object), but it is
   * kept in `GameState.phasedOut` instead of `GameState.battlefield`, so every battlefield query
   * treats it as though it doesn't exist. `indirect`: it phased out with the permanent it is attached
   * to (702.26g) and phases in with it; `until`: the object whose leaving the battlefield phases it
   * in (Oubliette: "until this enchantment leaves the battlefield", CR 610.3), tapped if `tapIn`.
   */
  phasedOut?: { indirect?: true; until?: string; tapIn?: true };
  /**
   * Cast face down by Illusionary Mask: while it has not been turned face up, if it would assign or
   * deal damage, be dealt damage or become tapped, it is turned face up instead first (CR 614.1,
   * 708.8; Game.turnFaceUp). The effect outlives the Mask (ruling 2009-10-01).
   */
  masked?: boolean;
  /** Combat state. */
  attacking?: boolean;
  /** The attackers this creature blocks (CR 509.1a; usually one). */
  blocking?: string[];
  /** For an attacker: ids of creatures blocking it; `blocked` stays true even when they leave (CR 509.1h). */
  blockedBy?: string[];
  blocked?: boolean;
  /** An attacking creature's band (CR 702.22c): the id of the band's first creature; cleared as it leaves combat (702.22f). */
  band?: string;
  /** Dealt first-strike combat damage this combat (CR 510.4). */
  dealtFirstStrike?: boolean;
  /**
   * CR 707.2, 613.2a: it is a copy (entered as one, or became one). Its `name` is then the copied
   * name (so its definition, printed values and abilities are the copied object's), and this holds
   * the copy's exceptions (CR 707.9), which are part of its copiable values (707.9b), and `printed`,
   * its own name, which it takes back as it leaves the battlefield (CR 400.7).
   */
  copy?: CopyValues;
}

/** A copy's exceptions to the copied values (CR 707.9) and its own printed name (core/copy-permanents.ts). */
export interface CopyValues {
  printed: string;
  /** "except it doesn't copy that creature's color": the colors it keeps (CR 707.9b). */
  colors?: Color[];
  /** "except it's an enchantment in addition to its other types" (CR 707.9b). */
  addTypes?: string[];
  /** "and it has this ability": ability keys it has besides the copied ones (CR 707.9a). */
  abilities?: AbilityKey[];
  /**
   * The copied object was face down (CR 707.2, 708.2a): the copiable values are a colorless 2/2
   * creature with no name, text, subtypes or mana cost; the copy itself is face up.
   */
  faceDown?: true;
}

/** An object as it last existed on the battlefield (CR 113.7a, 608.2h: last known information). */
export interface LastKnown {
  id: string;
  card: number;
  name: string;
  owner: PlayerId;
  controller: PlayerId;
  colors: Color[];
  types: string[];
  subtypes: string[];
  power: number;
  toughness: number;
  manaValue: number;
  tapped: boolean;
  attachedTo?: Ref;
  links?: string[];
  blocking?: string[];
  blockedBy?: string[];
  counters: Record<string, number>;
  /** The activated and triggered abilities it had (CR 603.10a: leaves-the-battlefield abilities look back). */
  abilities: AbilityKey[];
  damagedBy?: string[];
  chosen?: GameObject["chosen"];
}

/** Identifies an ability of some card definition: "Royal Assassin#a0", "Howling Mine#t0". */
export type AbilityKey = string;

export interface StackItem {
  /** For a spell: the spell object's id. For an ability: a fresh id. */
  id: string;
  kind: "spell" | "ability";
  /** Spell: the card name. Ability: the source's name. */
  name: string;
  controller: PlayerId;
  /** The source object (the spell itself for spells; the permanent for abilities). */
  source: string;
  /** Physical card of the source, to follow it across zones. */
  sourceCard?: number;
  /** For abilities: which ability (activated or triggered) of which definition. */
  ability?: AbilityKey;
  targets: Ref[];
  x?: number;
  choices?: CastChoices;
  /** What the trigger remembers of its event ("that player", an amount). */
  data?: TriggerData;
  /** The source as it last existed, for abilities whose source left (CR 113.7a). */
  sourceLast?: LastKnown;
  /** Target indexes found illegal as it began to resolve (CR 608.2b). */
  illegal?: number[];
  /**
   * Set by the kernel while it waits on the stack: its source became untapped, or changed controller
   * (CR 611.2b: a "for as long as it remains tapped / you control it" duration that ended before the
   * effect begins never starts, even if it holds again as it resolves; Preacher, Seasinger rulings).
   */
  sourceUntapped?: true;
  sourceControlChanged?: true;
  /** Resolution in progress: steps still to run (paths into the effect) and the answers so far. */
  progress?: { pending: string[]; answers: Answer[] };
  /** Values an effect keeps between its steps ("the sacrificed artifact's mana value"). */
  memo?: Record<string, unknown>;
  /** The mana spent on its cost, for "the mana you spent on {X}" (CR 601.2h; ActivatedDef.recordsSpent, Illusionary Mask). */
  spent?: ManaSymbol[];
  /**
   * CR 723.2, 723.5: while this item resolves, `by` controls `player` (Word of Command, and the
   * spell it made that player cast): `by` makes every choice and decision asked of `player`.
   */
  controls?: { player: PlayerId; by: PlayerId };
  /** What was paid as costs (sacrificed permanents as they last existed), CR 601.2h. */
  paid?: { sacrificed?: LastKnown[]; discarded?: string[]; exiled?: string[]; exiledLast?: LastKnown[]; life?: number };
}

/** A triggered ability that has triggered and waits to be put on the stack (CR 603.3). */
export interface PendingTrigger {
  id: string;
  ability: AbilityKey;
  controller: PlayerId;
  source: string;
  sourceCard: number;
  name: string;
  data: TriggerData;
  sourceLast?: LastKnown;
  /** A modal trigger's mode, 1-based in Oracle order, once chosen as it goes on the stack (CR 603.3c, 700.2b). */
  mode?: number;
}

/**
 * A delayed triggered ability waiting for its event (CR 603.7, engine/core/delayed.ts): which
 * ability of which card (`ability`, "Mana Drain#d0"), who controls it (603.7d), its source, and
 * what it remembers (`data.object`: "that creature", `data.amount`).
 */
export interface DelayedTrigger {
  id: string;
  ability: AbilityKey;
  controller: PlayerId;
  source: string;
  sourceCard?: number;
  name: string;
  data: TriggerData;
  /** The turn it was created in ("this turn" ones end with it). */
  turn: number;
}

/** How long a continuous effect or a shield lasts (CR 611.2). */
export type Duration =
  | { until: "end_of_turn" }
  | { until: "end_of_combat" }
  | { until: "next_upkeep"; player: PlayerId }
  /** "Until the end of your next upkeep" (Halfdane): ends as a later turn of `player`'s (after `turn`) leaves its upkeep (flow.ts). */
  | { until: "end_of_next_upkeep"; player: PlayerId; turn: number }
  | { until: "next_untap"; player: PlayerId }
  /** Through the next `count` untap steps of `object`'s controller, whoever that is at each (untap.ts, Telekinesis). */
  | { until: "untap_steps"; object: string; count: number }
  | { until: "indefinitely" }
  | { while: "source_tapped"; source: string }
  | { while: "source_controlled"; source: string; player: PlayerId }
  /**
   * "For as long as" several things about the source hold (CR 611.2b), always including that it is on
   * the battlefield: `player` controls it, it remains `tapped`, and (`power`) the affected object's
   * power remains less than or equal to the source's (Old Man of the Sea; a noncreature's power is 0).
   */
  | { while: "source"; source: string; player?: PlayerId; tapped?: true; power?: true }
  /** "For as long as it has a [kind] counter on it" (CR 611.2b): while each affected object has one (Cyclopean Tomb). */
  | { while: "counter"; kind: string };

/**
 * A continuous effect from a resolved spell or ability (CR 611.2): its layer, the objects it
 * was locked onto as it began (611.2c), what it does, its timestamp and duration.
 */
/**
 * An effect of a resolved spell or ability that changes the rules of the game rather than given
 * objects, so it applies to objects that arrive later too (CR 611.2c): "Creatures can't attack this
 * turn" (Festival); "until end of turn, if you tap a land you control for mana, it produces {U}
 * instead" (Deep Water: `controller`'s lands).
 */
export interface RuleEffect {
  id: number;
  source: string;
  controller: PlayerId;
  /** "islands_add_blue": "Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}" (High Tide). */
  rule: "creatures_cant_attack" | "lands_make_blue" | "islands_add_blue" | "card_revealed_unplayable"
    /** Island Sanctuary (W11b): `controller` can't be attacked except by creatures with flying and/or islandwalk. */
    | "attacked_only_by_flying_or_islandwalk"
    /** Quarum Trench Gnomes: the land `object` produces colorless mana instead of white mana when tapped for mana (CR 614.1a). */
    | "white_as_colorless"
    /**
     * North Star: "for one spell this turn, you may spend mana as though it were mana of any type to
     * pay that spell's mana cost" (CR 609.4b) for `controller`; used up by the spell whose payment
     * needed it (engine/core/mana-pool.ts).
     */
    | "spend_any_type_one_spell"
    /** Johan: attacking doesn't cause creatures `controller` controls to tap this combat if `source` is untapped (CR 508.1f). */
    | "attackers_dont_tap_if_source_untapped"
    /**
     * Raging River: the attacker `object` can't be blocked this combat except by creatures with
     * flying and the creatures of `among` (the pile with the chosen label; core/piles.ts).
     */
    | "blocked_only_by_flying_or_among"
    /**
     * Camouflage (CR 509 context): this turn, instead of declaring blockers against `controller`'s
     * attackers, the defending player divides creatures into piles assigned to them at random (core/piles.ts).
     */
    | "blockers_in_piles";
  /** "card_revealed_unplayable" (Firestorm Phoenix, W11b): the card in hand that is revealed and can't be played. */
  object?: string;
  /** "blocked_only_by_flying_or_among": the creatures of the chosen pile. */
  among?: string[];
  /** The name of the card whose effect it is, for the questions it asks ("blockers_in_piles"). */
  sourceName?: string;
  duration: Duration;
}

export interface ContinuousEffect {
  id: number;
  timestamp: number;
  source: string;
  controller: PlayerId;
  layer: Layer;
  objects: string[];
  mod: Modification;
  duration: Duration;
}

/**
 * A replacement or prevention shield created by a resolved spell or ability (CR 614, 615):
 * regeneration (701.19), damage prevention, "exile it instead", "can't be regenerated".
 */
export interface Shield {
  id: number;
  timestamp: number;
  source: string;
  sourceName: string;
  controller: PlayerId;
  /** "unpreventable": damage to it can't be prevented or dealt instead to another permanent or player (Whippoorwill). */
  kind: "regenerate" | "prevent" | "exile_instead_of_dying" | "cant_regenerate" | "redirect" | "unpreventable"
    /** "The next time [it] would be destroyed this turn, remove all damage marked on it instead" (Pyramids, CR 614.8 not regeneration, W11b). */
    | "remove_damage_instead_of_destroy"
    /** "If [affects] deals damage to a creature this turn, the creature dealt damage can't be regenerated this turn; if it would die this turn, exile it instead" (Runesword, CR 701.19c, 614.6): marks each creature it damages from now on. */
    | "damaged_by_cant_regenerate_exile"
    /**
     * "The next time you would draw a card this turn, instead look at the top X cards of your library,
     * put all but one of them on the bottom of your library in a random order, then draw a card"
     * (Aladdin's Lamp; CR 614.11): `affects` is the player, `amount` X; used up by the draw it replaces.
     */
    | "next_draw_look"
    /**
     * "The next time you would draw a card this turn, instead put a card you own from outside the game
     * into your hand" (Ring of Ma'rûf; CR 614.11, 400.11): `affects` is the player; used up by the draw.
     */
    | "next_draw_outside";
  /** Redirection (CR 614.9): the damage is dealt to this player or creature instead (`amount`: the next N; `next`: the next time). */
  redirectTo?: Ref;
  /** Redirection: only damage to creatures ("damage would be dealt to any creature"). */
  onlyCreatures?: boolean;
  /** Redirection: "you may have that damage dealt to you instead": its controller chooses each time (yes/no). */
  optional?: boolean;
  /**
   * "Instead that source deals that much damage to you and [this] deals that much damage to that
   * source's controller" (Eye for an Eye): the damage stays, and this source deals as much too.
   */
  reflect?: { id: string; name: string; controller: PlayerId; colors: Color[]; types: string[]; isCreature: boolean };
  /** The object or player it applies to; "all" for every player and creature (Fog). */
  affects: Ref | "all";
  /** Prevention: damage left to prevent; absent means all of it. */
  amount?: number;
  /** Prevention: "the next time a source would deal damage" (used up by one event). */
  next?: boolean;
  /** Prevention: only damage from this source object. */
  fromSource?: string;
  /** Prevention from a chosen permanent spell: also the permanent it becomes, by its card (CR 609.7a). */
  fromCard?: number;
  /** Prevention: only damage from sources with this quality, rechecked as damage would be dealt (CR 615.9). */
  fromFilter?: Filter;
  /** Prevention: prevent only part of each damage event (half rounded down or up, all but 1). */
  reduce?: PreventReduce;
  /** Prevention: its controller gains life equal to the damage it prevents (CR 615.5, Reverse Damage). */
  gainLife?: boolean;
  /** Prevention: only damage a resolving spell or ability that targets the damaged object causes (Silhouette). */
  targetingItem?: boolean;
  combatOnly?: boolean;
  duration: Duration;
}

/**
 * "Until end of turn, you may pay {cost} any time you could cast an instant. If you do, prevent the
 * next `prevent` damage that would be dealt to that permanent or player this turn" (special-pay.ts).
 */
export interface SpecialPay {
  player: PlayerId;
  /** The physical card that allowed it (`GameObject.card`), and its name. */
  card: number;
  name: string;
  source: string;
  cost: string;
  prevent: number;
  preventTo: Ref;
  text: string;
  /** The turn it was allowed in: it ends with that turn (CR 514.2). */
  turn: number;
}

/** An answer to a decision, as given by a `choose` action. */
export interface Answer {
  cards?: string[];
  value?: boolean | number | string;
  order?: string[];
  /** How a card is played for a controlled player (CR 723.5, Word of Command: a `cast` or `play` action). */
  play?: PlayAnswer;
}

/** The choices of a card played as an effect instructs (Word of Command): those of a `cast` action. */
export interface PlayAnswer {
  targets?: Ref[];
  x?: number;
  pay?: string[];
  choices?: CastChoices;
  costs?: CostChoices;
}

/**
 * A choice of cards that is a search of the chooser's library (CR 701.23a), as plain data so that
 * the answer can be checked against it (decisions.ts) in a copy that knows only some of the cards.
 * `quality`: the stated quality of the cards to find (a filter without `where`; absent: any card,
 * CR 701.23d), `text` its words ("a basic land card"). `shown`: the cards found are shown to every
 * player with the answer, because the effect reveals them (CR 701.23e, 701.20a) or puts them into
 * a public zone at once (their quality then matters to both players).
 */
export interface Search {
  quality?: Filter;
  text: string;
  shown?: boolean;
}

/**
 * A pile question of combat (core/piles.ts). "divide_left_right": Raging River's defending player names
 * the "left" pile of their creatures without flying (the others are the "right" pile). "left_or_right":
 * the attacking player chooses "left" (1) or "right" (2) for `attacker`, with the piles shown.
 * "camouflage": Camouflage's defending player names the creatures of pile `index` of `of` (piles
 * `before`, chosen so far), each pile going to a different attacker (`attackers`) at random.
 */
export type PileQuestion =
  | { kind: "divide_left_right"; source: string; attackers: string[] }
  | { kind: "left_or_right"; source: string; attacker: string; left: string[]; right: string[] }
  | { kind: "blocking_pile"; source: string; index: number; of: number; attackers: string[]; before: string[][] };

/** What a "choose" decision asks (one shape for every choice, CR 608.2d, 603.3, 616.1). */
export type Choice =
  /** `search`: the choice is a search of the chooser's library (see `Search`). */
  /**
   * `aim`: where a dexterity card is aimed (Chaos Orb, Falling Star; engine/cards/dexterity.ts): the
   * player points at one permanent on the table; the UI answers it with a click on the table.
   */
  | { type: "cards"; from: string[]; min: number; max: number; ordered?: boolean; search?: Search; pile?: PileQuestion; aim?: true }
  | { type: "targets"; slots: { text: string; candidates: Ref[] }[] }
  | { type: "order"; items: string[] }
  | { type: "yesno" }
  /** `payable`: whether the cost can be paid now, given by the asker when it is neither mana nor life (a sacrifice). */
  | { type: "pay"; cost: string; payable?: boolean }
  /** `several`: "the color or colors of your choice" (Dream Coat): `value` may name several colors at once, "WU". */
  | { type: "color"; options: Color[]; several?: boolean }
  | { type: "number"; min: number; max: number; /** "You may choose a number": `false` declines, `true` asks for the number next. */ optional?: boolean }
  /** `allowed`: the modes that may be chosen (1-based), when some may not (CR 700.2a–b: no legal target); all when absent. */
  | { type: "mode"; options: string[]; allowed?: number[] }
  | { type: "player"; options: PlayerId[] }
  /**
   * `pile`: a pile question of combat (core/piles.ts), for the table and the computer players.
   * `allowed`: the options that may be chosen (1-based), when some may not ("another" basic land type); all when absent.
   * `outside`: the options are the asker's cards outside the game (its sideboard, Ring of Ma'rûf), which
   * only it may look at (CR 400.11a): anonymous to the other player and in the public state.
   */
  | { type: "option"; options: string[]; allowed?: number[]; pile?: PileQuestion; outside?: true }
  /** "Choose a card name" (CR 201.4): answered with `value`, the name of a card of the card reference. */
  | { type: "name" }
  /**
   * "The player plays that card if able" (Word of Command, CR 608.2g, 723.5): the card `card`,
   * played with the choices of a `cast` action (or `play` for a land), by the player's controller.
   */
  | { type: "play"; card: string };

/** How the game continues once a "choose" decision is answered. */
export type Resume =
  | { at: "resolve"; item: string }
  | { at: "replay"; action: Action; answers: Answer[]; decision: Decision | null; priority: PlayerId | null }
  | { at: "trigger_order"; player: PlayerId; priority: PlayerId }
  | { at: "trigger_choice"; trigger: string; priority: PlayerId }
  | { at: "opponent_target"; item: string }
  | { at: "cleanup_discard" }
  /**
   * The draw step's draw (CR 504.1), when a replacement of it asks a question (Aladdin's Lamp):
   * asked with the game in the draw step; the draw is made again with `answers` and the new one.
   */
  | { at: "draw_step"; answers: Answer[] }
  | { at: "mulligan_bottom" }
  /**
   * CR 704.5j: the legend rule's choice of the one to keep (sba.ts); `kept` are the answers given
   * before in the same check (one question per player and name); then `priority` receives priority.
   */
  | { at: "legend_rule"; priority: PlayerId; kept: string[] }
  /**
   * The untap step (CR 502.3, untap.ts). "untap": the permanents the active player may choose
   * not to untap, answered with those left tapped. "untap_limit": then, under untap limits
   * (Winter Orb), one permanent to untap at a time; `leave` and `picked` are the answers so far.
   */
  | { at: "untap" }
  /** CR 729.1a: the main game waits while the subgame its spell started is played (core/subgame.ts). */
  | { at: "subgame"; item: string }
  /** `among`: the answer names the permanents of `among` left tapped (the others untap). */
  | { at: "untap_limit"; leave: string[]; picked: string[]; among?: string[] }
  /** Camouflage: the declare blockers step's piles (core/piles.ts); `piles` are the answers so far. */
  | { at: "blocking_piles"; piles: string[][] };

/** The decision the game waits for, answered by a later action. */
export type Decision =
  | { kind: "mulligan"; player: PlayerId }
  | { kind: "declare_attackers"; player: PlayerId }
  | { kind: "declare_blockers"; player: PlayerId }
  | { kind: "assign_damage"; player: PlayerId; attacker: string }
  /** A spell cast with manual payment waits for mana (CR 601.2g–h); `cancel` rewinds (CR 733). */
  | { kind: "payment"; player: PlayerId; item: string; cost: string }
  /** `by`: the player who answers for `player`, who is controlled (CR 723.5, Word of Command); absent: `player`. */
  | { kind: "choose"; player: PlayerId; prompt: string; choice: Choice; resume: Resume; source?: string; by?: PlayerId };

/** Who answers a decision: the controller of the player it is for (CR 723.5), or that player. */
export function answererOf(d: Decision): PlayerId {
  return (d.kind === "choose" && d.by) || d.player;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  life: number;
  poison: number;
  manaPool: ManaSymbol[];
  /**
   * The part of `manaPool` that may be spent only in some ways (CR 106.6, Mishra's Workshop):
   * each entry is one of the pool's symbols (engine/core/mana-pool.ts keeps them in step).
   */
  manaRestricted?: { sym: ManaSymbol; only: ManaRestriction }[];
  library: string[];
  hand: string[];
  graveyard: string[];
  exile: string[];
  /**
   * CR 407: the cards this player owns in the ante zone, in the order they were anted (public,
   * CR 407.2). A state serialized before the ante existed has none (`deserialize` adds the list).
   */
  ante: string[];
  landsPlayed: number;
  /** CR 704.5b: tried to draw from an empty library since the last SBA check. */
  drewFromEmpty: boolean;
  mulligans: number;
  kept: boolean;
  /** Cards already put on the bottom after mulligans (CR 103.5). */
  bottomed?: boolean;
  lost?: string;
  /**
   * The player's cards outside the game (CR 400.11, 100.4a): their sideboard, by name (Ring of Ma'rûf
   * puts one into their hand). Only its owner may look at it (known.ts). Absent: none.
   */
  sideboard?: string[];
}

export interface TurnState {
  number: number;
  active: PlayerId;
  step: Step;
  /** Increases each time a step begins (scenario `advance`, UI stops). */
  serial: number;
}

/**
 * What happened this turn, for "this turn" rules (CR 302.6, 602.5b once each turn), recorded by
 * the kernel from its events (engine/core/history.ts) and started afresh as each turn begins
 * (CR 500). Lists are replaced, never changed in place (states share them, see clone.ts).
 */
export interface TurnHistory {
  /** Activations this turn, by "objectId|abilityKey". */
  activations: Record<string, number>;
  /** Creatures declared as attackers this turn (CR 508.1), by object id. */
  attacked?: string[];
  /**
   * The creatures that could have been declared as attackers this turn (CR 508.1a), by object id:
   * recorded as attackers are declared, only in games holding a card that asks (Season of the
   * Witch: "except for creatures that couldn't attack"); `[]` once a declaration had none able.
   */
  couldAttack?: string[];
  /**
   * The permanents untapped as this turn began (CR 500.1, before its untap step), by object id:
   * recorded only in games holding a card that asks (Rasputin Dreamweaver: "if Rasputin started
   * the turn untapped").
   */
  untappedAtStart?: string[];
  /** Creatures declared as blockers this turn (CR 509.1), by object id. */
  blocked?: string[];
  /** Each blocker–attacker pair declared this turn (CR 509.1), with the attacker's controller then (Glyph of Doom). */
  blocks?: { blocker: string; attacker: string; attackerController: PlayerId }[];
  /** Creatures put into a graveyard from the battlefield this turn (CR 700.4), as they last were. */
  died?: { id: string; controller: PlayerId; token: boolean }[];
  /** Damage dealt this turn (CR 120): one record per recipient and event, with the source as it dealt it. */
  damage?: DamageRecord[];
  /** Cards drawn this turn, in order: who drew and the card's object in hand (CR 121). */
  drawn?: { player: PlayerId; object: string }[];
  /** Permanents tapped this turn to pay a cost ("tap an untapped Merfolk you control", CR 118.3), with the source whose cost they paid. */
  costTaps?: { source: string; object: string }[];
  /** Spells cast this turn (CR 601.2i): caster, the spell's object on the stack and physical card, its card types. */
  cast?: { player: PlayerId; object: string; card: number; types: string[] }[];
  /** Untapped lands each player controlled as this turn began (CR 500.1, before the untap step). */
  untappedLands?: Partial<Record<PlayerId, number>>;
  /**
   * Each player's latest turn (the current one, if it is theirs): whether they cast a spell or put
   * a nontoken permanent onto the battlefield during it (Arboria), the creatures that attacked
   * during it, and those that attacked during the turn of theirs before it (Giant Turtle: "attacked
   * during your last turn"). Kept from turn to turn.
   */
  latestTurn?: Partial<Record<PlayerId, { turn: number; acted: boolean; attacked?: string[]; previousAttacked?: string[] }>>;
  /**
   * The players each source object has dealt damage to this game (CR 120.3; The Fallen: "each
   * opponent it has dealt damage to this game"), by object id. Kept from turn to turn; an object
   * that changes zones is a new object and starts with none (CR 400.7).
   */
  damagedPlayers?: Record<string, PlayerId[]>;
}

/** One recipient's damage from one source in one event (CR 120.3). */
export interface DamageRecord {
  source: string;
  /** The source's controller, card types and name as it dealt the damage (CR 120.1, 113.7a). */
  controller: PlayerId;
  types: string[];
  /** "Damage dealt ... by sources named Blazing Effigy". */
  name: string;
  to: Ref;
  amount: number;
  combat: boolean;
}

export interface GameState {
  v: 2;
  rules: Rules;
  /** Random generator state (mulberry32). */
  rng: number;
  /**
   * Network play with hidden information: random results come from outside, given in `randoms`
   * for the action about to be applied (rng.ts `NeedRandom`), and a shuffle makes every card of
   * that library unknown to this copy instead of reordering it (the programs shuffle it together,
   * app/host/net/hidden/shuffle.ts; slot k is then the k-th card of the library).
   */
  external?: {
    randoms: number[];
    /**
     * Libraries shuffled together since the programs last looked (CR 701.20): whose, and the
     * physical cards of the library in slot order at that moment (cards drawn after it in the
     * same action came from its first slots; their objects are new, CR 400.7, their cards are
     * not). The programs reshuffle the cryptographic library in that order.
     */
    shuffled?: { player: PlayerId; cards: number[] }[];
    /**
     * How many showings of hidden cards (CR 701.20: a reveal, or a player looking at cards) the
     * programs have made for the action about to be applied: each one the action reaches takes
     * one, and one more refuses it with "needs_reveal" (showing.ts `NeedReveal`) until this copy was
     * told the cards (engine/core/hidden.ts `withShown`). Absent: none.
     */
    shown?: number;
  };
  /** Results of coin flips given in advance (scenario `coins`), from the flipper's view (CR 705). */
  coins?: ("won" | "lost")[];
  nextId: number;
  nextTimestamp: number;
  /**
   * Physical cards: name and owner (CR 108.3). `deckOwner`: the player who started the game with
   * the card in their deck, set only once an ante card (CR 407.3) changed its owner (Game.setOwner):
   * the host's collections move every card whose `owner` differs from it (engine `ownershipChanges`).
   */
  cards: { name: string; owner: PlayerId; deckOwner?: PlayerId }[];
  /** How many tokens exist (objects without a card, CR 111); absent when none ever did. */
  tokens?: number;
  /** Names of the tokens created or set up in this game (CR 111.4), for rules gated on names; absent: none. */
  tokenKinds?: string[];
  /** A token or a spell copy was put into a zone other than the battlefield or stack (sba.ts, CR 704.5d). */
  tokensAway?: true;
  objects: Record<string, GameObject>;
  players: Record<PlayerId, PlayerState>;
  /** Permanents in the order they were put onto the battlefield (phased-out ones are not here). */
  battlefield: string[];
  /** CR 702.26: phased-out permanents (on the battlefield, treated as though they don't exist); absent when none. */
  phasedOut?: string[];
  stack: StackItem[];
  turn: TurnState;
  firstPlayer: PlayerId;
  /** Who has priority, or null while a decision is pending or no one has priority. */
  priority: PlayerId | null;
  /** Players who passed in succession with no action in between (CR 117.4). */
  passed: PlayerId[];
  decision: Decision | null;
  /** Triggered abilities waiting to be put on the stack (CR 603.3). */
  pendingTriggers: PendingTrigger[];
  /** Delayed triggered abilities waiting for their event (CR 603.7); absent when none. */
  delayed?: DelayedTrigger[];
  /** Trigger order chosen by each player for the current batch (CR 603.3b). */
  triggerOrder?: Partial<Record<PlayerId, string[]>>;
  effects: ContinuousEffect[];
  shields: Shield[];
  /** State-triggered abilities on the stack or waiting, by "objectId|abilityKey" (CR 603.8). */
  stateTriggers: string[];
  extraTurns: PlayerId[];
  /** Whether a first-strike damage step happened this combat. */
  combatHadFirstStrike: boolean;
  /** CR 508.8: whether any creature was declared as an attacker this combat. */
  attackersDeclared: boolean;
  /** Combat damage assignments made so far in this damage step: attacker → (player or blocker → amount). */
  assignments: Record<string, Record<string, number>>;
  history: TurnHistory;
  /**
   * "Until end of turn, any time you could activate a mana ability, you may pay 1 life. If you
   * do, add {C}" (Channel): special ways to make mana that resolved spells gave players,
   * used with an `activate` action naming that card (engine/core/mana-pool.ts).
   */
  specialMana?: { player: PlayerId; /** The physical card that gave it (`GameObject.card`). */ card: number; name: string; life: number; add: string }[];
  /** Payments a resolved spell allows until end of turn (Guardian Angel; special-pay.ts). */
  specialPay?: SpecialPay[];
  /** Rule-changing effects of resolved spells, for their duration (CR 611.2c; engine/core/game.ts addRuleEffect). */
  ruleEffects?: RuleEffect[];
  /** Snapshot to rewind to when a half-paid spell is cancelled (CR 601.2, 733). */
  castSnapshot?: string;
  /**
   * Mana abilities just activated with no other effect, which their player may still undo (the
   * `undoMana` action, engine/core/mana-undo.ts); cleared by every other action.
   */
  manaUndo?: ManaUndo[];
  outcome: Outcome | null;
  /** Turn-1 draw skip (CR 103.8a). */
  skipDrawTurn: number;
  /**
   * CR 729.1a: this state is a subgame, and `main` the main game it discontinued (frozen, its
   * subgame-starting spell waiting with a `resume: "subgame"` decision; its libraries are here now,
   * and its `cards` are this state's). Every action, legal action and view is this game's; when it
   * ends, the main game resumes (core/subgame.ts). Absent in a game without a subgame.
   */
  main?: GameState;
}

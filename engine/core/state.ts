/**
 * The internal game state. Plain JSON data only: no functions, no class instances, no Maps,
 * so that a state serialises, hashes and replays identically in every process.
 */
import type { CastChoices, Color, ManaSymbol, Outcome, PlayerId, Ref, Rules, Step } from "../types";

export type Zone = "library" | "hand" | "battlefield" | "graveyard" | "exile" | "stack";

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
  counters: Record<string, number>;
  /** Object id or player the Aura is attached to. */
  attachedTo?: Ref;
  timestamp: number;
  /** Ids of sources that dealt damage to this object this turn (Sengir Vampire, CR 120.3). */
  damagedBy?: string[];
  /** Choices made as it entered ("As this enters, choose an opponent"). */
  chosen?: { player?: PlayerId; color?: Color };
  /** Regeneration shields (CR 701.19) available this turn. */
  regenShields?: number;
  /** "Can't be regenerated" until end of turn (Disintegrate). */
  noRegenThisTurn?: boolean;
  /** "If it would die this turn, exile it instead" (Disintegrate). */
  exileIfDiesThisTurn?: boolean;
  /** Combat state. */
  attacking?: boolean;
  blocking?: string;
  /** For an attacker: ids of creatures blocking it; `blocked` stays true even when they leave (CR 509.1h). */
  blockedBy?: string[];
  blocked?: boolean;
  /** Dealt first-strike combat damage this combat (CR 510.4). */
  dealtFirstStrike?: boolean;
  /** Animate Dead: the creature it returned, for "enchant creature put onto the battlefield with this Aura". */
  animated?: string;
}

export interface StackTarget {
  /** Player id or object id, as chosen. */
  ref: Ref;
}

export interface StackItem {
  /** For a spell: the spell object's id. For an ability: a fresh id. */
  id: string;
  kind: "spell" | "ability";
  /** Spell: the card name. Ability: the source's name. */
  name: string;
  controller: PlayerId;
  /** The source object (the spell itself for spells; the permanent for abilities). */
  source: string;
  /** Which ability of the source's card definition (index into its `abilities` or `triggers`). */
  ability?: { kind: "activated" | "triggered"; index: number };
  targets: Ref[];
  x?: number;
  choices?: CastChoices;
  /** Extra data captured when an ability triggered ("that player", an amount). */
  data?: Record<string, string | number | boolean | string[]>;
  /** Snapshot of the source as it last existed, for abilities whose source left (CR 113.7a). */
  sourceColors?: Color[];
  /** The source as it last existed on the battlefield, once it has left (CR 113.7a, 603.4: Howling Mine's tap state). */
  sourceLast?: GameObject;
}

export interface Floating {
  id: number;
  timestamp: number;
  /** The affected object id. */
  object: string;
  power: number;
  toughness: number;
}

/** A damage prevention shield (CR 615). */
export interface PreventionShield {
  id: number;
  /** Who is protected: player or object id. */
  protects: Ref;
  /** Remaining amount, or "all" / "next" (the next time a source would deal damage). */
  amount: number | "next";
  /** Only damage from this source object (CoP: Red's chosen source). */
  source?: string;
  combatOnly?: boolean;
}

/** The decision the game waits for, answered by a later action. */
export type Decision =
  | { kind: "mulligan"; player: PlayerId }
  | { kind: "bottom"; player: PlayerId; count: number }
  | { kind: "declare_attackers"; player: PlayerId }
  | { kind: "declare_blockers"; player: PlayerId }
  | { kind: "assign_damage"; player: PlayerId; attacker: string }
  | { kind: "discard"; player: PlayerId; count: number; reason: "cleanup" }
  /** A spell cast with manual payment waits for mana (CR 601.2g–h); `cancel` rewinds (CR 733). */
  | { kind: "payment"; player: PlayerId; item: string; cost: string }
  | { kind: "choose"; player: PlayerId; prompt: string; choice: ResolutionChoice };

/** A choice made while a spell or ability resolves (or a trigger asks). */
export type ResolutionChoice =
  | { type: "pay"; cost: string; item: string; }
  | { type: "search"; item: string }
  | { type: "source"; item: string }
  | { type: "balance"; item: string; what: "lands" | "hand" | "creatures"; keep: number; order: PlayerId[] };

export interface PlayerState {
  id: PlayerId;
  name: string;
  life: number;
  poison: number;
  manaPool: ManaSymbol[];
  library: string[];
  hand: string[];
  graveyard: string[];
  exile: string[];
  landsPlayed: number;
  /** CR 704.5b: tried to draw from an empty library since the last SBA check. */
  drewFromEmpty: boolean;
  mulligans: number;
  kept: boolean;
  lost?: string;
}

export interface TurnState {
  number: number;
  active: PlayerId;
  step: Step;
  /** Increases each time a step begins (scenario `advance`, UI stops). */
  serial: number;
}

export interface GameState {
  v: 1;
  rules: Rules;
  /** Random generator state (mulberry32). */
  rng: number;
  nextId: number;
  nextTimestamp: number;
  /** Physical cards: name and owner. */
  cards: { name: string; owner: PlayerId }[];
  objects: Record<string, GameObject>;
  players: Record<PlayerId, PlayerState>;
  /** Permanents in the order they were put onto the battlefield (controllers may rearrange theirs). */
  battlefield: string[];
  stack: StackItem[];
  turn: TurnState;
  firstPlayer: PlayerId;
  /** Who has priority, or null while a decision is pending or no one has priority. */
  priority: PlayerId | null;
  /** Players who passed in succession with no action in between (CR 117.4). */
  passed: PlayerId[];
  decision: Decision | null;
  /** Triggered abilities waiting to be put on the stack (CR 603.3). */
  pendingTriggers: StackItem[];
  floating: Floating[];
  shields: PreventionShield[];
  /** Fog: all combat damage is prevented this turn. */
  preventAllCombatDamage: boolean;
  extraTurns: PlayerId[];
  /** Whether a first-strike damage step happened this combat. */
  combatHadFirstStrike: boolean;
  /** CR 508.8: whether any creature was declared as an attacker this combat. */
  attackersDeclared: boolean;
  /** Combat damage assignments made so far in this damage step: attacker → (player or blocker → amount). */
  assignments: Record<string, Record<string, number>>;
  /** Snapshot to rewind to when a half-paid spell is cancelled (CR 601.2, 733). */
  castSnapshot?: string;
  outcome: Outcome | null;
  /** Turn-1 draw skip (CR 103.8a). */
  skipDrawTurn: number;
}

/**
 * Public types of the Moxen rules engine. Everything here is plain JSON-serialisable data.
 * The engine is pure: no I/O, no clock, no Math.random. Randomness lives in the state (rng).
 */

export type PlayerId = "A" | "B";
export const PLAYERS: readonly PlayerId[] = ["A", "B"];
export const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

export type Step =
  | "untap" | "upkeep" | "draw" | "precombat_main" | "beginning_of_combat" | "declare_attackers"
  | "declare_blockers" | "first_strike_damage" | "combat_damage" | "end_of_combat"
  | "postcombat_main" | "end" | "cleanup";

export const STEPS: readonly Step[] = [
  "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
  "declare_blockers", "first_strike_damage", "combat_damage", "end_of_combat",
  "postcombat_main", "end", "cleanup",
];

export type Color = "W" | "U" | "B" | "R" | "G";
export const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
/** A mana symbol in a pool: a color or C (colorless). */
export type ManaSymbol = Color | "C";

export interface Rules {
  /** Pre-2010 rule: unspent mana makes its owner lose that much life when a pool empties. */
  manaBurn: boolean;
  startingLife: number;
  maxHandSize: number;
  /**
   * CR 407: playing for ante. Each player antes the top card of their library as the game
   * starts (after the first player is chosen, before the opening hands), and the winner becomes
   * the owner of every card in the ante as the game ends (CR 407.2).
   */
  ante: boolean;
}

export interface GameSetup {
  /** Seed for the game's random generator (shuffles, first player, random discards, coin flips). */
  seed: number | string;
  rules?: Partial<Rules>;
  /** Decks as lists of card names (Oracle spelling), one entry per copy. */
  decks: Record<PlayerId, string[]>;
  /** Each player's sideboard: their cards outside the game (CR 400.11, 100.4a; up to 15), by name. */
  sideboards?: Partial<Record<PlayerId, string[]>>;
  names?: Partial<Record<PlayerId, string>>;
}

/** A reference to a player or an object, as used in targets and choices. */
export type Ref = PlayerId | string;

/**
 * Choices of non-mana costs made while casting or activating (CR 601.2b, 601.2h, 602.2b):
 * which permanents are sacrificed, which cards discarded, and so on.
 */
export interface CostChoices {
  sacrifice?: string[];
  discard?: string[];
  exile?: string[];
  tap?: string[];
  untap?: string[];
  return?: string[];
  life?: number;
  counters?: Record<string, number>;
}

/** Player decisions. Every action names the player taking it. */
export type Action =
  | { type: "pass"; player: PlayerId }
  | { type: "play"; player: PlayerId; card: string }
  | {
      type: "cast"; player: PlayerId; card: string; targets?: Ref[]; x?: number;
      /** Permanents whose first mana ability pays, and/or "pool". Omitted: automatic payment. */
      pay?: string[];
      /** Put the spell on the stack and wait for the player to pay by hand (UI); `cancel` rewinds. */
      manualPayment?: boolean;
      choices?: CastChoices;
      costs?: CostChoices;
    }
  | {
      type: "activate"; player: PlayerId; card: string; ability?: number; targets?: Ref[]; x?: number;
      mana?: string; pay?: string[]; choices?: CastChoices; costs?: CostChoices;
    }
  | { type: "attack"; player: PlayerId; attackers: string[]; bands?: string[][] }
  | { type: "block"; player: PlayerId; blocks: { blocker: string; attacker: string }[] }
  | { type: "assign"; player: PlayerId; attacker: string; damage: Record<Ref, number> }
  | { type: "choose"; player: PlayerId; cards?: string[]; value?: boolean | number | string; order?: string[] }
  | { type: "cancel"; player: PlayerId }
  /** Takes back the mana ability just activated, while its mana is unused (engine/core/mana-undo.ts). */
  | { type: "undoMana"; player: PlayerId }
  | { type: "mulligan"; player: PlayerId }
  | { type: "keep"; player: PlayerId }
  | { type: "concede"; player: PlayerId };

export interface CastChoices {
  /** Mode number, 1-based in Oracle order. */
  mode?: number;
  color?: Color;
  /** Damage division for spells that divide: target ref → amount. */
  divide?: Record<Ref, number>;
}

export interface Rejection {
  code:
    | "not_your_priority" | "wrong_timing" | "illegal_target" | "cannot_pay" | "no_such_object"
    | "not_allowed" | "bad_action" | "game_over" | "decision_pending" | "needs_copy"
    /** Hidden information: the action needs a random result from outside (engine `withRandom`). */
    | "needs_random"
    /**
     * Hidden information: the action makes a player look at cards this copy may not know, or
     * reveals them (CR 701.20): the programs show them to `reveal.to` (engine `withShown`).
     */
    | "needs_reveal";
  /** A sentence a player can read. */
  message: string;
  /** With "needs_reveal": the physical cards (`GameState.cards` numbers) to show, and to whom ("all": a reveal). */
  reveal?: { cards: number[]; to: PlayerId | "all" };
}

/** Something that happened, for logs, animations and triggers (CR 603.2: the kernel's event stream). */
export interface GameEvent {
  type: string;
  /** The event in words, for the game log. */
  text: string;
  [key: string]: unknown;
}

export type ApplyResult<S> =
  | { ok: true; state: S; events: GameEvent[] }
  | { ok: false; rejection: Rejection };

export interface Outcome {
  winner: PlayerId | "draw";
  reason: string;
}

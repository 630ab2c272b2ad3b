/**
 * The vocabulary card definitions are written in (design.md §3: "cards are declarations").
 * A definition says what a card does; the rules core decides when and how.
 */
import type { Color, PlayerId, Ref } from "../types";
import type { Game } from "../core/game";
import type { Chars } from "../core/layers";
import type { GameObject, ResolutionChoice, StackItem } from "../core/state";

export type Keyword =
  | "flying" | "reach" | "vigilance" | "first_strike" | "double_strike" | "trample" | "defender"
  | "haste" | "islandwalk" | "swampwalk" | "mountainwalk" | "forestwalk" | "plainswalk"
  | "protection_from_white" | "protection_from_blue" | "protection_from_black" | "protection_from_red"
  | "protection_from_green" | "attacks_each_combat" | "cant_be_blocked_by_walls";

/** What a target may be. `test` sees the candidate and who is choosing. */
export interface TargetSpec {
  /** Words for prompts and errors: "any target", "target creature". */
  text: string;
  players?: boolean;
  /** Objects in this zone (default battlefield). */
  zone?: "battlefield" | "stack" | "graveyard";
  /** Filter on objects (and on players when `players` is set: obj is undefined, player given). */
  playerTest?: (g: Game, player: PlayerId, chooser: PlayerId) => boolean;
  test?: (g: Game, candidate: { obj?: GameObject; chars?: Chars; player?: PlayerId }, chooser: PlayerId, source: GameObject) => boolean;
}

/** An answer to a resolution choice. */
export interface Answer {
  cards?: string[];
  value?: boolean | number | string;
}

/**
 * A spell's or ability's effect. It may pause for a player's choice by returning a request;
 * it is then called again with the answer (progress kept in `item.data`).
 */
export type Effect = (g: Game, item: StackItem, answer?: Answer) => void | { choose: PlayerId; prompt: string; choice: ResolutionChoice };

export interface Mode {
  text: string;
  targets: TargetSpec[];
  effect: Effect;
}

export interface SpellDef {
  targets?: TargetSpec[];
  /** Any number of targets of one kind (Fireball): min..max. */
  variableTargets?: { spec: TargetSpec; min: number };
  modes?: Mode[];
  effect?: Effect;
  /** Extra generic mana (Fireball: {1} per target beyond the first). */
  extraCost?: (targetCount: number) => number;
  /** Divides X among targets evenly (Fireball); no `divide` choice needed. */
}

export interface ManaProduction {
  /** Fixed mana, e.g. "G", "CC", "BBB". */
  fixed?: string;
  /** Any one color, `amount` times ("RRR" for Black Lotus). */
  anyColor?: number;
  /** One of these colors (dual lands). */
  oneOf?: Color[];
}

export interface ActivatedDef {
  /** Mana part of the cost, e.g. "{1}", "{B}", "" for none. */
  cost: string;
  tap?: boolean;
  sacrificeSelf?: boolean;
  /** Mana abilities resolve at once and do not use the stack (CR 605). */
  mana?: ManaProduction;
  targets?: TargetSpec[];
  effect?: Effect;
  /** For Auras whose ability belongs to the enchanted creature ("Firebreathing") it is still the Aura's. */
  text: string;
}

export type TriggerEvent =
  | { on: "upkeep"; whose: "yours" | "each" | "chosen" }
  | { on: "draw_step"; whose: "each" }
  | { on: "end_step"; whose: "each" }
  | { on: "dies"; which: "damaged_by_self" }
  | { on: "deals_damage_to_opponent" }
  | { on: "tapped_for_mana"; what: "land" }
  | { on: "self_enters" }
  | { on: "self_leaves" };

export interface TriggerDef {
  when: TriggerEvent;
  /** Intervening "if" clause (CR 603.4): checked when it triggers and again on resolution. */
  condition?: (g: Game, self: GameObject, item: StackItem) => boolean;
  targets?: TargetSpec[];
  effect: Effect;
  text: string;
}

/** A static ability that changes characteristics (CR 613) of the objects it applies to. */
export interface StaticDef {
  layer: "control" | "abilities" | "pt_cda" | "pt_modify";
  /** Which battlefield objects it affects. `self` is the static ability's source. */
  affects: (g: Game, self: GameObject, target: GameObject, chars: Chars) => boolean;
  apply: (chars: Chars, self: GameObject, g: Game, target: GameObject) => void;
}

export interface CardDef {
  name: string;
  keywords?: Keyword[];
  spell?: SpellDef;
  /** Auras: what they can enchant (CR 303.4). */
  enchant?: TargetSpec;
  abilities?: ActivatedDef[];
  triggers?: TriggerDef[];
  statics?: StaticDef[];
  entersTapped?: boolean;
  /** "As this enters, choose an opponent" (CR 614.12). */
  chooseOpponentOnEntry?: boolean;
  /** Characteristic-defining P/T (CR 604.3), e.g. Keldon Warlord. */
  cdaPowerToughness?: (g: Game, self: GameObject, controller: PlayerId) => number;
}

export type { Color, Ref };

/**
 * What one heuristic decision works with: the input (view, legal actions, knowledge, memory),
 * the judgement's knobs, and lazily built helpers (open mana, a full state to look ahead on).
 */
import type { Action, CardView, GameState, PlayerId, PlayerView } from "../../../engine/index";
import { findCard, manaOpen, otherPlayer, type ManaInfo } from "./board";
import { COMBAT_TUNING, type CombatTuning } from "./combat";
import { determinize } from "./determinize";
import type { TraceSink } from "./trace";
import type { AiKnowledge, AiMemory } from "./types";
import { deckPlan, type DeckPlan } from "./plan";

export interface HeuristicInput {
  view: PlayerView;
  legal: Action[];
  knowledge: AiKnowledge;
  memory: AiMemory;
  rand: (n: number) => number;
  /** A full state consistent with the view (a rollout's own state); sampled from `known` when absent. */
  state?: GameState;
  /** The game as this player knows it (engine `knownState`): hidden cards anonymous. */
  known?: GameState;
  /** Most look-aheads per decision (each costs a few engine calls). */
  maxSims?: number;
  /** Overrides of the judgement's knobs (self-play tuning). */
  tuning?: Partial<HeuristicTuning>;
  /** Where this decision's explanation goes (`moxen sim --explain`, trace.ts); none when absent. */
  trace?: TraceSink;
}

export interface HeuristicTuning extends CombatTuning {
  /** Least improvement (evaluation points) for which an action beats passing. */
  actMin: number;
  /** Cast creatures before combat even when there are attackers ready. */
  creaturesFirst: boolean;
  /** Least value of a creature worth a removal spell, while not under pressure. */
  removalMin: number;
}

export const HEURISTIC_TUNING: HeuristicTuning = { ...COMBAT_TUNING, actMin: 0.3, creaturesFirst: false, removalMin: 0 };

export class Ctx {
  readonly me: PlayerId;
  readonly opp: PlayerId;
  readonly t: HeuristicTuning;
  private _mana?: ManaInfo;
  private _state?: GameState | null;
  private _plan?: DeckPlan;
  constructor(readonly input: HeuristicInput) {
    this.me = input.view.you;
    this.opp = otherPlayer(this.me);
    this.t = input.tuning ? { ...HEURISTIC_TUNING, ...input.tuning } : HEURISTIC_TUNING;
  }
  get view() { return this.input.view; }
  get legal() { return this.input.legal; }
  /** What this player's deck is for (plan.ts), read from its cards' hints. */
  get plan(): DeckPlan { return (this._plan ??= deckPlan(this.input.knowledge.deck)); }
  get mana(): ManaInfo { return (this._mana ??= manaOpen(this.view, this.me)); }
  /** A full state to look ahead on, or null if none could be built. */
  state(): GameState | null {
    if (this._state === undefined) {
      if (this.input.state) this._state = this.input.state;
      else if (this.input.known) this._state = determinize(this.input.known, this.input.knowledge, this.me, this.input.rand).state;
      else this._state = null;
    }
    return this._state;
  }
  card(id: string): CardView | undefined { return findCard(this.view, id); }
}

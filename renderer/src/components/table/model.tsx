/**
 * The table's derived model, computed once per host update and shared by context: the view,
 * the legal actions read into per-card facts, and (while dragging) where the card may go.
 */
import { createContext, useContext } from "react";
import type { CardView, PlayerId, PlayerView } from "../../../../engine/index";
import type { MatchSummary, MatchUpdate } from "../../../../app/shared/contract/match";
import { actionableCards, attackCandidates, blockCandidates, choosableCards, objectIndex, type Legal } from "./legal";

export interface TableModel {
  update: MatchUpdate;
  summary: MatchSummary | null;
  view: PlayerView;
  /** The engine's options for you now (null: nothing to do). */
  legal: Legal;
  me: PlayerId;
  opp: PlayerId;
  index: Map<string, CardView>;
  actionable: Set<string>;
  attack: { able: Set<string>; forced: string[] };
  blockers: Map<string, Set<string>>;
  choosable: string[];
  /** The decision waiting for you, if any. */
  myDecision: PlayerView["decision"];
  /** A replay or a finished game: nothing is clickable. */
  readOnly: boolean;
}

export function buildModel(update: MatchUpdate, view: PlayerView, summary: MatchSummary | null, readOnly = false): TableModel {
  const me = view.you;
  const legal = readOnly ? null : update.legal;
  return {
    update,
    summary,
    view,
    legal,
    me,
    opp: me === "A" ? "B" : "A",
    index: objectIndex(view),
    actionable: actionableCards(view, legal),
    attack: attackCandidates(legal),
    blockers: blockCandidates(legal),
    choosable: choosableCards(legal),
    myDecision: (view.decision?.by ?? view.decision?.player) === me ? view.decision : null, // CR 723.5: also the decisions made for a controlled player
    readOnly,
  };
}

export const ModelContext = createContext<TableModel | null>(null);
export function useModel(): TableModel {
  const m = useContext(ModelContext);
  if (!m) throw new Error("useModel outside the game table");
  return m;
}

/** What the card being dragged may be dropped on. */
export interface DragInfo {
  card: CardView;
  from: "hand" | "battlefield";
  /** Objects and players it may be dropped on as a target (or an attacker, to block it). */
  targets: Set<string>;
  /** Your battlefield: play, cast without a target, or rearrange. */
  battlefield: boolean;
  /** The opponent's side: attack. */
  attack: boolean;
}
export const DragContext = createContext<DragInfo | null>(null);
export const useDrag = () => useContext(DragContext);

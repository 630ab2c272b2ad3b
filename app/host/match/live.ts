/**
 * A running match in the host's memory: its summary row, the live state rebuilt from (and
 * always behind) the log, its readable log lines, and who is watching it.
 */
import type { Action, GameState } from "../../../engine/index";
import type { Seat } from "../../shared/contract/match";
import type { PeerSession } from "../net/peer-session";
import type { ComputerPlayer } from "./computer";
import type { LogLine } from "./replay";
import type { MatchRow } from "./store";

export const other = (s: Seat): Seat => (s === "A" ? "B" : "A");

/** A renderer watching a match: which seat's view it gets, and the log lines it has seen. */
export interface Watcher {
  seat: Seat | "auto";
  cursor: number;
}

import type { PuzzleGoal } from "../../../engine/scenario/puzzle";

export interface Live {
  id: number;
  row: MatchRow;
  state: GameState | null;
  step: number;
  lines: LogLine[];
  watchers: Map<string, Watcher>;
  /** The client whose call is in progress: it gets its update as the call's result, not as an event. */
  quietFor: string | null;
  lastActor: Seat;
  /** `pause`: the computer waits before its next action, so its last spell can be seen (MatchHostOptions.pace). */
  computer?: { seat: Seat; player: ComputerPlayer; abort: AbortController | null; pause?: ReturnType<typeof setTimeout> };
  session?: PeerSession<GameState, Action>;
  offs: (() => void)[];
  closed: boolean;
  /** A puzzle's goal, judged after each action. */
  puzzle?: PuzzleGoal;
}

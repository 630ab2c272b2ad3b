/**
 * A running match in the host's memory: its summary row, the live state rebuilt from (and
 * always behind) the log, its readable log lines, and who is watching it.
 */
import type { Action, GameState } from "../../../engine/index";
import type { Seat } from "../../shared/contract/match";
import type { MatchChannel } from "../net/match-channel";
import type { PeerSession } from "../net/peer-session";
import type { ComputerPlayer } from "./computer";
import { stateHash, type LogLine } from "./replay";
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
  /** A network match's channel, split by frame kind: after the finish it can carry a trade (`net/match-channel.ts`). */
  channel?: MatchChannel;
  offs: (() => void)[];
  closed: boolean;
  /** A puzzle's goal, judged after each action. */
  puzzle?: PuzzleGoal;
}

/** The hash of a running match's live state: the session's for a network match. */
export function liveHash(live: Live): string | null {
  return live.session ? live.session.stateHash : live.state ? stateHash(live.state) : null;
}

/** Stops the computer player of a match, if it has one (its thinking is dropped). */
export function stopComputer(live: Live): void {
  const c = live.computer;
  if (!c) return;
  c.abort?.abort();
  c.abort = null;
  clearTimeout(c.pause);
  live.computer = undefined;
  void c.player.close().catch(() => {});
}

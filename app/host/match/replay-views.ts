/**
 * Views of a match that is not running, rebuilt from its log: a finished match's final
 * position (`match.view`), and any step of any match (`match.replay`) — from your seat, or
 * either seat once a local match is over. Steps are served by a ReplayCache (checkpoints).
 */
import * as engine from "../../../engine/index";
import type { GameState } from "../../../engine/index";
import type { MatchUpdate, ReplayStep, Seat } from "../../shared/contract/match";
import { NetError } from "../net/errors";
import { MatchError } from "./errors";
import type { Live } from "./live";
import { ReplayError, stateHash, tagsFor, textsFor } from "./replay";
import { ReplayCache, type HiddenHistory } from "./replay-cache";
import type { MatchRow, MatchStore } from "./store";

export class ReplayViews {
  private readonly replays = new ReplayCache();

  constructor(
    private readonly store: () => MatchStore,
    /** A network match with hidden cards as this player saw it, from its signed log. */
    private readonly hiddenHistory: (row: MatchRow) => HiddenHistory,
  ) {}

  /** A finished (or otherwise not running) match: its final position, rebuilt from the log. */
  finishedView(matchId: number, seat: Seat | undefined): MatchUpdate {
    const row = this.store().get(matchId);
    if (!started(row)) throw new MatchError("not_started", `Match #${matchId} never started: there is nothing to show.`);
    const s = replaySeat(row, seat);
    const r = this.replayAt(row, row.steps);
    return {
      matchId,
      seat: s,
      step: row.steps,
      status: row.status,
      view: engine.viewFor(r.state, s),
      legal: null,
      mustAct: null,
      thinking: false,
      events: [],
      tags: [],
      reset: true,
      result: row.result,
      problem: row.problem,
      hash: shownHash(row, r.state),
    };
  }

  /** `live`: the match, while it is running (its row and steps are the current ones). */
  replay(matchId: number, step: number, seat: Seat | undefined, live: Live | undefined): ReplayStep {
    const row = live?.row ?? this.store().get(matchId);
    if (!started(row)) throw new MatchError("not_started", `Match #${matchId} never started: there is nothing to replay.`);
    const s = replaySeat(row, seat);
    const steps = live?.step ?? row.steps;
    if (step > steps) throw new MatchError("bad_argument", `Match #${matchId} has ${steps} steps; step ${step} does not exist.`);
    const r = this.replayAt({ ...row, steps }, step);
    return { matchId, seat: s, step, total: r.total, view: engine.viewFor(r.state, s), action: r.action, events: textsFor(r.lines, s), log: textsFor(r.log, s).slice(-400), logTags: tagsFor(r.log, s).slice(-400), hash: shownHash(row, r.state) };
  }

  private replayAt(row: MatchRow, step: number) {
    try {
      // A network match with hidden cards is replayed from its signed log, as its player saw it.
      if (row.setup!.hidden) return this.replays.atHidden(row.id, step, () => this.hiddenHistory(row), row.steps);
      return this.replays.at(row.id, row.setup!, step, () => this.store().actions(row.id), row.steps);
    } catch (e) {
      if (e instanceof ReplayError || e instanceof NetError) {
        this.replays.forget(row.id);
        throw new MatchError("damaged", `Match #${row.id} does not replay: ${e.message}`);
      }
      throw e;
    }
  }
}

function replaySeat(row: MatchRow, seat: Seat | undefined): Seat {
  const over = row.status === "finished" || row.status === "abandoned" || row.status === "damaged";
  const anySeat = row.kind === "hotseat" || (over && row.kind === "local-ai");
  const s = seat ?? row.mySeat ?? "A";
  if (!anySeat && s !== row.mySeat) {
    throw new MatchError("not_your_seat", `You can replay match #${row.id} from your seat (${row.mySeat}) only${row.kind === "local-ai" ? " until it is over" : ""}.`);
  }
  return s;
}

/** Whether a match has a game to show: a hidden network match only once both libraries were dealt. */
function started(row: MatchRow): boolean {
  return !!row.setup && !(row.setup.hidden && !row.gameId);
}

/**
 * The hash a view shows: of the whole game, or for a network match with hidden cards, of what
 * both players may know of this player's copy (equal on both sides once every shown card is known).
 */
function shownHash(row: MatchRow, state: GameState): string {
  return row.setup?.hidden ? engine.publicHash(state) : stateHash(state);
}

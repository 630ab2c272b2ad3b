/**
 * What the watchers of a running match are sent: each renderer gets **its seat's** view, its
 * legal actions and the new log lines it may read (`match.updated`), notices (`match.notice`)
 * and network chat (`match.chat`).
 */
import * as engine from "../../../engine/index";
import type { MatchNotice, MatchUpdate, Seat } from "../../shared/contract/match";
import { liveHash, type Live, type Watcher } from "./live";
import { readableBy, type LogLine } from "./replay";
import { autoSeat, controlled, mustAct, seatFor, thinking } from "./seats";
import type { Emit } from "./types";

/** How many log lines a (re)opened table gets. */
const RECENT_LINES = 300;

export class MatchOutput {
  constructor(private readonly emit: Emit) {}

  watch(live: Live, client: string, seat: Seat | "auto", reset = true): Watcher {
    let w = live.watchers.get(client);
    if (!w) {
      w = { seat, cursor: reset ? live.lines.length : live.lines.length };
      live.watchers.set(client, w);
    }
    w.seat = seat;
    return w;
  }

  /** A running match's whole table for `seat` (or the seat the player at this machine plays), with the recent lines. */
  view(live: Live, seat: Seat | undefined, client?: string): MatchUpdate {
    const s = seat ? seatFor(live, seat, "view") : live.row.kind === "hotseat" ? "auto" : seatFor(live, undefined, "view");
    const shown = s === "auto" ? autoSeat(live, "view") : s;
    if (client) {
      const w = this.watch(live, client, s);
      w.cursor = live.lines.length;
    }
    const recent = live.lines.filter(readableBy(shown)).slice(-RECENT_LINES);
    return this.makeUpdate(live, shown, recent, true);
  }

  /** The update for the calling client: what is new since its last one. */
  updateFor(live: Live, client: string | undefined): MatchUpdate {
    const w = client ? live.watchers.get(client) : undefined;
    const seat = !w || w.seat === "auto" ? autoSeat(live, "view") : w.seat;
    const fresh = w ? live.lines.slice(w.cursor) : [];
    if (w) w.cursor = live.lines.length;
    return this.makeUpdate(live, live.row.kind === "hotseat" ? seat : (live.row.mySeat ?? seat), fresh.filter(readableBy(seat)), false);
  }

  /** Sends each watcher (but the one whose call is in progress) its seat's update. */
  flush(live: Live): void {
    for (const [client, w] of live.watchers) {
      if (client === live.quietFor) continue;
      const seat = w.seat === "auto" ? autoSeat(live, "view") : w.seat;
      const fresh = live.lines.slice(w.cursor);
      w.cursor = live.lines.length;
      this.emit("match.updated", this.makeUpdate(live, seat, fresh.filter(readableBy(seat)), false), client);
    }
  }

  notice(live: Live, level: MatchNotice["level"], message: string): void {
    for (const client of live.watchers.keys()) this.emit("match.notice", { matchId: live.id, level, message }, client);
  }

  /** A network chat line, to every watcher. */
  chat(live: Live, seat: Seat, text: string): void {
    for (const client of live.watchers.keys()) this.emit("match.chat", { matchId: live.id, seat, text }, client);
  }

  /** Background work must never crash the host: a failure is told to the watchers. */
  safely(live: Live, fn: () => void): void {
    try {
      fn();
    } catch (e) {
      console.error(`moxen: match #${live.id}:`, e);
      this.notice(live, "error", `The match could not continue: ${(e as Error).message}`);
    }
  }

  /** `lines`: the log lines `seat` may read, new (or, reset, the recent ones). */
  private makeUpdate(live: Live, seat: Seat, lines: readonly LogLine[], reset: boolean): MatchUpdate {
    const toAct = mustAct(live);
    const busy = thinking(live);
    const legal = live.state && toAct === seat && !(busy && live.computer?.seat === seat) && controlled(live).includes(seat) ? engine.legalActions(live.state, seat) : null;
    return {
      matchId: live.id,
      seat,
      step: live.step,
      status: live.row.status,
      view: live.state ? engine.viewFor(live.state, seat) : null,
      legal,
      mustAct: toAct,
      thinking: busy,
      events: lines.map((l) => l.text),
      tags: lines.map((l) => l.tag ?? { kind: "note" }),
      reset,
      result: live.row.result,
      problem: live.row.problem,
      hash: liveHash(live),
      ...(live.session ? { opponentOwes: opponentOwes(live.session) } : {}),
    };
  }
}

/** What the network opponent owes, for the table's countdown (null when it owes nothing). */
function opponentOwes(session: NonNullable<Live["session"]>): MatchUpdate["opponentOwes"] {
  const silent = session.opponentSilentFor();
  const owed = session.owes();
  return silent === null || !owed ? null : { what: owed.what, silentMs: silent, claimAfterMs: session.timeoutClaimMs };
}

/**
 * The running matches in memory (`Live`, by id) and their life on the store: registered when
 * they start or come back, finished (result, final hash, coins), marked damaged, dropped.
 */
import type { GameState } from "../../../engine/index";
import type { MatchResultInfo, MatchSummary } from "../../shared/contract/match";
import type { CollectionService } from "../collection/service";
import { NetError } from "../net/errors";
import { MatchError } from "./errors";
import { liveHash, stopComputer, type Live } from "./live";
import { puzzleStart } from "./puzzles";
import { ReplayError, type LogLine } from "./replay";
import { settleAuditReward, settleReward } from "./rewards";
import { summaryOf, type MatchRow, type MatchStore } from "./store";

export class MatchRegistry {
  private readonly lives = new Map<number, Live>();

  constructor(
    /** The store, opened (and the unfinished matches rebuilt) on first use. */
    private readonly store: () => MatchStore,
    /** The collection, which pays the coins. */
    private readonly collection?: () => CollectionService,
  ) {}

  register(row: MatchRow, state: GameState | null, lines: LogLine[]): Live {
    const live: Live = {
      id: row.id,
      row,
      state,
      step: row.steps,
      lines,
      watchers: new Map(),
      quietFor: null,
      lastActor: "A",
      offs: [],
      closed: false,
      ...(row.setup?.puzzle !== undefined ? { puzzle: puzzleStart(row.setup.puzzle).goal } : {}),
    };
    this.lives.set(row.id, live);
    return live;
  }

  /** The running match, if it is one (the store is not opened for this). */
  get(matchId: number): Live | undefined {
    return this.lives.get(matchId);
  }

  /** The running match, or the error that says why it is not running. */
  live(matchId: number): Live {
    const store = this.store();
    const live = this.lives.get(matchId);
    if (live) return live;
    const row = store.get(matchId);
    if (row.status === "damaged" || row.status === "halted") throw new MatchError(row.status, `Match #${matchId} is ${row.status}: ${row.problem ?? "no details"}`);
    if (row.status === "finished" || row.status === "abandoned") throw new MatchError("match_over", `Match #${matchId} is over; use replay to review it.`);
    throw new MatchError("not_live", `Match #${matchId} is not running here.`);
  }

  all(): IterableIterator<Live> {
    return this.lives.values();
  }

  summary(row: MatchRow): MatchSummary {
    const live = this.lives.get(row.id);
    const s = summaryOf(live?.row ?? row);
    if (row.kind === "network") s.connected = live?.session?.connected ?? false;
    return s;
  }

  finish(live: Live, outcome: MatchResultInfo, finalHash?: string): void {
    if (live.row.status === "finished") return;
    const result: MatchResultInfo = { winner: outcome.winner, reason: outcome.reason };
    stopComputer(live);
    const store = this.store();
    live.row = store.update(live.id, {
      status: "finished",
      result,
      finalHash: finalHash ?? liveHash(live),
      finishedAt: store.now(),
      turn: live.state?.turn.number ?? live.row.turn,
    });
    live.row = settleReward(store, live.row, this.collection);
  }

  /**
   * The audit of a finished network match is in: kept with the result; a cheater it names loses the
   * match after the fact (the result says so, `overturned` keeps the game's), and the reward follows.
   */
  audited(row: MatchRow, audit: NonNullable<MatchResultInfo["audit"]>, result: MatchResultInfo | null): MatchRow {
    if (!row.result) return row;
    const store = this.store();
    const before = row.result;
    const after: MatchResultInfo = result && !audit.clean ? { ...result, audit } : { ...before, audit };
    let updated = store.update(row.id, { result: after });
    if (after.overturned) updated = settleAuditReward(store, updated, before, this.collection);
    const live = this.lives.get(row.id);
    if (live) live.row = updated;
    return updated;
  }

  /**
   * A match that does not come back from its log is marked damaged, whatever the error (a
   * corrupt log, a deck the engine refuses, a bug): it is kept unchanged for inspection, and
   * the other matches still come back.
   */
  damage(row: MatchRow, e: unknown): void {
    const why = e instanceof ReplayError || e instanceof NetError ? e.message : `an unexpected error (${String((e as Error)?.message ?? e).slice(0, 300)})`;
    const problem = `The match log does not replay: ${why} The match is kept unchanged for inspection and cannot be continued.`;
    try {
      this.store().update(row.id, { status: "damaged", problem });
    } catch {
      // The database itself failed: nothing more can be recorded; the other matches go on.
    }
  }

  /** Removes a match from memory (it failed to come back). */
  forget(matchId: number): void {
    this.lives.delete(matchId);
  }

  /** Closes a match that ends here (its listeners, its computer player) and removes it from memory. */
  drop(live: Live): void {
    live.closed = true;
    live.offs.forEach((off) => off());
    stopComputer(live);
    this.lives.delete(live.id);
  }

  clear(): void {
    this.lives.clear();
  }
}

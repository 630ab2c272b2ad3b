/**
 * Step-by-step replays of a match's log. Jumping to step n replays from the nearest
 * checkpoint (one every CHECKPOINT_EVERY steps, kept as the replay passes them), so stepping
 * through a long game costs a few actions per step, not the whole game each time. Every
 * replayed action's hash is checked against the log.
 */
import type { Action, GameState, PlayerId } from "../../../engine/index";
import type { AppliedStep } from "../net/hidden/play";
import { createFromSetup, linesOf, parseAction, replayRows, type LogLine } from "./replay";
import type { ActionRow, MatchSetup } from "./store";

const CHECKPOINT_EVERY = 32;
const CACHED_MATCHES = 4;

export interface ReplayAt {
  state: GameState;
  total: number;
  action: Action | null;
  lines: LogLine[];
  /** The log of the game up to this step (its last LOG_LINES lines), so a jump shows the story so far. */
  log: LogLine[];
}

/** How much of the game's log a replay step carries (before the lines the seat may not read are removed). */
const LOG_LINES = 1000;

class Cursor {
  private checkpoints = new Map<number, GameState>();
  /**
   * Log lines by step, kept as steps are replayed. Every step before a checkpoint was replayed
   * on the way to it, so the lines of all steps up to any step reached are here.
   */
  private stepLines: LogLine[][] = [];
  constructor(
    readonly setup: MatchSetup,
    public rows: ActionRow[],
  ) {
    this.checkpoints.set(0, createFromSetup(setup));
  }

  at(step: number): ReplayAt {
    let from = 0;
    for (const k of this.checkpoints.keys()) if (k <= step && k > from) from = k;
    let state = this.checkpoints.get(from)!;
    let lines: LogLine[] = [];
    if (step > from) {
      state = replayRows(state, this.rows.slice(from, step), (s, st, _a, events) => {
        if (s % CHECKPOINT_EVERY === 0) this.checkpoints.set(s, st);
        this.stepLines[s] = linesOf(s, events, st);
        if (s === step) lines = this.stepLines[s]!;
      });
    } else if (step > 0) {
      // A checkpoint hit: replay the last action again for its log lines.
      const before = this.at(step - 1).state;
      replayRows(before, [this.rows[step - 1]!], (s, st, _a, events) => (lines = linesOf(s, events, st)));
    }
    return { state, total: this.rows.length, action: step > 0 ? parseAction(this.rows[step - 1]!) : null, lines, log: this.logUpTo(step) };
  }

  private logUpTo(step: number): LogLine[] {
    const out: LogLine[] = [];
    for (let s = step; s >= 1 && out.length < LOG_LINES; s--) out.unshift(...(this.stepLines[s] ?? []));
    return out.slice(-LOG_LINES);
  }
}

/** A game with hidden cards as this side saw it: every action its copy applied, and the copy at the end. */
export interface HiddenHistory {
  steps: AppliedStep[];
  final: GameState | null;
  /** The cards whose owner changed, by physical card, in the final copy or it with the result applied (ante.ts). */
  ownershipChanges?: (final: GameState) => { card: number; name: string; from: PlayerId; to: PlayerId }[] | null;
}

/**
 * Steps of a network match with hidden cards: the copy as its player knew it after each step
 * (the cards shown since included: what they knew when choosing the next action), from the
 * actions the copy applied when the signed log was replayed.
 */
class HiddenCursor {
  private readonly lines: LogLine[][];
  constructor(readonly history: HiddenHistory) {
    this.lines = history.steps.map((s, i) => linesOf(i + 1, s.events, s.after));
  }
  get length(): number {
    return this.history.steps.length;
  }
  at(step: number): ReplayAt {
    const { steps, final } = this.history;
    const state = step < steps.length ? steps[step]!.before : (final ?? steps[steps.length - 1]!.after);
    return {
      state,
      total: steps.length,
      action: step > 0 ? steps[step - 1]!.action : null,
      lines: step > 0 ? this.lines[step - 1]! : [],
      log: this.lines.slice(0, step).flat().slice(-LOG_LINES),
    };
  }
}

export class ReplayCache {
  private cursors = new Map<number, Cursor | HiddenCursor>();

  /** A hidden match's step: `history` replays its signed log; again when the match has grown since. */
  atHidden(matchId: number, step: number, history: () => HiddenHistory, knownSteps: number): ReplayAt {
    let c = this.cursors.get(matchId);
    if (!(c instanceof HiddenCursor) || c.length < knownSteps) c = new HiddenCursor(history());
    this.remember(matchId, c);
    return c.at(Math.min(step, c.length));
  }

  private remember(matchId: number, c: Cursor | HiddenCursor): void {
    this.cursors.delete(matchId);
    if (this.cursors.size >= CACHED_MATCHES) this.cursors.delete(this.cursors.keys().next().value!);
    this.cursors.set(matchId, c); // most recently used last
  }

  /** `rows` loads the match's log; called again when the log has grown since it was cached. */
  at(matchId: number, setup: MatchSetup, step: number, rows: () => ActionRow[], knownSteps: number): ReplayAt {
    const cached = this.cursors.get(matchId);
    let c = cached instanceof Cursor ? cached : undefined;
    if (c && c.rows.length < knownSteps) c.rows = rows();
    if (!c) c = new Cursor(setup, rows());
    this.remember(matchId, c);
    return c.at(Math.min(step, c.rows.length));
  }

  forget(matchId: number): void {
    this.cursors.delete(matchId);
  }
}

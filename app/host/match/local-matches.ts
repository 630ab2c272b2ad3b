/**
 * Local matches (against the computer, hotseat, puzzles): the one path a local game moves by —
 * the engine validates, the action and its hash are appended to the log, then the live state
 * changes — and the computer player's turns. Also their rebuild from the log after a restart.
 */
import * as engine from "../../../engine/index";
import type { Action, GameState } from "../../../engine/index";
import type { Seat } from "../../shared/contract/match";
import { computerSeed, isCancelled, type ComputerFactory } from "./computer";
import { MatchError } from "./errors";
import { other, type Live } from "./live";
import type { MatchOutput } from "./output";
import { puzzleVerdict } from "./puzzles";
import type { MatchRegistry } from "./registry";
import { createFromSetup, linesOf, openingLine, replayRows, stateHash, type LogLine } from "./replay";
import type { MatchRow, MatchStore } from "./store";
import { offeredOrOwnAnswer } from "../ai/offered";

export interface LocalDeps {
  /** The store, opened on first use. */
  store: () => MatchStore;
  matches: MatchRegistry;
  output: MatchOutput;
  computer: ComputerFactory;
  /** How long (ms) the computer waits after it casts something (MatchHostOptions.pace). */
  pace?: () => number;
}

export class LocalMatches {
  constructor(private readonly d: LocalDeps) {}

  /** An unfinished local match after a restart: its actions replayed, every stored hash compared. */
  rebuild(row: MatchRow): void {
    const lines: LogLine[] = [openingLine(row)];
    let lastActor: Seat = "A";
    try {
      const state = replayRows(createFromSetup(row.setup!), this.d.store().actions(row.id), (step, s, action, events) => {
        lines.push(...linesOf(step, events, s));
        lastActor = action.player;
      });
      const live = this.d.matches.register(row, state, lines);
      live.lastActor = lastActor;
      if (live.puzzle) this.judgePuzzle(live, state);
      else if (state.outcome) this.d.matches.finish(live, state.outcome);
      if (live.row.status !== "finished") this.attachComputer(live);
    } catch (e) {
      this.d.matches.damage(row, e);
    }
  }

  /** Gives a match against the computer its computer player, which acts at once if it must. */
  attachComputer(live: Live): void {
    const row = live.row;
    if (row.kind !== "local-ai" || live.computer) return;
    const seat: Seat = row.seats.A.control === "computer" ? "A" : "B";
    const kind = row.seats[seat].ai ?? "heuristic";
    const player = this.d.computer(kind, { seed: computerSeed(row.setup!.seed), deck: row.setup!.decks[seat], opponentDeck: row.setup!.decks[other(seat)] });
    player.newGame({ deck: row.setup!.decks[seat], opponentDeck: row.setup!.decks[other(seat)] });
    live.computer = { seat, player, abort: null };
    this.advance(live);
  }

  /** A player's action (its seat checked), then the computer's while it must act. */
  submit(live: Live, state: GameState, action: Action): void {
    if (live.computer && action.player === live.computer.seat) throw new MatchError("not_your_seat", "The computer plays that seat.");
    this.commit(live, state, action);
    this.advance(live);
  }

  concede(live: Live, seat: Seat): void {
    // CR 104.3a: a player may concede at any time — an engine action, logged like any other.
    live.computer?.abort?.abort();
    if (live.computer) live.computer.abort = null;
    this.commit(live, live.state!, { type: "concede", player: seat });
    this.d.output.flush(live);
  }

  /** Validate with the engine, append to the log, then apply: the only way a local game moves. */
  private commit(live: Live, state: GameState, action: Action): void {
    const r = engine.apply(state, action);
    if (!r.ok) throw new MatchError(r.rejection.code, r.rejection.message);
    const hash = stateHash(r.state);
    this.d.store().appendAction(live.id, { seq: live.step + 1, player: action.player, action, hash, turn: r.state.turn.number });
    live.state = r.state;
    live.step++;
    live.row = { ...live.row, steps: live.step, turn: r.state.turn.number };
    live.lastActor = action.player;
    live.lines.push(...linesOf(live.step, r.events, r.state));
    if (live.puzzle) this.judgePuzzle(live, r.state);
    else if (r.state.outcome) this.d.matches.finish(live, r.state.outcome);
  }

  /** A puzzle ends once its goal is met or can no longer be: a win for the player, or a loss. */
  private judgePuzzle(live: Live, state: GameState): void {
    const v = puzzleVerdict(live.puzzle!, state);
    if (!v) return;
    const you = live.row.mySeat!;
    this.d.matches.finish(live, { winner: v.met ? you : other(you), reason: v.met ? `puzzle solved: ${v.reason}` : `puzzle not solved: ${v.reason}` });
  }

  /**
   * Lets the computer act while it must: a forced move (one legal action) at once, a real
   * choice in the background. Then tells the watchers.
   */
  private advance(live: Live): void {
    const c = live.computer;
    for (let guard = 0; c && !live.closed && live.state && !live.state.outcome && guard < 10_000; guard++) {
      if (engine.whoMustAct(live.state) !== c.seat || c.abort || c.pause) break;
      const legal = engine.legalActionList(live.state, c.seat);
      if (legal.length === 0) break;
      if (legal.length === 1) {
        const before = live.state;
        this.commit(live, live.state, legal[0]!);
        if (this.pauseAfter(live, c, before)) break;
        continue;
      }
      this.think(live, c, legal);
      break;
    }
    this.d.output.flush(live);
  }

  private think(live: Live, c: NonNullable<Live["computer"]>, legal: Action[]): void {
    const state = live.state!;
    const atStep = live.step;
    const abort = new AbortController();
    c.abort = abort;
    const play = (action: Action) => {
      c.abort = null;
      try {
        this.commit(live, state, action);
      } catch (e) {
        console.error(`moxen: match #${live.id}: the computer's action was refused (${(e as Error).message}); it passes instead`);
        this.commit(live, state, legal.find((a) => a.type === "pass") ?? legal[0]!);
      }
      if (this.pauseAfter(live, c, state)) return this.d.output.flush(live);
      this.advance(live);
    };
    c.player.decide(engine.viewFor(state, c.seat), legal, abort.signal, engine.knownState(state, c.seat)).then(
      (action) => {
        if (abort.signal.aborted || live.closed || live.step !== atStep) return;
        const key = JSON.stringify(action);
        if (!offeredOrOwnAnswer(legal, action)) {
          console.error(`moxen: match #${live.id}: the computer chose an action it was not offered: ${key}`);
          action = legal[0]!;
        }
        this.d.output.safely(live, () => play(action));
      },
      (err) => {
        if (isCancelled(err) || abort.signal.aborted || live.closed || live.step !== atStep) return;
        console.error(`moxen: match #${live.id}: the computer failed to decide (${(err as Error).message}); it passes instead`);
        this.d.output.safely(live, () => play(legal.find((a) => a.type === "pass") ?? legal[0]!));
      },
    );
  }

  /**
   * The computer just put a spell or an activated ability on the stack (since `before`): it
   * waits `pace` ms before its next action, so the player sees it (issue 21). Returns whether it waits.
   */
  private pauseAfter(live: Live, c: NonNullable<Live["computer"]>, before: GameState): boolean {
    const ms = this.d.pace?.() ?? 0;
    if (ms <= 0 || !live.state || live.state.outcome) return false;
    const old = new Set(before.stack.map((i) => i.id));
    const shown = live.state.stack.some((i) => !old.has(i.id) && i.controller === c.seat && (i.kind === "spell" || /#a\d+$/.test(i.ability ?? "")));
    if (!shown) return false;
    c.pause = setTimeout(() => {
      c.pause = undefined;
      if (live.computer === c && !live.closed) this.d.output.safely(live, () => this.advance(live));
    }, ms);
    return true;
  }
}

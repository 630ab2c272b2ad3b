/**
 * Rebuilding a game from its log, and the game log's lines as each player may read them.
 *
 * The log is the truth (design.md §2): a game is its setup plus its actions, and replaying
 * them through the engine must reproduce every stored state hash. A refused action or a
 * different hash is a ReplayError naming the step — the match is then marked damaged and
 * never continued from a state that silently diverged.
 */
import { createHash } from "node:crypto";
import * as engine from "../../../engine/index";
import type { Action, GameEvent, GameSetup, GameState } from "../../../engine/index";
import type { LogTag, Seat } from "../../shared/contract/match";
import { puzzleStart } from "./puzzles";
import type { ActionRow, MatchRow, MatchSetup } from "./store";

/** The engine's state hash (SHA-256 of the canonical JSON), with node's native SHA-256. */
export function stateHash(state: GameState): string {
  return createHash("sha256").update(engine.serialize(state)).digest("hex");
}

export class ReplayError extends Error {
  constructor(
    readonly step: number,
    message: string,
  ) {
    super(message);
    this.name = "ReplayError";
  }
}

/** One line of the game log; `only`: the line names a hidden card and is for that seat's eyes. */
export interface LogLine {
  step: number;
  text: string;
  only?: Seat | "nobody";
  /** What the line records (engine lines); absent: the host's own line (a "note"). */
  tag?: LogTag;
}

/** The tag of an engine event's line: its type, and what the log view needs to sort it. */
export function tagOf(e: GameEvent, after: GameState): LogTag {
  const tag: LogTag = { kind: e.type };
  if (e.type === "activate" && e.mana === true) tag.mana = true;
  if ((e.type === "attack" && Array.isArray(e.attackers) && e.attackers.length === 0) || (e.type === "block" && Array.isArray(e.blocks) && e.blocks.length === 0)) tag.none = true;
  if (e.type === "zone") {
    tag.from = String(e.from);
    tag.to = String(e.to);
  }
  if (e.type === "damage" && e.combat === true) tag.combat = true;
  if ((e.type === "destroy" || e.type === "sacrifice") && typeof e.object === "string") tag.object = e.object;
  if (e.type === "dies" && typeof e.old === "string") tag.object = e.old;
  if (e.type === "turn") {
    if (typeof e.turn === "number") tag.turn = e.turn;
    if (typeof e.subgame === "number") tag.subgame = e.subgame;
    const name = after.players[e.player as keyof GameState["players"]]?.name;
    if (name) tag.player = name;
  }
  return tag;
}

const PUBLIC_ZONES = new Set(["battlefield", "graveyard", "exile", "stack"]);

/**
 * The log lines of one action's events. A card moving between hidden zones (library → hand on a
 * draw, hand → library on a mulligan, face-down exile → hand) is named only to its owner: the
 * engine's event text names the card, and the opponent must not read it (CR 400.2, 406.3). A card
 * going face down is named by no event.
 */
export function linesOf(step: number, events: readonly GameEvent[], after: GameState): LogLine[] {
  const out: LogLine[] = [];
  for (const e of events) {
    // A card leaving face-down exile (CR 406.3, Knowledge Vault) for a hand is hidden like a draw.
    const fromHidden = !PUBLIC_ZONES.has(String(e.from)) || (e.type === "zone" && e.faceDown === true && e.from === "exile");
    if (e.type === "zone" && fromHidden && !PUBLIC_ZONES.has(String(e.to))) {
      const owner = after.objects[String(e.object)]?.owner;
      out.push({ step, text: e.text, only: owner ?? "nobody", tag: tagOf(e, after) });
    } else {
      out.push({ step, text: e.text, tag: tagOf(e, after) });
    }
  }
  return out;
}

/** The first line of a match's log: who plays whom with which deck (or which puzzle). */
export function openingLine(row: MatchRow): LogLine {
  const s = row.seats;
  if (row.setup?.puzzle !== undefined) return { step: 0, text: `Match #${row.id}: ${s.A.deck.replace(/^Puzzle: /, "puzzle ")}` };
  return { step: 0, text: `Match #${row.id}: ${s.A.name} (${s.A.deck}) vs ${s.B.name} (${s.B.deck})` };
}

export const readableBy = (seat: Seat | "all") => (l: LogLine) => !l.only || l.only === seat;

export function textsFor(lines: readonly LogLine[], seat: Seat): string[] {
  return lines.filter(readableBy(seat)).map((l) => l.text);
}

const NOTE: LogTag = { kind: "note" };

/** The tags of the lines `textsFor` gives, one for one. */
export function tagsFor(lines: readonly LogLine[], seat: Seat): LogTag[] {
  return lines.filter(readableBy(seat)).map((l) => l.tag ?? NOTE);
}

export function parseAction(row: ActionRow): Action {
  try {
    return JSON.parse(row.action) as Action;
  } catch {
    throw new ReplayError(row.seq, `Action ${row.seq} in the log is not readable JSON.`);
  }
}

export function createFromSetup(setup: MatchSetup): GameState {
  try {
    if (setup.puzzle !== undefined) return puzzleStart(setup.puzzle, setup.names).state;
    return engine.createGame(setup);
  } catch (e) {
    throw new ReplayError(0, `The match cannot be set up again: ${(e as Error).message}`);
  }
}

/**
 * Applies logged actions to `state` (which is after `rows[0].seq - 1` actions), checking each
 * stored hash. `onStep` sees every intermediate state and its events.
 */
export function replayRows(
  state: GameState,
  rows: readonly ActionRow[],
  onStep?: (step: number, state: GameState, action: Action, events: GameEvent[]) => void,
): GameState {
  let s = state;
  for (const row of rows) {
    const action = parseAction(row);
    if (action?.player !== row.player) throw new ReplayError(row.seq, `Action ${row.seq} in the log is for seat ${String(action?.player)} but filed under ${row.player}.`);
    let r: ReturnType<typeof engine.apply>;
    try {
      r = engine.apply(s, action);
    } catch (e) {
      throw new ReplayError(row.seq, `The engine failed on logged action ${row.seq} (${action.type} by ${action.player}): ${(e as Error).message}`);
    }
    if (!r.ok) throw new ReplayError(row.seq, `Logged action ${row.seq} (${action.type} by ${action.player}) is refused on replay: ${r.rejection.message}`);
    const h = stateHash(r.state);
    if (h !== row.hash) {
      throw new ReplayError(row.seq, `After logged action ${row.seq} (${action.type} by ${action.player}) the state hash is ${h.slice(0, 16)}…, but the log recorded ${row.hash.slice(0, 16)}….`);
    }
    s = r.state;
    onStep?.(row.seq, s, action, r.events);
  }
  return s;
}

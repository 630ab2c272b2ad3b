/**
 * Undoing a mana ability activated by mistake (issue 39), as MTGO and Arena allow: while the mana
 * it made is unused and nothing else has happened since, the player may take it back, the mana
 * leaving the pool and what was tapped for it untapping.
 *
 * Why this is an engine action (`undoMana`) and not a rewind in the host: mana abilities don't use
 * the stack and can't be responded to (CR 605.3a, 605.3b), so an activation that nobody saw act
 * on the game can be taken back without changing anything another player relied on. But the rules
 * themselves have no such undo (CR 733 lets only an illegal action be reversed): it is a courtesy
 * of the program, so in a network match both peers must agree that it happened. As an action it is
 * signed and logged like every other, replayed from the log, and each peer's engine accepts it only
 * in the one situation it allows: a forged undo (after the mana was spent, after a pass, after an
 * activation with another effect, by the other player) is refused, and changes nothing.
 *
 * What can be undone: an activation whose only events were its tapping and its mana (the events
 * `tap`, `mana`, `tapped_for_mana` and the mana `activate`). Anything else (a sacrifice, as Black
 * Lotus's; a life payment; a counter removed; a triggered ability, as Manabarbs's; a face-down
 * card turned up) made it more than mana, and it stays. The record is cleared by every other action
 * (engine/core/actions.ts), so its presence means "nothing else has happened since".
 */
import type { ManaSymbol, PlayerId } from "../types";
import type { ManaRestriction } from "../cards/types";
import { Illegal } from "./errors";
import type { Game } from "./game";
import type { GameState } from "./state";

/** One undoable mana activation: what it changed, to put back. */
export interface ManaUndo {
  /** Who activated it (who may undo it). */
  player: PlayerId;
  /** The source, for the table's words ("Undo mana: Mountain"). */
  source: string;
  name: string;
  /** Permanents it tapped. */
  tapped: string[];
  /** The player's mana pool before and after it (CR 106.4). */
  poolBefore: ManaSymbol[];
  restrictedBefore?: { sym: ManaSymbol; only: ManaRestriction }[];
  poolAfter: ManaSymbol[];
  /** Passes in succession before it (an activation starts them again, CR 117.3c). */
  passedBefore: PlayerId[];
  /** The turn history's cost taps before it (history.ts records taps paying a cost). */
  costTapsBefore: number;
  /** The activation counts it raised ("activate only once each turn", cast.ts). */
  counted: string[];
}

/** The parts of the game an activation may change, taken before it (only on the `activate` path). */
export interface ManaMark {
  events: number;
  pool: ManaSymbol[];
  restricted?: { sym: ManaSymbol; only: ManaRestriction }[];
  passed: PlayerId[];
  costTaps: number;
  activations: Record<string, number>;
  decision: GameState["decision"];
}

export function markBeforeActivation(g: Game, p: PlayerId): ManaMark {
  const pl = g.player(p);
  return {
    events: g.events.length, pool: pl.manaPool.slice(), ...(pl.manaRestricted ? { restricted: pl.manaRestricted.slice() } : {}),
    passed: g.state.passed.slice(), costTaps: g.state.history.costTaps?.length ?? 0, activations: { ...g.state.history.activations }, decision: g.state.decision,
  };
}

const ONLY_MANA = new Set(["tap", "mana", "tapped_for_mana", "activate"]);

/**
 * After an activation: records it when it was a mana ability with no other effect. `earlier` are
 * the records of the pure mana activations just before it (undone last first).
 */
export function recordManaUndo(g: Game, p: PlayerId, source: string, mark: ManaMark, earlier: ManaUndo[] | undefined): void {
  const events = g.events.slice(mark.events);
  let mana = false;
  const tapped: string[] = [];
  for (const e of events) {
    if (!ONLY_MANA.has(e.type)) return;
    if (e.type === "activate") {
      if (e.mana !== true) return;
      mana = true;
    }
    if (e.type === "tap") tapped.push(String(e.object));
  }
  // A question asked or answered on the way (a new decision) is more than mana.
  if (!mana || g.state.decision !== mark.decision) return;
  const pl = g.player(p);
  const now = g.state.history.activations;
  const counted = Object.keys(now).filter((k) => (now[k] ?? 0) > (mark.activations[k] ?? 0));
  const rec: ManaUndo = {
    player: p, source, name: g.obj(source)?.name ?? source, tapped, poolBefore: mark.pool,
    ...(mark.restricted ? { restrictedBefore: mark.restricted } : {}),
    poolAfter: pl.manaPool.slice(), passedBefore: mark.passed, costTapsBefore: mark.costTaps, counted,
  };
  g.state.manaUndo = [...(earlier ?? []), rec];
}

/** What `p` may undo now: the latest record, if it is theirs and its mana is still in the pool. */
export function undoableMana(state: GameState, p: PlayerId): ManaUndo | null {
  const rec = state.manaUndo?.[state.manaUndo.length - 1];
  if (!rec || rec.player !== p) return null;
  const pool = state.players[p].manaPool;
  if (pool.length !== rec.poolAfter.length || pool.some((m, i) => m !== rec.poolAfter[i])) return null;
  return rec;
}

/** The `undoMana` action: puts the pool, the tapped permanents and the passes back as they were. */
export function undoMana(g: Game, p: PlayerId, records: ManaUndo[] | undefined): void {
  const s = g.state;
  s.manaUndo = records; // looked at, not yet used: kept while it is refused
  const rec = undoableMana(s, p);
  if (!rec) {
    s.manaUndo = undefined;
    throw new Illegal("not_allowed", "There is no mana to undo: only a mana ability just activated, whose mana is unused and with nothing else done since, can be undone");
  }
  const pl = g.player(p);
  pl.manaPool = rec.poolBefore.slice();
  if (rec.restrictedBefore) pl.manaRestricted = rec.restrictedBefore.slice();
  else delete pl.manaRestricted;
  // A rewind, not an untap: no "untap" event, so nothing triggers on it.
  for (const id of rec.tapped) if (g.obj(id)?.tapped) g.mut(id).tapped = false;
  g.touch();
  s.passed = rec.passedBefore.slice();
  const h = s.history;
  if (h.costTaps && h.costTaps.length > rec.costTapsBefore) {
    if (rec.costTapsBefore) h.costTaps = h.costTaps.slice(0, rec.costTapsBefore);
    else delete h.costTaps;
  }
  for (const k of rec.counted) {
    const n = (h.activations[k] ?? 1) - 1;
    if (n > 0) h.activations[k] = n;
    else delete h.activations[k];
  }
  const rest = s.manaUndo!.slice(0, -1);
  s.manaUndo = rest.length ? rest : undefined;
  g.emit("undo_mana", `${g.player(p).name} undoes ${rec.name}'s mana: the mana leaves the pool and ${rec.tapped.length === 1 && rec.tapped[0] === rec.source ? `${rec.name} untaps` : "what was tapped for it untaps"}`, { player: p, object: rec.source, tapped: rec.tapped });
}

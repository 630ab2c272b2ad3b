/**
 * The game log as a story: which lines tell what happened (spells, abilities, attacks, blocks,
 * damage, life) and which are bookkeeping (priority passes, mana, taps, steps, draws, "declares
 * no attackers"), and the lines grouped under a heading per turn. Sorted by each line's tag
 * (the engine event's kind, carried by the host: LogTag in app/shared/contract/match.ts), never
 * by its English text. A death is one line (the "destroy" or "sacrifice" line, the "dies" line of
 * the same permanent is bookkeeping), and a story line repeated with only bookkeeping between
 * (Manabarbs's triggers and damage) is one row "… (×4)". Pure functions: SidePanel's GameLog (the table and the replay) draws them.
 */
import type { LogTag } from "../../../../app/shared/contract/match";

export type LineClass = "turn" | "story" | "detail";

/** Bookkeeping kinds: shown only when the player asks for passes and mana. */
const DETAIL = new Set(["pass", "step", "mana", "undo_mana", "tapped_for_mana", "paying", "tap", "untap", "draw", "shuffle", "resolve", "zone"]);

/** A card moving that the story tells in no other line (exile, bounce, reanimation, milling). */
function storyMove(t: LogTag): boolean {
  const { from, to } = t;
  if (from === "nowhere") return true; // a token is created (CR 111.1)
  if (to === "exile") return true;
  if (from === "battlefield") return to !== "graveyard";
  if (to === "battlefield") return from === "graveyard" || from === "library";
  return from === "library" && to === "graveyard";
}

export function classify(tag: LogTag | undefined): LineClass {
  if (!tag) return "story";
  if (tag.kind === "turn") return "turn";
  if (tag.kind === "activate") return tag.mana ? "detail" : "story";
  if (tag.none) return "detail"; // "declares no attackers / no blockers"
  if (tag.kind === "zone") return storyMove(tag) ? "story" : "detail";
  return DETAIL.has(tag.kind) ? "detail" : "story";
}

export interface LogRow {
  /** The line's position in the whole log (stable while lines are dropped from the front). */
  key: number;
  /** The line, with " (×N)" when N equal lines in a row were folded into it. */
  text: string;
  cls: "story" | "detail";
  /** How many equal lines this row stands for (1 unless folded). */
  count: number;
}

export interface TurnGroup {
  /** Stable: the position of the turn's heading line in the whole log, or -1 before turn 1. */
  key: number;
  /** The turn's number, or null for what came before the first turn shown. */
  turn: number | null;
  heading: string;
  rows: LogRow[];
}

/**
 * Groups the log under one heading per turn. `first` is the position of `lines[0]` in the whole
 * log (the front may have been dropped); `detail` keeps the bookkeeping lines. Lines before the
 * first turn heading go under "Before the game" (or "Earlier" when the front was dropped).
 * Without tags (an older host) every line is kept, ungrouped.
 */
export function groupLog(lines: readonly string[], tags: readonly LogTag[] | undefined, o: { first?: number; detail?: boolean } = {}): TurnGroup[] {
  const first = o.first ?? 0;
  const groups: TurnGroup[] = [];
  let cur: TurnGroup | null = null;
  // Permanents whose death a "destroy" or "sacrifice" line already told: their "dies" line is bookkeeping.
  const told = new Set<string>();
  // The story line shown last and its text, to fold repeats (Manabarbs's four triggers and four damages).
  let last: { row: LogRow; text: string; kind: string } | null = null;
  lines.forEach((text, i) => {
    const tag = tags?.[i];
    let cls = classify(tag);
    if (tag?.object && (tag.kind === "destroy" || tag.kind === "sacrifice")) told.add(tag.object);
    else if (tag?.kind === "dies" && tag.object && told.has(tag.object)) cls = "detail";
    if (cls === "turn") {
      last = null;
      cur = { key: first + i, turn: tag?.turn ?? null, heading: tag?.turn !== undefined && tag.player ? `${tag.subgame ? "Subgame turn" : "Turn"} ${tag.turn} — ${tag.player}` : text, rows: [] };
      groups.push(cur);
      return;
    }
    if (!cur) {
      cur = { key: -1, turn: null, heading: first > 0 ? "Earlier" : "Before the game", rows: [] };
      groups.push(cur);
    }
    if (cls === "detail" && !o.detail) return;
    // The same story line again with nothing shown between (only hidden bookkeeping): one row, counted.
    if (cls === "story" && tag && last && last.text === text && last.kind === tag.kind && cur.rows[cur.rows.length - 1] === last.row) {
      last.row.count++;
      last.row.text = `${text} (×${last.row.count})`;
      return;
    }
    const row: LogRow = { key: first + i, text, cls, count: 1 };
    cur.rows.push(row);
    last = cls === "story" && tag ? { row, text, kind: tag.kind } : null;
  });
  return groups;
}

/**
 * Remembers the main window's size, place and maximized state between launches, in the
 * data folder. The saved file is validated like any outside input: a bad file is ignored.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { v, validate, type Infer } from "../shared/validate";

const stateSchema = v.object({
  x: v.optional(v.int()),
  y: v.optional(v.int()),
  width: v.int({ min: 400, max: 20_000 }),
  height: v.int({ min: 300, max: 20_000 }),
  maximized: v.boolean(),
});
export type WindowState = Infer<typeof stateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, maximized: false };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

const fileIn = (dataDir: string) => join(dataDir, "window-state.json");

/** The saved state, with its position dropped if it is no longer on any display. */
export function loadWindowState(dataDir: string, displays: Rect[]): WindowState {
  let saved: unknown;
  try {
    saved = JSON.parse(readFileSync(fileIn(dataDir), "utf8"));
  } catch {
    return DEFAULT_WINDOW_STATE;
  }
  const checked = validate(stateSchema, saved, "window-state.json");
  if (!checked.ok) return DEFAULT_WINDOW_STATE;
  const s = checked.value;
  if (s.x === undefined || s.y === undefined) return { width: s.width, height: s.height, maximized: s.maximized };
  const visible = displays.some((d) => overlaps({ x: s.x!, y: s.y!, width: s.width, height: s.height }, d, 100));
  return visible ? s : { width: s.width, height: s.height, maximized: s.maximized };
}

export function saveWindowState(dataDir: string, state: WindowState): void {
  try {
    writeFileSync(fileIn(dataDir), JSON.stringify(state) + "\n");
  } catch (e) {
    console.error("moxen: could not save the window state:", e);
  }
}

/** True if a and b share at least `min` pixels in both directions (enough to grab the title bar). */
function overlaps(a: Rect, b: Rect, min: number): boolean {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w >= min && h >= Math.min(min, a.height);
}

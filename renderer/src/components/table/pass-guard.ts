/**
 * A pass pressed too early. When passing for the player (auto-pass, F4, F6) or the opponent's
 * moves bring the table to a halt, a pass key pressed within KEY_GUARD_MS of that halt was meant
 * for an earlier position: the player cannot have seen this one yet (a press to pass the
 * declare-attackers step landed on the second main phase and gave away the turn). Such a press
 * passes nothing, and the prompt says so; the next one passes.
 */
export const KEY_GUARD_MS = 400;

/** Where the table last halted for the player, when, and whether it got there on its own. */
const halt = { position: "", at: 0, guarded: false };

export const positionOf = (matchId: number, step: number) => `${matchId}:${step}`;

/** The table halted at `position`; `alone`: passing or the opponent brought it there. Returns whether it is new. */
export function noteHalt(position: string, alone: boolean, now = performance.now()): boolean {
  if (halt.position === position) return false;
  Object.assign(halt, { position, at: now, guarded: alone });
  return true;
}

/**
 * Is a pass pressed now too early for the position shown? Also when passing has not looked at
 * this position yet (it is drawn, but auto-pass may be about to pass it: a key would pass the
 * position after it).
 */
export function passTooEarly(position: string, now = performance.now()): boolean {
  if (halt.position !== position) return true;
  return halt.guarded && now - halt.at < KEY_GUARD_MS;
}

/**
 * How long the table shows what the computer (or any opponent) just cast or activated, by the
 * animation-speed setting: the renderer shows the spell large for this long, and the host makes
 * the computer wait as long before its next action, so a whole computer turn can be watched.
 * "off" shows nothing and does not wait.
 */
import type { AnimationSpeed } from "./contract/settings";

export const SHOW_MS: Record<AnimationSpeed, number> = { off: 0, fast: 600, normal: 1200, slow: 2400 };

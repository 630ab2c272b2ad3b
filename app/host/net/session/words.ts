/**
 * Words for a player: format names, durations and sizes as the session's incidents say them.
 */
import type { MatchFormat } from "../message-bodies";

export function formatName(f: MatchFormat): string {
  return f === "oldschool" ? "Old School 93/94" : f === "limited" ? "limited (a sealed or draft event)" : "freeform";
}

export function formatSeconds(ms: number): string {
  return ms >= 120_000 ? `${Math.round(ms / 60_000)} min` : `${Math.round(ms / 1000)} s`;
}

export function formatBytes(n: number): string {
  return n >= 1 << 20 ? `${Math.round(n / (1 << 20))} MB` : `${Math.round(n / 1024)} kB`;
}

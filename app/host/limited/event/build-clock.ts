/**
 * The deck-building clock of a network limited event (issue 35: "a clock that both agreed on, or
 * none"), as sealed tournaments have one: a time limit to build game 1's deck, not a chess clock
 * in the games (sideboarding between games is not clocked).
 *
 * Agreement: the host's signed proposal carries `buildMinutes` (null: no clock; else 10–90 whole
 * minutes) and the guest's signed acceptance names that proposal by its id, so it covers the clock.
 *
 * Counting: there is no trusted time between two programs. Each counts its own player's time from
 * when its own pool was recorded (kept in the event's row, so a restart or a kill -9 does not
 * reset it). When that time is up and game 1's deck is not submitted, the program submits the deck
 * being edited if it is legal, else the computer's build from the pool (`timeUpDeck`), and says why.
 *
 * The friend is late: if, by our own clock, the friend's game-1 deck has not arrived by the agreed
 * minutes plus CLAIM_GRACE_MS after our pool was recorded, our player may claim game 1 (a signed
 * `claim`, not chained). A tournament-style rule, not the Comprehensive Rules. The receiver judges
 * it by its own clock: an honest program submits when its time is up, so a receiver that has not
 * sent its ready and whose own time is up accepts (a chained `forfeit`: game 1 is the claimer's);
 * one that sent its ready (the claim crossed it) or whose time is not up disputes it: an incident,
 * nothing changes.
 */
import { buildLimitedDeck } from "../build";

export const MIN_BUILD_MINUTES = 10;
export const MAX_BUILD_MINUTES = 90;
/** After the agreed minutes, how long the friend's deck may take to arrive (the network, a slow machine) before a claim. */
export const CLAIM_GRACE_MS = 2 * 60_000;
/** Game 1's result when its loser forfeited it on a claim. */
export const FORFEIT_REASON = "no deck submitted for game 1 within the agreed time to build (claimed: a tournament rule)";

/** Why `x` is not a deck-building clock a proposal may carry (null: no clock, or whole minutes 10–90), else null. */
export function buildMinutesProblem(x: unknown): string | null {
  if (x === null) return null;
  if (typeof x === "number" && Number.isSafeInteger(x) && x >= MIN_BUILD_MINUTES && x <= MAX_BUILD_MINUTES) return null;
  return `The deck-building clock is none or ${MIN_BUILD_MINUTES} to ${MAX_BUILD_MINUTES} whole minutes, not ${JSON.stringify(x)?.slice(0, 20) ?? String(x)}.`;
}

export interface BuildClock {
  /** The agreed minutes. */
  minutes: number;
  /** When this side's pool was recorded (epoch ms): the clock counts from it; null before. */
  startedAt: number | null;
  /** startedAt + minutes (epoch ms), null before the pool is recorded. */
  deadline: number | null;
  /** Time left now (ms, 0 when up), null before the pool is recorded. */
  leftMs: number | null;
  up: boolean;
  /** Why the program submitted game 1's deck itself (the time ran out), else null. */
  auto: string | null;
}

export function clockAt(minutes: number, startedAt: number | null, now: number, auto: string | null): BuildClock {
  const deadline = startedAt === null ? null : startedAt + minutes * 60_000;
  const leftMs = deadline === null ? null : Math.max(0, deadline - now);
  return { minutes, startedAt, deadline, leftMs, up: leftMs === 0, auto };
}

/**
 * Game 1's deck when the time is up: the deck being edited if it is legal (`check`: against the
 * pool, as readyFor checks), else the computer's build from the pool, with the reason in words.
 */
export function timeUpDeck(
  pool: readonly string[],
  draft: readonly string[] | null,
  check: (deck: readonly string[]) => { valid: boolean; reasons: string[] },
): { deck: string[]; why: string } {
  const v = draft && draft.length ? check(draft) : null;
  if (v?.valid) return { deck: [...draft!], why: "Your time to build ran out: the deck you were editing was submitted for game 1." };
  const built = buildLimitedDeck([...pool]).main;
  if (v) return { deck: built, why: `Your time to build ran out and the deck you were editing is not legal (${v.reasons.slice(0, 3).join("; ")}): the computer's build from your pool was submitted for game 1.` };
  return { deck: built, why: "Your time to build ran out before you made a deck: the computer's build from your pool was submitted for game 1." };
}

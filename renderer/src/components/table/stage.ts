/**
 * Staging (issue 39, item 1): what happens at the table gets a short moment on screen, whether
 * or not the player can act — attacks, blocks, damage (combat or burn) and life changes. This is
 * the pure part: which moments a batch of new log lines makes. TableStage.tsx plays them back,
 * one after another, each for SHOW_MS of the animation-speed setting (app/shared/pace.ts).
 */
import type { PlayerView } from "../../../../engine/index";
import type { LogTag } from "../../../../app/shared/contract/match";

export type MomentKind = "attack" | "block" | "damage";

export interface LifeChange {
  name: string;
  you: boolean;
  from: number;
  to: number;
}

export interface Moment {
  kind: MomentKind;
  /** What happened, in the player's words ("Serra Angel deals 4 damage to you"). */
  lines: string[];
  /** kind "attack": the attacking creatures' ids (highlighted while the moment shows). */
  attackers: string[];
  /** Life totals that changed with this moment. */
  life: LifeChange[];
}

/** The most lines one moment shows (a Pestilence hitting every creature shows the first few). */
export const MAX_LINES = 4;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A log line told to the player: their own name becomes "you". */
export function toPlayer(line: string, me: string): string {
  if (!me) return line;
  const m = escape(me);
  return line
    .replace(new RegExp(`^${m} (loses|gains) `), (_, v: string) => `You ${v === "loses" ? "lose" : "gain"} `)
    .replace(new RegExp(`^${m} attacks with `), "You attack with ")
    .replace(new RegExp(`^${m} blocks: `), "You block: ")
    .replace(new RegExp(` to ${m}$`), " to you");
}

/**
 * The moments of one update's new lines. `before` is the view before them (life totals then),
 * `after` the view with them. Consecutive damage and life lines are one moment (a combat's damage
 * is dealt at once); the life totals that changed go with the last such moment.
 */
export function momentsOf(lines: readonly string[], tags: readonly LogTag[], before: PlayerView | undefined, after: PlayerView): Moment[] {
  const me = after.players[after.you]?.name ?? "";
  const out: Moment[] = [];
  let last: Moment | undefined;
  lines.forEach((line, i) => {
    const t = tags[i];
    if (!t || t.none) return void (last = undefined);
    if (t.kind === "attack" || t.kind === "block") {
      const attackers = t.kind === "attack" ? after.battlefield.filter((c) => c.attacking).map((c) => c.id) : [];
      out.push((last = { kind: t.kind, lines: [toPlayer(line, me)], attackers, life: [] }));
      last = undefined;
    } else if (t.kind === "damage" || t.kind === "life") {
      if (last?.kind !== "damage") out.push((last = { kind: "damage", lines: [], attackers: [], life: [] }));
      last.lines.push(toPlayer(line, me));
    } else if (t.kind !== "prevented") last = undefined;
  });
  const hits = out.filter((m) => m.kind === "damage");
  const lastHit = hits[hits.length - 1];
  if (lastHit && before) {
    for (const [id, p] of Object.entries(after.players)) {
      const was = before.players[id as keyof typeof before.players]?.life;
      if (was !== undefined && was !== p.life) lastHit.life.push({ name: p.name, you: id === after.you, from: was, to: p.life });
    }
  }
  for (const m of hits) if (m.lines.length > MAX_LINES) m.lines = [...m.lines.slice(0, MAX_LINES - 1), `…and ${m.lines.length - MAX_LINES + 1} more`];
  return out;
}

/**
 * The staging queue's state, shared with auto-pass.ts: passing for the player waits until every
 * queued moment has been shown, so the game (and so the computer, which acts only until the
 * player next gets priority) cannot outrun what the table shows.
 */
let busy = false;
let waiters: (() => void)[] = [];

export function setStaging(on: boolean): void {
  busy = on;
  if (on) return;
  const w = waiters;
  waiters = [];
  for (const f of w) f();
}

export const stagingBusy = (): boolean => busy;

/** Resolves once nothing is staged (at once when nothing is). */
export function whenStaged(): Promise<void> {
  return busy ? new Promise((res) => waiters.push(res)) : Promise.resolve();
}

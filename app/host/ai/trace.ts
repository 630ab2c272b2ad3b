/**
 * Explanations of the computer's decisions (`moxen sim --explain`): for each decision with more
 * than one option, the options the AI weighed with their scores, the one chosen, and where the
 * game stood. An AI explains only when its input carries a `trace` sink; without one the hooks in
 * heuristic.ts and strong.ts cost a null check.
 *
 * Scores are on each method's own scale:
 *   - "scores" (heuristic): the rule of thumb's value of each option (attacks, blocks, land, discards…);
 *   - "priority" (heuristic): an action's gain in the evaluation (look-ahead with the engine, or a
 *     rule of thumb for creatures, tricks, rituals); passing scores the least gain worth acting for;
 *   - "search" (strong): each candidate's mean rollout result (2·P(win) − 1 over the samples), with
 *     its mean gain over the heuristic's choice on the same samples;
 *   - "rule" / "random": a choice made without comparing scores.
 */
import type { Action, PlayerId, PlayerView } from "../../../engine/index";
import type { AiKind } from "./types";

export interface TraceOption {
  label: string;
  /** Higher is better; null when the option was not scored. */
  score: number | null;
  /** How the score was reached ("look-ahead", "rule of thumb", "threshold"…), or the search's numbers. */
  note?: string;
  action: Action;
}

export interface TraceEntry {
  ai: AiKind;
  player: PlayerId;
  turn: number;
  step: string;
  active: PlayerId;
  /** Objects on the stack. */
  stack: number;
  life: Record<PlayerId, number>;
  /** Cards in the deciding player's hand. */
  hand: number;
  /** "priority", or the pending decision ("declare_attackers", "choose: cleanup_discard"…). */
  decision: string;
  how: "scores" | "priority" | "search" | "rule" | "random";
  /** Legal options offered. */
  offered: number;
  /** The options weighed, best first (at most MAX_OPTIONS; `more` counts the rest). */
  options: TraceOption[];
  more: number;
  chosen: { label: string; score: number | null; action: Action };
  note?: string;
}

export type TraceSink = (entry: TraceEntry) => void;

const MAX_OPTIONS = 20;

/** Collects one decision's scores as the AI computes them. */
export class Explainer {
  private readonly scored = new Map<string, { action: Action; score: number; note?: string }>();
  private readonly aliases = new Map<string, string>();

  score(action: Action, score: number, note?: string): void {
    // -1e9 marks an option the method does not consider (e.g. an attack offered as a band).
    if (score <= -1e9) return;
    this.scored.set(JSON.stringify(action), { action, score, note });
  }

  /** `chosen` stands for `scored` (the same attack made as a band). */
  alias(chosen: Action, scored: Action): void {
    this.aliases.set(JSON.stringify(chosen), JSON.stringify(scored));
  }

  get empty(): boolean {
    return this.scored.size === 0;
  }

  entry(ai: AiKind, how: TraceEntry["how"], view: PlayerView, legal: Action[], chosen: Action, note?: string): TraceEntry {
    const key = JSON.stringify(chosen);
    const mine = this.scored.get(this.aliases.get(key) ?? key);
    const all = [...this.scored.values()].sort((x, y) => y.score - x.score);
    const options: TraceOption[] = all.map((o) => ({ label: describeAction(o.action, view), score: round(o.score), ...(o.note ? { note: o.note } : {}), action: o.action }));
    const shown = options.slice(0, MAX_OPTIONS);
    // The chosen option is always among those shown.
    if (mine && !shown.some((o) => o.action === mine.action)) shown[shown.length - 1] = options.find((o) => o.action === mine.action)!;
    return {
      ...context(ai, view, legal.length),
      how: this.empty ? "rule" : how,
      options: shown,
      more: options.length - shown.length,
      chosen: { label: describeAction(chosen, view), score: mine ? round(mine.score) : null, action: chosen },
      ...(note ? { note } : {}),
    };
  }
}

/** Where the game stands for the player deciding. */
export function context(ai: AiKind, view: PlayerView, offered: number): Pick<TraceEntry, "ai" | "player" | "turn" | "step" | "active" | "stack" | "life" | "hand" | "decision" | "offered"> {
  const d = view.decision;
  const decision = d && (d.by ?? d.player) === view.you ? (d.kind === "choose" ? `choose: ${d.purpose ?? d.choice?.type ?? "?"}` : d.kind) : "priority";
  return {
    ai, player: view.you, turn: view.turn.number, step: view.turn.step, active: view.turn.active, stack: view.stack.length,
    life: { A: view.players.A.life, B: view.players.B.life }, hand: view.players[view.you].hand?.length ?? view.players[view.you].handCount,
    decision, offered,
  };
}

const round = (x: number) => Math.round(x * 1000) / 1000;

function names(view: PlayerView): Map<string, string> {
  const m = new Map<string, string>();
  for (const c of view.battlefield) m.set(c.id, c.name);
  for (const p of ["A", "B"] as const) {
    const pl = view.players[p];
    for (const c of pl.hand ?? []) m.set(c.id, c.name);
    for (const c of pl.graveyard ?? []) m.set(c.id, c.name);
  }
  view.stack.forEach((s) => m.set(s.id, s.name));
  for (const c of view.decision?.cards ?? []) m.set(c.id, c.name);
  m.set("A", view.players.A.name || "A");
  m.set("B", view.players.B.name || "B");
  return m;
}

/** An action in words, with the names of the cards it names. */
export function describeAction(a: Action, view: PlayerView): string {
  const n = names(view);
  const name = (id: string) => n.get(id) ?? id;
  switch (a.type) {
    case "play":
      return `play ${name(a.card)}`;
    case "cast":
      return `cast ${name(a.card)}${a.targets?.length ? ` → ${a.targets.map(name).join(", ")}` : ""}${a.x !== undefined ? ` (X=${a.x})` : ""}`;
    case "activate":
      return `activate ${name(a.card)}${a.ability && a.ability > 1 ? ` (ability ${a.ability})` : ""}${a.mana ? ` for ${a.mana}` : ""}${a.targets?.length ? ` → ${a.targets.map(name).join(", ")}` : ""}${a.x !== undefined ? ` (X=${a.x})` : ""}`;
    case "attack":
      return a.attackers.length ? `attack with ${a.attackers.map(name).join(", ")}${a.bands?.length ? " (banded)" : ""}` : "attack with nothing";
    case "block":
      return a.blocks.length ? `block: ${a.blocks.map((b) => `${name(b.blocker)} blocks ${name(b.attacker)}`).join("; ")}` : "no blocks";
    case "assign":
      return `assign ${name(a.attacker)}'s damage: ${Object.entries(a.damage).map(([t, d]) => `${d} to ${name(t)}`).join(", ")}`;
    case "choose":
      return `choose ${a.cards ? a.cards.map(name).join(", ") || "nothing" : JSON.stringify(a.value)}`;
    default:
      return a.type;
  }
}

/** A readable block of text for one entry. */
export function formatTrace(e: TraceEntry, prefix = ""): string {
  const opp: PlayerId = e.player === "A" ? "B" : "A";
  const head = `${prefix}T${e.turn} ${e.step.replace(/_/g, " ")}${e.active === e.player ? " (own turn)" : ""}${e.stack ? `, stack ${e.stack}` : ""} · ${e.player} ${e.ai} · life ${e.life[e.player]}–${e.life[opp]} · hand ${e.hand} · ${e.decision} (${e.offered} options, ${e.how})`;
  const lines = [head];
  const chosenKey = JSON.stringify(e.chosen.action);
  for (const o of e.options) {
    const mark = JSON.stringify(o.action) === chosenKey ? "→" : " ";
    lines.push(`${prefix}  ${mark} ${o.score === null ? "     —" : o.score.toFixed(3).padStart(8)}  ${o.label}${o.note ? `  [${o.note}]` : ""}`);
  }
  if (e.more) lines.push(`${prefix}      … ${e.more} more`);
  if (!e.options.some((o) => JSON.stringify(o.action) === chosenKey)) lines.push(`${prefix}  → chosen: ${e.chosen.label}`);
  if (e.note) lines.push(`${prefix}    ${e.note}`);
  return lines.join("\n");
}

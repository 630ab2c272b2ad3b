/**
 * The hidden-card phase of a session (README "Hidden hands and libraries"): this side's
 * HiddenGame (`game-rules.ts`), the messages it has to send (or, while the log is replayed,
 * to find in it), what was last announced of its copy, and the judgement of the peer's
 * `hidden` messages and `audit`. The session signs, logs and sends; the hidden game checks.
 */
import { NetError } from "../errors";
import type { AuditResult, HiddenGame, Seat } from "../game-rules";
import { HiddenInfoError } from "../hidden/group";
import type * as bodies from "../message-bodies";
import type { Message } from "../protocol";
import type { SessionStatus } from "../session-types";
import { acceptWithoutEffect, halting, type Verdict } from "./verdict";

/** A message the hidden game has for the peer: chained `hidden`, or our `action` with the cards it shows. */
export type HiddenMessage = { type: "hidden" | "action"; body: unknown; postHash?: string };

export class HiddenPhase<S, A extends { player: Seat }> {
  private out: HiddenMessage[] = [];
  private seen: { state: S | null; mustAct: Seat | null } = { state: null, mustAct: null };
  private _audit: AuditResult | null = null;

  constructor(readonly game: HiddenGame<S, A>) {}

  /** The audit of the peer's secrets, once done. */
  get audit(): AuditResult | null {
    return this._audit;
  }

  /** Queues what the hidden game has to say now. */
  collect(): void {
    this.out.push(...this.game.take());
  }

  /** The next queued message, taken out of the queue, in order. */
  next(): HiddenMessage | undefined {
    return this.out.shift();
  }

  /** The copy's state when it changed since the last call (a new state, or another seat to act); null otherwise. */
  changed(): S | null {
    const state = this.game.state;
    if (!state) return null;
    const mustAct = this.game.mustAct();
    if (state === this.seen.state && mustAct === this.seen.mustAct) return null;
    this.seen = { state, mustAct };
    return state;
  }

  /** Runs a step of the hidden game on a peer's message; what it refuses is a halt with the reason. */
  problem(step: () => void): Verdict | null {
    try {
      step();
      return null;
    } catch (err) {
      const code = (err as { code?: string }).code;
      const text = (err as Error).message;
      if (code === "illegal-action") return halting("illegal-action", `The opponent sent an illegal action: ${text}`);
      if (code === "out-of-turn") return halting("out-of-turn", `The opponent acted out of turn: ${text}`);
      if (err instanceof HiddenInfoError && code !== "malformed") return halting("cheated", `The opponent's hidden cards do not add up (${code}): ${text}`);
      return halting("bad-body", `Malformed hidden-card message: ${text}`);
    }
  }

  /** Audits the peer's secrets (once): the result is kept and returned. */
  runAudit(peerSecrets: unknown): AuditResult {
    this._audit = this.game.audit(peerSecrets);
    return this._audit;
  }
}

/**
 * Our logged hidden message or action, replayed: it must be the one our secrets make again
 * (anything else, or no hidden game, means the log is not this profile's: `log-corrupt`).
 */
export function matchLoggedHidden<S, A extends { player: Seat }>(phase: HiddenPhase<S, A> | null, message: Message): void {
  const { type, body, seq, postHash } = message.payload;
  if (phase && type === "action") phase.game.act((body as bodies.ActionBody).action as A);
  if (phase) phase.collect();
  const made = phase?.next();
  if (!made || made.type !== type || JSON.stringify(made.body) !== JSON.stringify(body) || made.postHash !== postHash) {
    throw new NetError("log-corrupt", `Our own logged ${type} message ${seq} does not replay with this profile's secrets.`);
  }
}

/** A peer's `hidden` message: taken by our copy now (a refusal halts); `accepted` runs on commit. */
export function evaluateHidden<S, A extends { player: Seat }>(phase: HiddenPhase<S, A> | null, message: Message, status: SessionStatus, accepted: () => void): Verdict {
  if (!phase) return halting("out-of-place", "A hidden-card message arrived in a match that does not hide cards, or before its start.");
  if (status === "finished") return acceptWithoutEffect();
  const cheat = phase.problem(() => phase.game.receive("hidden", message.payload.body));
  if (cheat) return cheat;
  return { ok: true, commit: accepted };
}

/** The peer's `audit` (every secret, once the match is over): audited on commit, `audited` told the result. */
export function evaluateAudit<S, A extends { player: Seat }>(phase: HiddenPhase<S, A> | null, message: Message, status: SessionStatus, audited: (result: AuditResult) => void): Verdict {
  if (!phase || status !== "finished") return halting("out-of-place", "The opponent showed its secrets before the match was over.");
  if (phase.audit) return acceptWithoutEffect();
  return { ok: true, commit: () => audited(phase.runAudit(message.payload.body)) };
}

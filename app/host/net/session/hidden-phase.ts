/**
 * The hidden-card phase of a session (README "Hidden hands and libraries"): this side's
 * HiddenGame (`game-rules.ts`), the messages it has to send (or, while the log is replayed,
 * to find in it), what was last announced of its copy, and the judgement of the peer's
 * `hidden` messages and `audit`. The session signs, logs and sends; the hidden game checks.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex } from "@noble/hashes/utils.js";
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
  /** Our audit: the secrets as text, cut into chunks, and its commitment; made once the match is over. */
  private ownAudit: { commit: AuditCommitBody; chunks: string[] } | null = null;
  /** Our audit messages signed so far (sent now or replayed from the log): the commitment, then chunks. */
  private sentCommit = false;
  private sentChunks = 0;
  /** The peer's commitment to its audit, and the chunks of it received so far. */
  private peerCommit: AuditCommitBody | null = null;
  private readonly peerChunks: string[] = [];
  /** The peer showed its secrets in one message (an older program): nothing to wait for before ours. */
  private peerShownWhole = false;

  constructor(
    readonly game: HiddenGame<S, A>,
    /** This side's seat (the audit names the other as the cheater when it withholds its secrets). */
    private readonly seat: Seat = "A",
  ) {}

  /** The audit of the peer's secrets, once done (or the peer's withheld audit, judged). */
  get audit(): AuditResult | null {
    return this._audit;
  }

  /**
   * The audit messages we owe now, in order (the match is over): our commitment at once, and our
   * chunks only once the peer's commitment is in, so that whoever reveals first gains nothing.
   */
  auditOut(): AuditBody[] {
    this.ownAudit ??= cutAudit(this.game.secrets());
    const out: AuditBody[] = [];
    if (!this.sentCommit) out.push(this.ownAudit.commit);
    if (this.peerCommit || this.peerShownWhole || this.sentChunks > 0) {
      for (let i = this.sentChunks; i < this.ownAudit.chunks.length; i++) out.push({ t: "chunk", i, data: this.ownAudit.chunks[i]! });
    }
    return out;
  }

  /** One of our audit messages was signed (sent, or found in the log while it is replayed). */
  noteOwnAudit(body: unknown): void {
    const t = (body as { t?: unknown } | null)?.t;
    if (t === "commit") this.sentCommit = true;
    else if (t === "chunk") this.sentChunks++;
    else if (t === "withheld") this._audit ??= withheld(this.peerSeat(), (body as { text?: string }).text ?? "");
    else if (t === undefined) this.sentCommit = true; // an audit in one message (older logs)
  }

  /**
   * What the peer still owes of its audit (the clock runs against it), or null: nothing, or the
   * audit is done. Only once our own commitment is out (we owe nothing ourselves).
   */
  auditOwed(): { seat: Seat; what: string } | null {
    if (this._audit || !this.sentCommit) return null;
    const seat = this.peerSeat();
    if (!this.peerCommit) return { seat, what: "its audit (the commitment to its secrets)" };
    return { seat, what: `its audit (part ${this.peerChunks.length + 1} of ${this.peerCommit.chunks} of its secrets)` };
  }

  /** The peer did not show its audit in time: it is judged as a cheater (our signed `withheld` message records it). */
  withheldBody(waitedText: string): AuditBody {
    return { t: "withheld", text: `Your opponent did not show its secrets for the audit: it owed ${this.auditOwed()?.what ?? "its audit"} and sent nothing for ${waitedText} after the match ended. A withheld audit loses the match.` };
  }

  private peerSeat(): Seat {
    return this.seat === "A" ? "B" : "A";
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
      if (err instanceof HiddenInfoError && code === "illegal-deck") return halting("cheated", `The opponent plays an illegal deck: ${text}`);
      if (err instanceof HiddenInfoError && code !== "malformed") return halting("cheated", `The opponent's hidden cards do not add up (${code}): ${text}`);
      return halting("bad-body", `Malformed hidden-card message: ${text}`);
    }
  }

  /** Audits the peer's secrets (once): the result is kept and returned. */
  runAudit(peerSecrets: unknown): AuditResult {
    this._audit = this.game.audit(peerSecrets);
    return this._audit;
  }

  /**
   * The peer's `audit` message: its commitment, a chunk, or (older logs) the secrets in one piece.
   * Anything an honest program never signs here (a chunk before the commitment or out of order,
   * secrets that do not match the commitment) names the peer as the cheater: the message is in
   * the log, signed. Returns the audit once it is complete, else null.
   */
  takePeerAudit(body: unknown, peer: Seat): AuditResult | null {
    if (this._audit) return null;
    const b = (typeof body === "object" && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
    const blame = (message: string): AuditResult => (this._audit = { clean: false, cheater: peer, code: "malformed", message });
    if (b.t === undefined) {
      // An older program's audit in one message: shown without a commitment; ours follows it.
      this.peerShownWhole = true;
      return this.runAudit(body);
    }
    if (b.t === "withheld") return null; // the peer says ours did not arrive: its clock, not ours
    if (b.t === "commit") {
      if (this.peerCommit) return blame("The opponent committed to its audit twice.");
      const c = validateAuditCommit(b);
      if (!c) return blame("The opponent's commitment to its audit is malformed.");
      this.peerCommit = c;
      return null;
    }
    if (b.t !== "chunk") return blame(`The opponent sent an audit message of an unknown kind.`);
    if (!this.peerCommit) return blame("The opponent showed part of its audit before committing to it.");
    if (b.i !== this.peerChunks.length || typeof b.data !== "string" || b.data.length > AUDIT_CHUNK_CHARS || this.peerChunks.length >= this.peerCommit.chunks) {
      return blame(`The opponent's audit part ${String(b.i).slice(0, 12)} is out of order or malformed.`);
    }
    this.peerChunks.push(b.data);
    if (this.peerChunks.length < this.peerCommit.chunks) return null;
    const text = this.peerChunks.join("");
    if (auditCommitment(text) !== this.peerCommit.commitment) {
      return blame("The secrets the opponent showed at the audit are not the ones it committed to after the match ended.");
    }
    let secrets: unknown;
    try {
      secrets = JSON.parse(text);
    } catch {
      return blame("The opponent's audit secrets are not readable (not JSON).");
    }
    return this.runAudit(secrets);
  }
}

/** Our secrets' text is cut into chunks this long: a frame stays far below the 128 kB limit even if every character were escaped. */
export const AUDIT_CHUNK_CHARS = 40_000;
/** At most this many chunks (6.4 MB of secrets: far beyond a 300-card deck reshuffled dozens of times; the log budget is 8 MB). */
export const MAX_AUDIT_CHUNKS = 160;

/** The `audit` messages: a commitment to the secrets, the secrets in chunks, or our judgement that the peer withheld them. */
export type AuditCommitBody = { t: "commit"; commitment: string; chunks: number; chars: number };
export type AuditBody = AuditCommitBody | { t: "chunk"; i: number; data: string } | { t: "withheld"; text: string };

/** H("moxen/v2/audit\0" ‖ secrets text), hex. */
export function auditCommitment(text: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(`moxen/v2/audit\0${text}`)));
}

/** Our secrets as the chunks we send and the commitment to them. */
function cutAudit(secrets: unknown): { commit: AuditCommitBody; chunks: string[] } {
  const text = JSON.stringify(secrets);
  const chunks: string[] = [];
  for (let i = 0; i < text.length; i += AUDIT_CHUNK_CHARS) chunks.push(text.slice(i, i + AUDIT_CHUNK_CHARS));
  if (!chunks.length) chunks.push("");
  return { commit: { t: "commit", commitment: auditCommitment(text), chunks: chunks.length, chars: text.length }, chunks };
}

function validateAuditCommit(b: Record<string, unknown>): AuditCommitBody | null {
  const ok =
    typeof b.commitment === "string" &&
    /^[0-9a-f]{64}$/.test(b.commitment) &&
    Number.isSafeInteger(b.chunks) &&
    (b.chunks as number) >= 1 &&
    (b.chunks as number) <= MAX_AUDIT_CHUNKS &&
    Number.isSafeInteger(b.chars) &&
    (b.chars as number) >= 0 &&
    (b.chars as number) <= MAX_AUDIT_CHUNKS * AUDIT_CHUNK_CHARS;
  return ok ? { t: "commit", commitment: b.commitment as string, chunks: b.chunks as number, chars: b.chars as number } : null;
}

const withheld = (cheater: Seat, text: string): AuditResult => ({ clean: false, cheater, code: "withheld", message: text || "The opponent did not show its secrets for the audit in time after the match ended." });

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

/**
 * The peer's `audit` message (once the match is over: its commitment, then its secrets in chunks):
 * taken on commit, `audited` told the result once the audit is complete.
 */
export function evaluateAudit<S, A extends { player: Seat }>(phase: HiddenPhase<S, A> | null, message: Message, status: SessionStatus, peer: Seat, audited: (result: AuditResult) => void): Verdict {
  if (!phase || status !== "finished") return halting("out-of-place", "The opponent showed its secrets before the match was over.");
  if (phase.audit) return acceptWithoutEffect();
  return {
    ok: true,
    commit: () => {
      const result = phase.takePeerAudit(message.payload.body, peer);
      if (result) audited(result);
    },
  };
}

/** Reasons of a result the audit decided after the game: the cheater's secrets failed a check, or it withheld them. */
export const AUDIT_REASONS = { cheated: "cheated (audit)", withheld: "audit withheld" } as const;

/**
 * The match's result once the audit is in: the game's result, unless the audit named a cheater,
 * who then loses the match after the fact (`overturned` keeps what the game said). A cheater
 * who lost the game anyway keeps its loss (nothing to overturn).
 */
export function resultAfterAudit<R extends { winner: Seat | "draw"; reason: string }>(result: R | null, audit: AuditResult | null): (R & { overturned?: { winner: Seat | "draw"; reason: string } }) | null {
  if (!result || !audit || audit.clean) return result;
  const winner: Seat = audit.cheater === "A" ? "B" : "A";
  if (result.winner === winner) return result;
  return { ...result, winner, reason: audit.code === "withheld" ? AUDIT_REASONS.withheld : AUDIT_REASONS.cheated, overturned: { winner: result.winner, reason: result.reason } };
}

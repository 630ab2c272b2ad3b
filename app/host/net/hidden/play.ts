/**
 * The engine's game with hidden hands and libraries, as the peer session plays it (the
 * `HiddenGame` of game-rules.ts): a HiddenSide whose secrets are drawn from the match secret, the
 * peer's messages shape-checked (wire.ts) before the side reads them, and the side's messages
 * handed to the session in order, each action with the hash both copies must agree on after it.
 */
import { apply, publicState, serialize, type Action, type GameEvent, type GameState } from "../../../../engine/index";
import type { AuditResult, HiddenGame, HiddenGameSetup, RuleRejection, Seat } from "../game-rules";
import { HiddenSide, type HiddenMessage } from "./side";
import { secretStream } from "./stream";
import { validateAuditSecrets, validateHiddenAction, validateHiddenMessage } from "./wire";

/** One action applied to a copy: before it, after it, and the engine's events (game log, replays). */
export interface AppliedStep {
  before: GameState;
  action: Action;
  after: GameState;
  events: GameEvent[];
}

export class EngineHiddenGame implements HiddenGame<GameState, Action> {
  private readonly side: HiddenSide;
  private readonly checkDecklist: (names: readonly string[], sideboard: readonly string[]) => string[];

  constructor(setup: HiddenGameSetup, onApplied?: (step: AppliedStep) => void) {
    this.side = new HiddenSide({ you: setup.seat, deck: setup.deck, rand: secretStream(setup.secret), gameId: setup.gameId, names: setup.names, ...(setup.limits ? { limits: setup.limits } : {}), ...(setup.rules ? { rules: setup.rules } : {}), ...(setup.sideboard?.length ? { sideboard: setup.sideboard } : {}), ...(setup.firstPlayer ? { firstPlayer: setup.firstPlayer } : {}) });
    this.side.onApplied = onApplied ?? null;
    this.checkDecklist = setup.checkDecklist;
  }

  get state(): GameState | null {
    return this.side.state;
  }
  get agreedHash(): string {
    return this.side.actionHash;
  }
  get peerDecklist(): readonly string[] | null {
    return this.side.peerDecklist;
  }
  mustAct(): Seat | null {
    return this.side.mustAct();
  }

  awaiting(): { seat: Seat; what: string } | null {
    return this.side.awaiting();
  }

  check(action: Action): RuleRejection | null {
    const s = this.side.state;
    if (!s) return { code: "not_playing", message: "The libraries are still being shuffled." };
    try {
      const r = apply(s, action);
      // An action that needs a random result, or cards shown (CR 701.20), is legal: the result is
      // drawn, and the cards' keys exchanged, together after it.
      return r.ok || r.rejection.code === "needs_random" || r.rejection.code === "needs_reveal" ? null : r.rejection;
    } catch (err) {
      return { code: "bad_action", message: `The action could not be applied (${(err as Error).message}).` };
    }
  }

  act(action: Action): void {
    this.side.act(action);
    this.settle();
  }

  receive(type: "hidden" | "action", body: unknown): void {
    const m: HiddenMessage = type === "action" ? { t: "action", ...validateHiddenAction(body) } : validateHiddenMessage(body);
    this.side.receive(m);
    this.settle();
  }

  /** Whatever the last message completed: the first player drawn, an action's random result. */
  private settle(): void {
    this.side.settle();
    this.side.resume();
  }

  take(): { type: "hidden" | "action"; body: unknown; postHash?: string }[] {
    return this.side.outbox.splice(0).map((m) => {
      if (m.t !== "action") return { type: "hidden", body: m };
      return { type: "action", body: { action: m.action, reveals: m.reveals }, postHash: this.side.actionHash };
    });
  }

  secrets(): unknown {
    return this.side.secrets();
  }

  audit(peerSecrets: unknown): AuditResult {
    try {
      return this.side.audit(validateAuditSecrets(peerSecrets), (names, sideboard) => this.checkDecklist(names, sideboard));
    } catch (err) {
      return { clean: false, cheater: this.side.you === "A" ? "B" : "A", code: "malformed", message: `The opponent's audit secrets are malformed: ${(err as Error).message}.` };
    }
  }

  ownershipChanges(final: GameState): { card: number; name: string; from: Seat; to: Seat }[] {
    return this.side.ownershipChanges(final);
  }

  serializePublic(state: GameState): string {
    return serialize(publicState(state));
  }
}

export const engineHiddenGame = (setup: HiddenGameSetup): EngineHiddenGame => new EngineHiddenGame(setup);

/** The engine's hidden game, telling `onApplied` of every action its copy applies. */
export const observedHiddenGame =
  (onApplied: (step: AppliedStep) => void) =>
  (setup: HiddenGameSetup): EngineHiddenGame =>
    new EngineHiddenGame(setup, onApplied);

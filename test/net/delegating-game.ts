/**
 * A hidden game that hands every member to the engine's own: the base of the modified clients the
 * attack tests build, each overriding only what its cheat rewrites (what it signs, its secrets).
 */
import type { Action, GameState } from "../../engine/index";
import type { AuditResult, HiddenGame, HiddenGameSetup, RuleRejection, Seat } from "../../app/host/net/game-rules";
import { engineHiddenGame, type EngineHiddenGame } from "../../app/host/net/hidden/play";

type Out = ReturnType<HiddenGame<GameState, Action>["take"]>[number];

export class DelegatingHiddenGame implements HiddenGame<GameState, Action> {
  readonly inner: EngineHiddenGame;
  constructor(readonly setup: HiddenGameSetup) {
    this.inner = engineHiddenGame(setup);
  }
  get state(): GameState | null {
    return this.inner.state;
  }
  get agreedHash(): string {
    return this.inner.agreedHash;
  }
  get peerDecklist(): readonly string[] | null {
    return this.inner.peerDecklist;
  }
  mustAct(): Seat | null {
    return this.inner.mustAct();
  }
  awaiting(): { seat: Seat; what: string } | null {
    return this.inner.awaiting();
  }
  check(action: Action): RuleRejection | null {
    return this.inner.check(action);
  }
  act(action: Action): void {
    this.inner.act(action);
  }
  receive(type: "hidden" | "action", body: unknown): void {
    this.inner.receive(type, body);
  }
  take(): Out[] {
    return this.inner.take();
  }
  secrets(): unknown {
    return this.inner.secrets();
  }
  audit(peerSecrets: unknown): AuditResult {
    return this.inner.audit(peerSecrets);
  }
  serializePublic(state: GameState): string {
    return this.inner.serializePublic(state);
  }
}

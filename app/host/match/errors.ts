/**
 * Errors of the match host a caller or player can act on. `code` is stable (snake case, the
 * same the IPC router returns); `message` is written for people. The engine's rejections keep
 * the engine's own code ("not_your_priority", "illegal_target", …) and reason.
 */
export class MatchError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "MatchError";
  }
}

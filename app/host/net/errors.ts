/**
 * Errors of the network layer. Every error carries a stable `code` for programs and a
 * `message` written for the player, because most of them end up on screen.
 */
export class NetError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "NetError";
  }
}

/** A pasted invite or answer code could not be read. */
export class CodeError extends NetError {
  override name = "CodeError";
}

/** The peer's identity key differs from the one pinned on first contact (or from the code). */
export class IdentityMismatchError extends NetError {
  override name = "IdentityMismatchError";
}

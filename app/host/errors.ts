/**
 * An expected failure a handler reports to the caller (e.g. "not_found"). The router turns it
 * into `{ok:false, error:{code, message}}`; any other exception becomes code "internal".
 */
export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "HostError";
  }
}

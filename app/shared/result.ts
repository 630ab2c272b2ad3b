/** The envelope every contract call resolves to. Calls never throw across a transport. */

export type ErrorCode =
  | "invalid_argument" // the arguments failed the contract's validator
  | "unknown_method"
  | "forbidden" // the caller is not trusted (foreign frame, missing secret)
  | "bad_request" // a malformed message (not JSON, no method name)
  | "disconnected" // the transport closed before an answer came
  | "internal" // a bug on the host side; the message says where
  | (string & {}); // services add their own codes (e.g. "not_found", "illegal_action")

export interface CallError {
  code: ErrorCode;
  /** A sentence a player or developer can read. */
  message: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: CallError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = (code: ErrorCode, message: string): Result<never> => ({ ok: false, error: { code, message } });

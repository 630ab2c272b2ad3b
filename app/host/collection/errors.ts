/**
 * The one error type the collection services throw for anything a caller or a
 * player can act on: bad input, not enough coins, an unreadable database.
 * `code` is stable for programs; `message` is written for people.
 */
export type CollectionErrorCode =
  | "CORRUPT_DB"
  | "SCHEMA_TOO_NEW"
  | "BAD_ARGUMENT"
  | "NOT_FOUND"
  | "INSUFFICIENT_COINS"
  | "NOT_OWNED"
  | "DECK_FILE"
  | "SEARCH_SYNTAX"
  | "TOO_LARGE";

export class CollectionError extends Error {
  readonly code: CollectionErrorCode;
  /** Extra detail for programs, e.g. the line-numbered problems of a deck file. */
  readonly details?: readonly string[];

  constructor(code: CollectionErrorCode, message: string, details?: readonly string[]) {
    super(message);
    this.name = "CollectionError";
    this.code = code;
    if (details) this.details = details;
  }
}

export function badArgument(message: string): CollectionError {
  return new CollectionError("BAD_ARGUMENT", message);
}

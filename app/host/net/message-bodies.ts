/**
 * The body of each message type, and validators for bodies received from the network.
 * Every validator throws a plain sentence describing what is wrong (it ends up in the
 * incident report), and bounds every size so a hostile peer cannot make us hold junk.
 */
import type { Seat } from "./game-rules";

export interface Versions {
  protocol: number;
  app: string;
  /** Rules engine version (from GameRules.version). */
  engine: string;
  /** Hash or version of the card data. */
  cards: string;
}

/**
 * The formats a network match can be played in (both players must name the same one). "limited":
 * a game of a limited event (app/host/limited/event/): 40 cards at least, any number of a card (the
 * pool decides, checked by the event's own audit).
 */
export const MATCH_FORMATS = ["oldschool", "freeform", "limited"] as const;
export type MatchFormat = (typeof MATCH_FORMATS)[number];

export interface HelloBody {
  role: "host" | "guest";
  /** The format both decks must be legal in. */
  format: MatchFormat;
  /** 32 random bytes, base64url: freshness of this game, and half of the gameId. */
  nonce: string;
  name: string;
  versions: Versions;
  /** The decklist in the open (toy games in tests); empty when the cards are hidden. */
  deck: string[];
  /** True when the decks stay hidden (protocol v2 with the rules engine): the deck is committed to later. */
  hidden?: boolean;
  /** The "dexterity cards" option (Chaos Orb, Falling Star); absent means off. Both players must choose the same. */
  dexterity?: boolean;
  /** True when this player chose to play for ante (CR 407): both players must choose it, or neither. */
  ante?: boolean;
  /**
   * Who takes the first turn, agreed before the match (a later game of a limited event: CR 103.1,
   * the loser of the previous game chose). Absent: drawn at random by the hidden-card protocol.
   * Both hellos must say the same.
   */
  firstPlayer?: "host" | "guest";
}

/** A match's options that decide which decks are legal (deck-check.ts). */
export interface DeckOptions {
  dexterity?: boolean;
  /** Played for ante (CR 407.3): cards that say so are legal only then. */
  ante?: boolean;
}
export interface CommitBody {
  /** hex SHA-256("moxen/v1/commit\0" ‖ nonce ‖ secret) */
  commitment: string;
}
export interface RevealBody {
  secret: string;
}
export interface ActionBody {
  action: unknown;
}
export interface ChatBody {
  text: string;
}
export interface ResultBody {
  winner: Seat | "draw";
  reason: string;
  finalHash: string;
}
export interface ResyncBody {
  /** Highest of the recipient's seqs that the sender has applied. */
  have: number;
  /** The sender's own highest seq. */
  head: number;
}
export interface DesyncBody {
  /** The action at which hashes differ: its author's key and seq. */
  author: string;
  seq: number;
  /** The sender's hash of the state after that action. */
  hash: string;
  /** The sender's state after that action: deflate-raw + base64url, or null if too large. */
  state: string | null;
  /** True when answering the other side's desync message (stops the exchange). */
  reply: boolean;
}

export const LIMITS = {
  name: 64,
  versionText: 128,
  deckCards: 1000,
  cardName: 200,
  chat: 500,
  reason: 200,
};

const B64URL32 = /^[A-Za-z0-9_-]{43}$/;
const HEX64 = /^[0-9a-f]{64}$/;

function object(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new Error("the body is not an object");
  return body as Record<string, unknown>;
}

function text(value: unknown, what: string, max: number, min = 0): string {
  if (typeof value !== "string" || value.length < min || value.length > max) {
    throw new Error(`${what} must be text of ${min}–${max} characters`);
  }
  return value;
}

function count(value: unknown, what: string): number {
  if (!Number.isSafeInteger(value) || (value as number) < 0) throw new Error(`${what} must be a non-negative integer`);
  return value as number;
}

export function validateHello(body: unknown): HelloBody {
  const b = object(body);
  if (b.role !== "host" && b.role !== "guest") throw new Error("role must be host or guest");
  if (typeof b.nonce !== "string" || !B64URL32.test(b.nonce)) throw new Error("nonce must be 32 bytes (base64url)");
  const v = object(b.versions);
  const versions: Versions = {
    protocol: count(v.protocol, "versions.protocol"),
    app: text(v.app, "versions.app", LIMITS.versionText),
    engine: text(v.engine, "versions.engine", LIMITS.versionText),
    cards: text(v.cards, "versions.cards", LIMITS.versionText),
  };
  if (!MATCH_FORMATS.includes(b.format as MatchFormat)) throw new Error(`format must be one of ${MATCH_FORMATS.join(", ")}`);
  if (!Array.isArray(b.deck) || b.deck.length > LIMITS.deckCards) throw new Error(`deck must be a list of at most ${LIMITS.deckCards} cards`);
  const deck = b.deck.map((c, i) => text(c, `deck[${i}]`, LIMITS.cardName, 1));
  if (b.hidden !== undefined && typeof b.hidden !== "boolean") throw new Error("hidden must be true or false");
  if (b.hidden === true && deck.length > 0) throw new Error("a hello with hidden cards must not list its deck");
  if (b.dexterity !== undefined && typeof b.dexterity !== "boolean") throw new Error("dexterity must be true or false");
  if (b.ante !== undefined && b.ante !== true) throw new Error("ante must be true when present (absent: not playing for ante)");
  if (b.firstPlayer !== undefined && b.firstPlayer !== "host" && b.firstPlayer !== "guest") throw new Error("firstPlayer must be host or guest when present (absent: drawn at random)");
  return { role: b.role, format: b.format as MatchFormat, nonce: b.nonce, name: text(b.name, "name", LIMITS.name, 1), versions, deck, ...(b.hidden ? { hidden: true } : {}), ...(b.dexterity ? { dexterity: true } : {}), ...(b.ante ? { ante: true } : {}), ...(b.firstPlayer ? { firstPlayer: b.firstPlayer } : {}) };
}

export function validateCommit(body: unknown): CommitBody {
  const b = object(body);
  if (typeof b.commitment !== "string" || !HEX64.test(b.commitment)) throw new Error("commitment must be a SHA-256 hex digest");
  return { commitment: b.commitment };
}

export function validateReveal(body: unknown): RevealBody {
  const b = object(body);
  if (typeof b.secret !== "string" || !B64URL32.test(b.secret)) throw new Error("secret must be 32 bytes (base64url)");
  return { secret: b.secret };
}

export function validateAction(body: unknown): ActionBody {
  const b = object(body);
  // The action's own shape is the game rules' business (they reject malformed actions).
  if (typeof b.action !== "object" || b.action === null) throw new Error("action must be an object");
  return { action: b.action };
}

export function validateChat(body: unknown): ChatBody {
  return { text: text(object(body).text, "chat text", LIMITS.chat, 1) };
}

export function validateEmpty(body: unknown): Record<string, never> {
  if (Object.keys(object(body)).length > 0) throw new Error("the body must be empty");
  return {};
}

export function validateResult(body: unknown): ResultBody {
  const b = object(body);
  if (b.winner !== "A" && b.winner !== "B" && b.winner !== "draw") throw new Error("winner must be A, B or draw");
  return { winner: b.winner, reason: text(b.reason, "reason", LIMITS.reason), finalHash: text(b.finalHash, "finalHash", 200) };
}

export function validateResync(body: unknown): ResyncBody {
  const b = object(body);
  return { have: count(b.have, "have"), head: count(b.head, "head") };
}

/** Most of our frames one recovery answer carries (it is asked again for the rest). */
export const RECOVER_MAX_FRAMES = 16;

export interface RecoverRequestBody {
  /** The first of the requester's own seqs that it lacks (its log's head + 1). */
  from: number;
}

export interface RecoverBody {
  /** As asked. */
  from: number;
  /** The highest of the requester's seqs the answering side holds. */
  head: number;
  /** The requester's own frames from `from` on, base64url, in order (at most RECOVER_MAX_FRAMES). */
  frames: string[];
}

export function validateRecoverRequest(body: unknown): RecoverRequestBody {
  const b = object(body);
  const from = count(b.from, "from");
  if (from < 1) throw new Error("from must be at least 1");
  return { from };
}

export function validateRecover(body: unknown): RecoverBody {
  const b = object(body);
  if (!Array.isArray(b.frames) || b.frames.length > RECOVER_MAX_FRAMES) throw new Error(`frames must be a list of at most ${RECOVER_MAX_FRAMES}`);
  for (const f of b.frames) if (typeof f !== "string" || !/^[A-Za-z0-9_-]+$/.test(f)) throw new Error("each frame must be base64url");
  return { from: count(b.from, "from"), head: count(b.head, "head"), frames: b.frames as string[] };
}

export function validateDesync(body: unknown): DesyncBody {
  const b = object(body);
  if (typeof b.author !== "string" || !B64URL32.test(b.author)) throw new Error("author must be a key");
  if (b.state !== null && typeof b.state !== "string") throw new Error("state must be text or null");
  if (typeof b.reply !== "boolean") throw new Error("reply must be true or false");
  return { author: b.author, seq: count(b.seq, "seq"), hash: text(b.hash, "hash", 200), state: b.state as string | null, reply: b.reply };
}

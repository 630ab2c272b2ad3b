/**
 * The options of a PeerSession and the local player it plays for (re-exported by `peer-session.ts`).
 */
import type { DeckLimits, GameRules, HiddenGameFactory, Seat } from "../game-rules";
import type { Identity } from "../identity";
import type { KnownPeers } from "../known-peers";
import type { MatchLog } from "../match-log";
import type * as bodies from "../message-bodies";
import type { PEER_BUDGETS } from "./budgets";

export interface LocalPlayer {
  name: string;
  /** The format this player's deck is for; the opponent must name the same one. Default freeform. */
  format?: bodies.MatchFormat;
  /** The "dexterity cards" option (default off); the opponent must choose the same. */
  dexterity?: boolean;
  /** Moxen version. */
  app: string;
  /** Card data hash or version. */
  cards: string;
  deck: string[];
  /** Play for ante (CR 407): the hello says so, and the opponent must have chosen it too. Default false. */
  ante?: boolean;
  /**
   * Who takes the first turn, agreed beforehand (a limited event's later game: CR 103.1, the loser
   * of the previous game chose). The hello says so, and the opponent's must say the same; absent:
   * drawn at random from both sides' hash chains.
   */
  firstPlayer?: "host" | "guest";
  /**
   * The deck's sideboard: the cards outside the game (CR 400.11, at most 15; Ring of Ma'rûf). With
   * hidden cards it is committed hidden with the deck and shown at the audit; none when absent.
   */
  sideboard?: string[];
}

export interface PeerSessionOptions<S, A extends { player: Seat }> {
  identity: Identity;
  /** The host (who invited) sits in seat A, the guest in seat B. */
  role: "host" | "guest";
  rules: GameRules<S, A>;
  /**
   * Hands and libraries hidden (protocol v2's mental poker, `hidden/`): the factory of this side's
   * copy of the game. Matches with the rules engine always pass it; without it the decks are
   * sent in the open (the toy games of the protocol tests), and a peer must do the same.
   */
  hidden?: HiddenGameFactory<S, A>;
  local: LocalPlayer;
  /** Existing log to resume from; a new in-memory log if absent. */
  log?: MatchLog;
  knownPeers?: KnownPeers;
  /** Fingerprint the peer must have (from their invite/answer code or LAN announcement). */
  expectedPeerFingerprint?: string;
  maxFrameBytes?: number;
  /** How long to wait for a message to piggy-back an acknowledgement on. */
  ackDelayMs?: number;
  /** Unacknowledged messages are sent again after this long. */
  retransmitMs?: number;
  /**
   * How long a player must have been the one to act before the other can claim a timeout. The
   * claimer's side waits this long; the receiving side checks it by its own clock.
   */
  timeoutClaimMs?: number;
  /**
   * The problems with a decklist in a format ([] when it can be played): the same check a
   * player's own deck passes. The opponent's deck (from their hello) is checked with it, and
   * a deck with problems stops the match ("bad-deck"). Without it, decks are not checked.
   */
  checkDeck?: (deck: readonly string[], format: bodies.MatchFormat, options?: bodies.DeckOptions, sideboard?: readonly string[]) => string[];
  /**
   * Hidden cards: the format's limits the peer's deck is held to while it is hidden (its size at
   * the shuffle, each card's copies as they are shown); a deck that breaks them forfeits at once.
   */
  deckLimits?: (format: bodies.MatchFormat, options?: bodies.DeckOptions) => DeckLimits;
  /** The handshake must be complete this long after the session starts, or the match stops. */
  handshakeTimeoutMs?: number;
  /** The peer's budgets (PEER_BUDGETS by default). */
  budgets?: Partial<typeof PEER_BUDGETS>;
  now?: () => number;
  /**
   * The log syncs our own frames to disk after sending them (SqliteMatchLog `syncOutAfterSend`),
   * so a power cut may lose the last ones while the peer holds them. A session rebuilt from such
   * a log is "recovering": it signs nothing until the peer has sent back our frames past our
   * log's head (each checked: our key, this game, chaining from our log) or said it has none,
   * so it can never sign a second, different frame at a seq the peer holds (equivocation).
   */
  recoverOwnTail?: boolean;
  /** Internal: rebuild state from the log without sending anything (desync reports). */
  replayOnly?: boolean;
}

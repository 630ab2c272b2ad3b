/**
 * Types the match host's modules share (so that none of them imports another's class file for
 * a type: match-host.ts and network-matches.ts used to import each other).
 */
import type { ChatLine, MatchNotice, MatchUpdate } from "../../shared/contract/match";

export type Emit = (name: "match.updated" | "match.chat" | "match.notice", payload: MatchUpdate | ChatLine | MatchNotice, to?: string) => void;

/** A decklist given directly (CLI, tests): one engine card name per copy. */
export interface PlainDeck {
  name: string;
  cards: string[];
  /** Cards outside the game (CR 400.11, 100.4a: up to 15), for Ring of Ma'rûf. */
  sideboard?: string[];
}

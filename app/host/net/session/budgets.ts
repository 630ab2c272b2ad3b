/**
 * Budgets of one peer in one match (chat lines, bytes of their messages in our log), and the
 * chat budget we hold ourselves to: the same numbers, so an honest client never goes over.
 */
import { formatBytes } from "./words";

/** Budgets of one peer in one match; going over one is abuse: the match stops, the peer is cut off. */
export const PEER_BUDGETS = {
  /** Chat lines in any minute, and in the whole match. */
  chatPerMinute: 20,
  chatPerMatch: 500,
  /** Bytes of the peer's messages kept in the signed log (a long real game needs about 1 MB). */
  logBytes: 8 * 1024 * 1024,
  /**
   * Keys messages of the hidden cards in a match (each must bring a key not received before, or end
   * a showing; a long game sends a few hundred).
   */
  keysPerMatch: 4000,
  /**
   * CPU one message of the peer may cost us (ms). Not measured as it runs: every check is bounded
   * (a key is checked once, found by index; lists are bounded by the deck), and
   * test/net/hidden-stalls.test.ts holds a game's costliest message under it.
   */
  cpuPerMessageMs: 250,
};

export type Budgets = typeof PEER_BUDGETS;

/** Chat lines of one side: those of the last minute (their times) and all of the match. */
export class ChatCounter {
  private times: number[] = [];
  private total = 0;

  constructor(private readonly budgets: Budgets) {}

  /** The limit one more line at `now` would break, or null: then the line is counted. */
  take(now: number): "minute" | "match" | null {
    this.times = this.times.filter((t) => now - t < 60_000);
    if (this.times.length >= this.budgets.chatPerMinute) return "minute";
    if (this.total >= this.budgets.chatPerMatch) return "match";
    this.times.push(now);
    this.total++;
    return null;
  }

  /** A line replayed from the log: judged when it was said, it counts for the match only. */
  replayed(): void {
    this.total++;
  }
}

/** What the peer has spent of its budgets; each check says why it is too much, or null. */
export class PeerBudgets {
  readonly limits: Budgets;
  private readonly chat: ChatCounter;
  private logBytes = 0;
  private keys = 0;

  constructor(overrides?: Partial<Budgets>) {
    this.limits = { ...PEER_BUDGETS, ...overrides };
    this.chat = new ChatCounter(this.limits);
  }

  /** Why the peer's next chat line is one too many, or null. Counts it otherwise. */
  chatFlood(now: number): string | null {
    const over = this.chat.take(now);
    if (over === "minute") return `The opponent sent more than ${this.limits.chatPerMinute} chat lines in a minute (a flood).`;
    if (over === "match") return `The opponent sent more than ${this.limits.chatPerMatch} chat lines in this match.`;
    return null;
  }

  /** Counts a message of the peer's about to be logged; why the log budget is then exceeded, or null. */
  logged(frameBytes: number): string | null {
    this.logBytes += frameBytes;
    if (this.logBytes <= this.limits.logBytes) return null;
    return `The opponent's messages went over this match's log budget (${formatBytes(this.limits.logBytes)}).`;
  }

  /** Counts a keys message of the peer's; why it is one too many, or null. */
  keysMessage(): string | null {
    this.keys++;
    if (this.keys <= this.limits.keysPerMatch) return null;
    return `The opponent sent more than ${this.limits.keysPerMatch} keys messages in this match (a flood).`;
  }

  /** A peer's message replayed from the log: counted, never judged again. */
  replayed(frameBytes: number, chat: boolean): void {
    this.logBytes += frameBytes;
    if (chat) this.chat.replayed();
  }
}

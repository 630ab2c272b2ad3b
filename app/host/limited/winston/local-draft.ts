/**
 * A Winston draft against the computer, in one process (issue 35, parts 2–3): the same game as
 * protocol.ts (README: the rules we play, incl. the empty-stack cases) without the hidden-card
 * protocol, which is needed only between two programs. The stack's order and who starts come from
 * 32 bytes; the state is rebuilt from those bytes and the player's decisions (the computer's are
 * made again by its chooser, which is deterministic), so storing the decisions is enough to resume.
 *
 * What each seat saw is tracked per card, so the player's view (`draftView`) and the computer's
 * (`sideView`, for heuristicChooser) hold only the cards that seat was shown: a pile it looked at,
 * the card it drew blind. Cards are indices into `cards`; the "slots" of a SideView are those indices.
 */
import { sha256 } from "@noble/hashes/sha2.js";
import { concatBytes, utf8ToBytes } from "@noble/hashes/utils.js";
import type { WinstonDraftDto } from "../../../shared/contract/winston-draft";
import { permutation } from "../../net/hidden/shuffle";
import { secretStream } from "../../net/hidden/stream";
import { MAX_CARDS, MIN_CARDS, mayPassPile, movePile, other, type Seat } from "./protocol";
import type { Chooser, SideView } from "./side";
import { winstonDraftDto } from "./view";

export type Decision = "take" | "pass";

export interface LocalDraft {
  readonly cards: readonly string[];
  /** Card indices, top first. */
  stack: number[];
  /** Each pile's cards, bottom first. */
  piles: number[][];
  pools: [number[], number[]];
  /** The cards each seat was shown. */
  seen: [Set<number>, Set<number>];
  active: Seat;
  /** The pile the active player is at (0–2); a passed third pile is drawn at once (never 3 between decisions). */
  at: number;
  over: boolean;
  /** Decisions made so far by each seat (seat 0's are what is stored). */
  decisions: [Decision[], Decision[]];
}

/** A refusal of a decision: nothing changed. */
export class DraftMoveError extends Error {
  constructor(
    readonly code: "not_your_turn" | "illegal_move" | "draft_over",
    message: string,
  ) {
    super(message);
  }
}

/** A new draft: `cards` shuffled into the stack with `bytes` (32), three one-card piles, a first player. */
export function newDraft(cards: readonly string[], bytes: Uint8Array): LocalDraft {
  if (cards.length < MIN_CARDS || cards.length > MAX_CARDS) throw new Error(`A Winston draft takes ${MIN_CARDS}–${MAX_CARDS} cards, not ${cards.length}.`);
  const rand = secretStream(sha256(concatBytes(utf8ToBytes("moxen/winston/local\0"), bytes)));
  const stack = permutation(cards.length, rand);
  return draftFromOrder(cards, stack, (rand(1)[0]! & 1) as Seat);
}

/** A draft whose stack is `order` (card indices, top first) and whose first player is `first`. */
export function draftFromOrder(cards: readonly string[], order: readonly number[], first: Seat): LocalDraft {
  const d: LocalDraft = { cards, stack: [...order], piles: [[], [], []], pools: [[], []], seen: [new Set(), new Set()], active: first, at: 0, over: false, decisions: [[], []] };
  for (const p of d.piles) p.push(d.stack.shift()!);
  settle(d);
  return d;
}

/** Whether the active player may pass the pile it is at: something is left after it. */
export function mayPass(d: LocalDraft): boolean {
  return !d.over && mayPassPile(d.piles, d.stack.length, d.at);
}

/** Applies `seat`'s decision; a DraftMoveError refuses it and nothing changes. */
export function decide(d: LocalDraft, seat: Seat, choice: Decision): void {
  if (d.over) throw new DraftMoveError("draft_over", "The draft is over: build your deck from your pool.");
  if (d.active !== seat) throw new DraftMoveError("not_your_turn", "It is not your turn: the other drafter is deciding.");
  if (choice !== "take" && choice !== "pass") throw new DraftMoveError("illegal_move", `A decision is take or pass, not ${JSON.stringify(choice)}.`);
  if (choice === "pass" && !mayPass(d)) throw new DraftMoveError("illegal_move", `Pile ${d.at + 1} is the last thing left to take: you must take it.`);
  d.decisions[seat].push(choice);
  const { piles, stack, taken } = movePile(d.piles, d.stack, d.at, choice);
  d.piles = piles;
  d.stack = stack;
  if (choice === "take") {
    d.pools[seat].push(...taken);
    endTurn(d);
    return;
  }
  d.at++;
  settle(d);
}

/** Runs the computer's turns (seat 1) with `choose` until the player must decide or the draft is over. */
export function runComputer(d: LocalDraft, choose: Chooser, seat: Seat = 1): void {
  for (let guard = 0; !d.over && d.active === seat && guard < 4 * d.cards.length; guard++) decide(d, seat, choose(sideView(d, seat)));
}

/** The draft rebuilt from its bytes and the player's decisions; the computer decides again as it did. */
export function replayDraft(cards: readonly string[], bytes: Uint8Array, mine: readonly Decision[], choose: Chooser): LocalDraft {
  const d = newDraft(cards, bytes);
  runComputer(d, choose);
  for (const c of mine) {
    decide(d, 0, c);
    runComputer(d, choose);
  }
  return d;
}

function endTurn(d: LocalDraft): void {
  if (d.stack.length === 0 && d.piles.every((p) => p.length === 0)) {
    d.over = true;
    d.at = 0;
    return;
  }
  d.active = other(d.active);
  d.at = 0;
  settle(d);
}

/** Skips empty piles; past the third pile the stack's top card is drawn blind; the pile looked at is seen. */
function settle(d: LocalDraft): void {
  while (d.at < 3 && d.piles[d.at]!.length === 0) d.at++;
  if (d.at === 3) {
    // A pile with nothing after it must be taken, so the stack holds a card here.
    const drawn = d.stack.shift()!;
    d.seen[d.active].add(drawn);
    d.pools[d.active].push(drawn);
    endTurn(d);
    return;
  }
  for (const c of d.piles[d.at]!) d.seen[d.active].add(c);
}

/** What `seat` knows, in side.ts's shape (the computer's chooser reads it). */
export function sideView(d: LocalDraft, seat: Seat): SideView {
  const names = (cs: readonly number[]) => cs.map((c) => (d.seen[seat].has(c) ? d.cards[c]! : null));
  return {
    seat,
    phase: d.over ? "over" : "draft",
    active: d.active,
    at: d.at,
    piles: d.piles.map((p) => ({ slots: [...p], cards: names(p) })),
    stack: d.stack.length,
    pool: d.pools[seat].map((c) => d.cards[c]!),
    theirPool: { slots: [...d.pools[other(seat)]], cards: names(d.pools[other(seat)]) },
    mayPass: mayPass(d),
  };
}

/** The contract's view for `seat`: only the cards it was shown. */
export function draftView(d: LocalDraft, seat: Seat): WinstonDraftDto {
  return winstonDraftDto(sideView(d, seat), !d.over && d.active === seat);
}

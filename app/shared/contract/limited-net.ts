/**
 * Contract group "limitedNet": a sealed event or a Winston draft with a friend over the network (issue 35; the host
 * side is app/host/limited/event/, its design in its README). The renderer opens a data channel as
 * for a match (net.openChannel, codes through net.makeCode / net.readCode) and hands it to
 * limitedNet.host (with the packs and the kind) or limitedNet.join; the guest accepts or declines;
 * a Winston draft is then drafted pile by pile (the view's `draft`, decisions by limitedNet.decide);
 * both see their pool, submit a deck for each game (the pool's cards and basic lands, 40 at least), and play
 * each game as a network match (match.* with the game's matchId); at the end each side's audit of
 * the other's pool and decks is in the view. limitedNet.changed carries the view to its renderer.
 */
import { v } from "../validate";
import { event, method, payload, returns } from "./define";
import type { WinstonDraftDto } from "./winston-draft";

/** Sealed deck (each opens its own packs) or a Winston draft of the packs between the two. */
export type LimitedNetKind = "sealed" | "winston";

export interface LimitedNetCardDto {
  name: string;
  set: string;
  number: string;
  rarity: string;
  /** Why the card stays in the sideboard (an ante or dexterity card: the games are played without either), else null. */
  unplayable: string | null;
}

export interface LimitedNetGameDto {
  game: number;
  /** The game's network match (open it with match.view / match.submit). */
  matchId: number | null;
  winner: "me" | "peer" | "draw" | null;
  reason: string | null;
  /** Who took the first turn when the previous game's loser chose it (CR 103.1); null: drawn at random. */
  first: "me" | "peer" | null;
}

export interface LimitedNetViewDto {
  key: string | null;
  role: "host" | "guest";
  status: "proposing" | "proposed" | "declined" | "drawing" | "playing" | "auditing" | "over" | "halted";
  /** Sealed or Winston (null only while a guest waits for the proposal). */
  kind: LimitedNetKind | null;
  /**
   * A Winston event's draft as this player sees it (only what it may know), once the card list is
   * drawn; it stays (over: true) after the draft. Null for sealed.
   */
  draft: WinstonDraftDto | null;
  /** Boosters this player pays for (sealed: all of them; Winston: host ceil(n/2), guest floor(n/2)). */
  paidPacks: number | null;
  /** The packs, "3ED:6". */
  spec: string | null;
  /** The coins each side pays for its packs (null before the proposal is known). */
  price: { me: number; peer: number } | null;
  friend: { name: string; fingerprint: string } | null;
  /** Our pool, once drawn (the friend's is never shown before the audit). */
  pool: LimitedNetCardDto[] | null;
  /** Sealed: the boosters' sizes in the order drawn (`pool` holds their cards one booster after another), to open them one by one; null for Winston and before the pool. */
  packSizes: number[] | null;
  games: LimitedNetGameDto[];
  /** The last game each side declared a deck for. */
  ready: { me: number; peer: number };
  /** The deck this player submitted last (for game ready.me): the next game's builder starts from it (sideboarding). */
  lastDeck: string[] | null;
  /** The game whose deck is to be submitted next (null when the event is over). */
  nextGame: number | null;
  /** This player lost the previous game and chooses who plays first in `nextGame` (CR 103.1): submitDeck's `first`. */
  choosesFirst: boolean;
  /** The deck-building clock the proposal carries, in minutes (null: none): shown before accepting. */
  buildMinutes: number | null;
  /**
   * This player's deck-building clock for game 1, counted by this program from when its pool was
   * recorded (null: no clock). `leftMs` null before the pool is recorded; `auto`: why the program
   * submitted game 1's deck itself when the time ran out; `locked`: game 1's deck is submitted.
   * While the friend's game-1 deck is awaited after ours: `claimInMs`, the time until game 1 may be
   * claimed (the agreed minutes plus a 2-minute grace, by this program's clock), `canClaim` now,
   * `claimed` (a claim was sent; the friend accepts it or disputes it by its own clock).
   */
  clock: { minutes: number; leftMs: number | null; up: boolean; auto: string | null; locked: boolean; claimInMs: number | null; canClaim: boolean; claimed: boolean } | null;
  standings: { me: number; peer: number; draws: number; over: boolean; winner: "me" | "peer" | "draw" | null };
  left: { me: boolean; peer: boolean };
  /** Real steps done while the pools are drawn or the secrets exchanged for the audit (null otherwise), the next in words. */
  progress: { done: number; of: number; step: string } | null;
  /** The audit of the friend's pool and decks (null until its secrets arrive). */
  audit: { clean: boolean; problems: string[] } | null;
  /** Refused messages from the friend (a code and a sentence). */
  incidents: { code: string; message: string; at: string }[];
  /** Why the event stopped (a friend caught cheating with the packs), else null. */
  halted: string | null;
  /** The event's connection is live. */
  connected: boolean;
}

export interface LimitedNetSummaryDto {
  key: string;
  role: "host" | "guest";
  createdAt: string;
  friend: string | null;
  outcome: unknown;
}

const channelId = v.string({ max: 32, pattern: /^ch\d+$/, patternName: "a channel id" });
const fingerprint = v.string({ max: 24, pattern: /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/, patternName: "a fingerprint like ABCD-EFGH-IJKL-MNOP-QRST" });
const key = v.string({ max: 64, pattern: /^[0-9a-f]{64}$/, patternName: "an event key (64 hexadecimal characters)" });
const cardName = v.string({ max: 150 });
const kind = v.oneOf(["sealed", "winston"] as const);
/** The deck-building clock: null (none) or whole minutes (app/host/limited/event/build-clock.ts). */
const buildMinutes = v.nullable(v.int({ min: 10, max: 90 }));

export const limitedNetMethods = {
  "limitedNet.host": method({
    args: v.object({ channelId, packs: v.string({ max: 100 }), kind: v.optional(kind), peerFingerprint: v.optional(fingerprint), buildMinutes: v.optional(buildMinutes) }),
    result: returns<LimitedNetViewDto>(),
    summary: "Proposes a sealed event or a Winston draft (kind, default sealed; packs like 3ED:6; buildMinutes: the deck-building clock, 10–90 minutes or null for none) to the friend on a data channel opened with net.openChannel.",
  }),
  "limitedNet.join": method({
    args: v.object({ channelId, peerFingerprint: v.optional(fingerprint) }),
    result: returns<LimitedNetViewDto>(),
    summary: "Waits on a data channel for the friend's proposal (then limitedNet.accept or limitedNet.decline).",
  }),
  "limitedNet.resume": method({
    args: v.object({ key, channelId, peerFingerprint: v.optional(fingerprint) }),
    result: returns<LimitedNetViewDto>(),
    summary: "Goes on with an event already started, over a new data channel (new codes), from where its log stands.",
  }),
  "limitedNet.accept": method({ args: v.object({ key }), result: returns<LimitedNetViewDto>(), summary: "Accepts the friend's proposal." }),
  "limitedNet.decline": method({ args: v.object({ key }), result: returns<LimitedNetViewDto>(), summary: "Declines the friend's proposal." }),
  "limitedNet.decide": method({
    args: v.object({ key, choice: v.oneOf(["take", "pass"] as const) }),
    result: returns<LimitedNetViewDto>(),
    summary: "A Winston draft: takes or passes the pile this player is looking at (refused out of turn, or a pass of a pile that must be taken).",
  }),
  "limitedNet.view": method({ args: v.object({ key }), result: returns<LimitedNetViewDto>(), summary: "The event as this player sees it." }),
  "limitedNet.submitDeck": method({
    args: v.object({ key, deck: v.array(cardName, { max: 250 }), first: v.optional(v.oneOf(["me", "peer"] as const)) }),
    result: returns<LimitedNetViewDto>(),
    summary: "This player's deck for the next game (the pool's cards and basic lands, 40 at least); the game starts when both submitted. `first`: who plays first, when this player lost the previous game (view.choosesFirst; default me); refused otherwise.",
  }),
  "limitedNet.claim": method({
    args: v.object({ key }),
    result: returns<LimitedNetViewDto>(),
    summary: "Claims game 1: the friend's deck for it has not arrived within the agreed time to build plus a 2-minute grace (view.clock.canClaim; a tournament rule). The friend's program accepts (game 1 is ours) or disputes it by its own clock.",
  }),
  "limitedNet.saveDraft": method({
    args: v.object({ key, deck: v.array(cardName, { max: 250 }) }),
    result: returns<LimitedNetViewDto>(),
    summary: "Keeps the deck this player is editing for game 1: with a deck-building clock it is submitted when the time runs out, if legal (refused once game 1's deck is submitted).",
  }),
  "limitedNet.leave": method({ args: v.object({ key }), result: returns<LimitedNetViewDto>(), summary: "Leaves the event: the games left are forfeited, the pool is kept." }),
  "limitedNet.list": method({ args: v.none(), result: returns<LimitedNetSummaryDto[]>(), summary: "Network limited events, newest first." }),
};

export const limitedNetEvents = {
  "limitedNet.changed": event({
    payload: payload<LimitedNetViewDto>(),
    summary: "A network limited event changed (the friend's answer, the pools, a game, the audit).",
  }),
};

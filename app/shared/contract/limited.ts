/**
 * Contract group "limited": limited events against the computer (issue 35, part 3), played at
 * this machine. Sealed deck: the player chooses packs, pays the shop's price, opens them (their
 * cards join the collection as units of the event), builds a deck of at least 40 cards from the
 * pool and any basic lands, and plays a best of three against the computer, who opens its own
 * packs and builds its own deck (app/host/limited/build.ts). Between games either side may change
 * its deck from the pool (sideboarding, CR 100.4b).
 *
 * A screen:
 *   1. `limited.offer` → the sets that may be opened; `limited.quote({packs})` → price and pool size.
 *   2. `limited.start({packs})` → the event (coins paid, `packs` to open with the shop's animation).
 *   3. `limited.checkDeck` while building (the live legality), `limited.submitDeck` to settle it.
 *   4. `limited.playGame` → the event with `currentMatchId`: open it at the table (the `match` group).
 *   5. `limited.get` after the game: its result is read from the match, the standings updated.
 * Events survive a restart: `limited.list` names the unfinished ones.
 *
 * Winston draft (kind "winston"): the boosters are shuffled into one stack that the player and
 * the computer draft from (app/host/limited/winston/local-draft.ts); `limited.winstonDecide`
 * takes or passes the pile the player looks at, the computer answers at once, and the event's
 * `draft` is what the player may see of it (WinstonDraftDto). The player pays half the boosters
 * (rounded up), as with a friend; at the end its drafted cards join the collection and the event
 * goes on as sealed (building, then the best of three).
 *
 * The network events with a friend are another group (limited-net.ts).
 */
import { v } from "../validate";
import type { DeckValidation } from "./collection";
import { method, returns } from "./define";
import { AI_KIND_NAMES, type AiKind } from "./match";
import type { WinstonDraftDto } from "./winston-draft";

export const LIMITED_KINDS = ["sealed", "winston"] as const;
export type LimitedKind = (typeof LIMITED_KINDS)[number];

export interface LimitedSetOffer {
  code: string;
  name: string;
  /** Cards in one booster of the set. */
  boosterSize: number;
}

export interface LimitedOffer {
  sets: LimitedSetOffer[];
  /** Coins per booster (the shop's price). */
  packPrice: number;
  maxPacks: number;
}

export interface LimitedQuote {
  /** The packs, normalised: "3ED:6". */
  spec: string;
  packs: number;
  /** The boosters the player pays for: all of them (sealed), half rounded up (Winston, as with a friend). */
  paidPacks: number;
  price: number;
  poolSize: number;
  /** The player's coins now. */
  coins: number;
}

export interface LimitedPoolCard {
  name: string;
  set: string;
  number: string;
  rarity: string;
  unitId: string;
  cardCode: string;
  /** Why this card cannot be in the event's main deck (an ante or dexterity card: the games are played without those options), else null. */
  unplayable: string | null;
}

export interface LimitedRecord {
  wins: number;
  losses: number;
  draws: number;
}

export interface LimitedGame {
  number: number;
  matchId: number;
  /** null while the game is being played. */
  winner: "you" | "computer" | "draw" | null;
}

/**
 * drafting: the Winston draft is under way (`draft`); building: no deck yet; playing: a game is under way (`currentMatchId`); between: a game is over
 * and the next may start (the deck may change first); finished: the best of three is decided.
 */
export type LimitedPhase = "drafting" | "building" | "playing" | "between" | "finished";

export interface LimitedEvent {
  id: number;
  kind: LimitedKind;
  spec: string;
  price: number;
  ai: AiKind;
  phase: LimitedPhase;
  /** The player's packs, in the order they were opened; a Winston draft's pool as one group once drafted (none before). */
  packs: LimitedPoolCard[][];
  /** A Winston draft as the player sees it (null for sealed). */
  draft: WinstonDraftDto | null;
  /** Your deck's main part, one card name per copy (null until submitted). */
  deck: string[] | null;
  /** The computer's deck's colors (W U B R G) and its card count, as announced at the table (none while drafting). */
  computer: { colors: string[]; cards: number };
  games: LimitedGame[];
  standings: { you: LimitedRecord; computer: LimitedRecord };
  currentMatchId: number | null;
  /** Set when finished. */
  winner: "you" | "computer" | "draw" | null;
  startedAt: string;
}

export interface LimitedEventSummary {
  id: number;
  kind: LimitedKind;
  spec: string;
  phase: LimitedPhase;
  standings: { you: LimitedRecord; computer: LimitedRecord };
  startedAt: string;
}

const packs = v.string({ min: 1, max: 200, pattern: /^[A-Za-z0-9:, ]+$/, patternName: "packs like 3ED:6 or LEG:2,DRK:2" });
const eventId = v.int({ min: 1 });
/** One card name per copy: a deck of up to 200 cards. */
const deckNames = v.array(v.string({ min: 1, max: 150 }), { max: 200 });

export const limitedMethods = {
  "limited.offer": method({
    args: v.none(),
    result: returns<LimitedOffer>(),
    summary: "The sets whose boosters a limited event may open (every card playable), and the price of a booster.",
  }),
  "limited.quote": method({
    args: v.object({ packs, kind: v.optional(v.oneOf(LIMITED_KINDS)) }),
    result: returns<LimitedQuote>(),
    summary: "What an event with these packs costs and how many cards its pool holds; an unknown set or count is an error.",
  }),
  "limited.start": method({
    args: v.object({
      kind: v.oneOf(LIMITED_KINDS),
      packs,
      /** The computer's strength (default heuristic). */
      ai: v.optional(v.oneOf(AI_KIND_NAMES)),
    }),
    result: returns<LimitedEvent>(),
    summary: "Starts an event against the computer: sealed (pays the packs, keeps the pool, the computer opens and builds its own) or a Winston draft (pays half the packs, the draft begins).",
  }),
  "limited.winstonDecide": method({
    args: v.object({ eventId, choice: v.oneOf(["take", "pass"] as const) }),
    result: returns<LimitedEvent>(),
    summary: "Your decision in a Winston draft on the pile you look at: take it, or pass it (at the third pile, passing draws the stack's top card); the computer then plays its turn. Out of turn, or a pass that is not allowed, is refused and changes nothing.",
  }),
  "limited.list": method({
    args: v.none(),
    result: returns<LimitedEventSummary[]>(),
    summary: "Events against the computer not finished yet, newest first (resume one with limited.get).",
  }),
  "limited.get": method({
    args: v.object({ eventId }),
    result: returns<LimitedEvent>(),
    summary: "One event: its pool, your deck, its games (a finished game's result read from its match) and the standings.",
  }),
  "limited.checkDeck": method({
    args: v.object({ eventId, main: deckNames }),
    result: returns<DeckValidation>(),
    summary: "Whether this main deck is legal for the event (40 cards or more, from the pool and basic lands); changes nothing.",
  }),
  "limited.submitDeck": method({
    args: v.object({ eventId, main: deckNames }),
    result: returns<LimitedEvent>(),
    summary: "Settles your deck for the next game (before the first, or between games); an illegal deck is refused with its reasons.",
  }),
  "limited.playGame": method({
    args: v.object({ eventId }),
    result: returns<LimitedEvent>(),
    summary: "Starts the event's next game against the computer (a local match); the caller receives its updates.",
  }),
};

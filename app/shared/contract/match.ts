/**
 * Contract group "match": playing and reviewing matches. The host (app/host/match) owns the
 * game; the renderer sees only its own player's view (`viewFor`), the legal actions the engine
 * offers that player, and the game log's lines that player may read.
 *
 * A table screen:
 *   1. `match.start` (vs the computer or hotseat) or `match.connect` (network, after the codes
 *      were exchanged through the `net` group) → a MatchSummary; the caller now receives
 *      `match.updated` for it.
 *   2. `match.view` → a MatchUpdate with `reset: true` (the whole recent log).
 *   3. The player drags/clicks → `match.submit({matchId, action})` → a MatchUpdate, or an error
 *      whose code and message are the engine's rejection (nothing changed, nothing stored).
 *   4. The opponent's (or computer's) moves arrive as `match.updated` events (`reset: false`:
 *      append `events` to the log). Every update carries the whole view: replace, don't merge.
 *
 * Seats: the engine's players are "A" and "B". In a match vs the computer you are seat A; in a
 * network match the inviter is A; in hotseat both are yours and the host acts for whichever
 * seat must act (leave `action.player` out, or give that seat).
 */
import type { Action, LegalOptions, PlayerView } from "../../../engine/index";
import { v, type Schema } from "../validate";
import { event, method, payload, returns } from "./define";
import { DECK_FORMATS } from "./collection";

export type Seat = "A" | "B";
export type MatchKind = "local-ai" | "hotseat" | "network";
/**
 * handshake: network match connecting (seed not fixed yet); playing; finished (result set);
 * halted: a network match stopped by a protocol incident (desync, illegal message), see `problem`;
 * damaged: its log does not replay (tampered or unreadable), see `problem`; abandoned: a network
 * match given up before it started.
 */
export type MatchStatus = "handshake" | "playing" | "finished" | "halted" | "damaged" | "abandoned";
/** The computer's levels (Beginner, Intermediate, Strong), then `random`: random legal moves, for tests. */
export type AiKind = "beginner" | "heuristic" | "strong" | "random";
export const AI_KIND_NAMES = ["beginner", "heuristic", "strong", "random"] as const;

export interface SeatInfo {
  name: string;
  /** Who plays this seat: you, the computer, a friend over the network, or a player at this machine. */
  control: "you" | "computer" | "remote" | "hotseat";
  ai?: AiKind;
  /** The deck's name (a collection deck or a benchmark deck). */
  deck: string;
  /** The collection deck it came from, if any. */
  deckId?: number;
  /** A network opponent's identity fingerprint (compare it aloud on first contact). */
  fingerprint?: string;
}

export interface MatchResultInfo {
  winner: Seat | "draw";
  reason: string;
  /**
   * Network matches with hidden cards: the audit of the opponent's secrets shown at the end
   * (clean, or who cheated, proven by their signed messages); absent until it is done.
   */
  audit?: { clean: true } | { clean: false; cheater: Seat; message: string };
  /**
   * The game's own result, when the audit named a cheater who had not lost: the cheater then loses
   * the match after the fact (`winner` and `reason` above: "cheated (audit)" or "audit withheld").
   */
  overturned?: { winner: Seat | "draw"; reason: string };
}

export interface MatchSummary {
  id: number;
  kind: MatchKind;
  status: MatchStatus;
  /** The seat you play; null in hotseat (both). */
  yourSeat: Seat | null;
  seats: Record<Seat, SeatInfo>;
  result: MatchResultInfo | null;
  /** Actions applied so far. */
  steps: number;
  turn: number;
  /** Coins credited for this match (null: none, or not finished). */
  reward: number | null;
  /** Why a match is halted or damaged, in words. */
  problem: string | null;
  createdAt: string;
  updatedAt: string;
  finishedAt: string | null;
  /** Network matches: whether the opponent is connected right now. */
  connected?: boolean;
}

/** A puzzle (scenario-format "Puzzles"), as the Puzzles screen lists it. */
export interface PuzzleInfo {
  /** The shipped puzzle's file name without ".json"; "file" for one the player opened. */
  id: string;
  title: string;
  goal: "win" | "survive";
  /** The seat the player takes. */
  you: Seat;
  by: { turn: number; step: string };
  /** The goal in words: "Win by the end of turn 3." */
  words: string;
  hint?: string;
  description?: string;
}

/**
 * What one game log line records, so the table can tell the story (spells, attacks, damage)
 * and fold away the bookkeeping (passes, mana, steps). Host lines (the match's opening, its
 * result) are kind "note".
 */
export interface LogTag {
  /** The engine event's type ("cast", "activate", "attack", "block", "damage", "life", "pass", "step", "mana", "turn"…) or "note". */
  kind: string;
  /** kind "activate": the ability is a mana ability. */
  mana?: boolean;
  /** kind "attack" or "block": no creature attacked (blocked). */
  none?: boolean;
  /** kind "zone": the zones the object moved between. */
  from?: string;
  to?: string;
  /** kind "turn": the turn's number and its active player's name. */
  turn?: number;
  player?: string;
  /** kind "turn": a turn of a subgame (CR 729), this many games deep. */
  subgame?: number;
  /** kind "damage": combat damage (CR 510). */
  combat?: boolean;
  /** kind "destroy", "sacrifice": the permanent; kind "dies": the permanent it was (so one death is one story line). */
  object?: string;
}

export interface MatchUpdate {
  matchId: number;
  /** Whose view this is. */
  seat: Seat;
  /** Actions applied so far (the log's length). */
  step: number;
  status: MatchStatus;
  /** What `seat` may see; null while a network match is still in its handshake. */
  view: PlayerView | null;
  /** What `seat` may do now, as the engine's options (null when it is not that seat's turn to act). */
  legal: LegalOptions | null;
  /** The seat the game waits for, or null (over, or handshake). */
  mustAct: Seat | null;
  /** The computer is choosing its move. */
  thinking: boolean;
  /** Game log lines `seat` may read: new ones, or (reset) the recent log. */
  events: string[];
  /** One tag per line of `events`, in order (absent from older hosts: every line is then a "note"). */
  tags?: LogTag[];
  /** True: `events` is the whole recent log (replace yours); false: append. */
  reset: boolean;
  result: MatchResultInfo | null;
  problem: string | null;
  /** The engine's state hash after `step` (as logged): equal on both sides of a network match. */
  hash: string | null;
  /**
   * Network: what the opponent owes now (an action, keys, a shuffle step, its audit…), how long it
   * has been silent (ms, when this update was made) and after how long a timeout can be claimed.
   */
  opponentOwes?: { what: string; silentMs: number; claimAfterMs: number } | null;
}

export interface ReplayStep {
  matchId: number;
  seat: Seat;
  /** 0 is the game before any action; `total` is after the last one. */
  step: number;
  total: number;
  view: PlayerView;
  /** The action that led to this step (null at step 0). */
  action: Action | null;
  /** Log lines of that action. */
  events: string[];
  /** The game's log up to this step (its last 400 lines): what a player jumping here reads. */
  log: string[];
  /** One tag per line of `log`, in order. */
  logTags?: LogTag[];
  /** The state hash at this step, as the log recorded it (checked on replay). */
  hash: string;
}

export interface BenchmarkDeck {
  id: string;
  name: string;
  cards: number;
}

export interface ChatLine {
  matchId: number;
  seat: Seat;
  text: string;
}

export interface MatchNotice {
  matchId: number;
  level: "info" | "warning" | "error";
  message: string;
}

/** A WebRTC offer or answer of the renderer's simple-peer (non-trickle). */
export interface SignalSdp {
  type: "offer" | "answer";
  sdp: string;
}

/** A game announced on the local network. */
export interface LanGameInfo {
  id: string;
  player: string;
  fingerprint: string;
  addresses: string[];
  port: number;
  /**
   * What the announcer offers: a match (the default, and what `moxen peer` announces), a trade (the
   * Trade screen) or a limited event (the friend screen of limited events; TXT `kind=limited`).
   */
  purpose: LanPurpose;
  /** A limited event's proposal (purpose "limited" only): the packs, and sealed or Winston. */
  limited?: LanLimitedInfo;
}

export type LanPurpose = "match" | "trade" | "limited";

/** What a limited event's announcement says of its proposal (TXT `spec`, `event`). */
export interface LanLimitedInfo {
  spec: string;
  kind: "sealed" | "winston";
}

/** Someone on the LAN wants to join your announced game: answer their offer with match.lanAnswer. */
export interface LanOffer {
  requestId: string;
  signal: SignalSdp;
  peerFingerprint: string | null;
}

// ---- Argument schemas ----

const matchId = v.int({ min: 1 });
const seat = v.oneOf(["A", "B"] as const);
const ref = v.string({ min: 1, max: 40, pattern: /^[A-Za-z0-9_.:-]+$/, patternName: "an object or player reference" });
const refs = v.array(ref, { max: 60 });
const deckRef = v.object({
  deckId: v.optional(v.int({ min: 1 })),
  benchmark: v.optional(v.string({ min: 1, max: 80, pattern: /^[a-z0-9-]+$/, patternName: "a benchmark deck id" })),
});
const castChoices = v.object({
  mode: v.optional(v.int({ min: 1, max: 10 })),
  color: v.optional(v.oneOf(["W", "U", "B", "R", "G"] as const)),
  divide: v.optional(v.record(v.int({ min: 0, max: 1000 }), { maxKeys: 20, key: ref })),
});

/** Choices of non-mana costs (CR 601.2b, 601.2h). */
const costChoices = v.object({
  sacrifice: v.optional(refs), discard: v.optional(refs), exile: v.optional(refs), tap: v.optional(refs),
  untap: v.optional(refs), return: v.optional(refs), life: v.optional(v.int({ min: 0, max: 1000 })),
  counters: v.optional(v.record(v.int({ min: 0, max: 1000 }), { maxKeys: 10, key: v.string({ max: 30 }) })),
});

/** Fields of each action type besides `type`; `player` is optional (the host fills in the seat). */
const actionShapes: Record<Action["type"], Record<string, Schema<unknown>>> = {
  pass: {},
  cancel: {},
  mulligan: {},
  keep: {},
  concede: {},
  undoMana: {},
  play: { card: ref },
  cast: {
    card: ref,
    targets: v.optional(refs),
    x: v.optional(v.int({ min: 0, max: 1000 })),
    pay: v.optional(refs),
    manualPayment: v.optional(v.boolean()),
    choices: v.optional(castChoices),
    costs: v.optional(costChoices),
  },
  activate: {
    card: ref,
    ability: v.optional(v.int({ min: 1, max: 20 })),
    targets: v.optional(refs),
    x: v.optional(v.int({ min: 0, max: 1000 })),
    mana: v.optional(v.string({ max: 20 })),
    pay: v.optional(refs),
    choices: v.optional(castChoices),
    costs: v.optional(costChoices),
  },
  attack: { attackers: refs, bands: v.optional(v.array(refs, { max: 20 })) },
  block: { blocks: v.array(v.object({ blocker: ref, attacker: ref }), { max: 60 }) },
  assign: { attacker: ref, damage: v.record(v.int({ min: 0, max: 1000 }), { maxKeys: 20, key: ref }) },
  choose: {
    cards: v.optional(refs),
    value: v.optional(v.union([v.boolean(), v.int({ min: -1000, max: 1000 }), v.string({ max: 100 })])),
    order: v.optional(refs),
  },
};
const ACTION_TYPES = Object.keys(actionShapes) as Action["type"][];
const actionObjects = Object.fromEntries(
  ACTION_TYPES.map((t) => [t, v.object({ type: v.literal(t), player: v.optional(seat), ...actionShapes[t] })]),
) as Record<Action["type"], Schema<unknown>>;

/** A submitted action: `player` may be left out. Checked per type, with messages naming the field. */
export type SubmittedAction = { [K in Action["type"]]: Omit<Extract<Action, { type: K }>, "player"> & { player?: Seat } }[Action["type"]];

const typeExpects = `an action: an object whose "type" is one of ${ACTION_TYPES.map((t) => JSON.stringify(t)).join(", ")}`;
export const actionSchema: Schema<SubmittedAction> = {
  expects: typeExpects,
  optional: false,
  check(value, path) {
    if (typeof value !== "object" || value === null || Array.isArray(value)) return { path, message: `must be ${typeExpects}` };
    const type = (value as { type?: unknown }).type;
    if (typeof type !== "string" || !(ACTION_TYPES as string[]).includes(type)) {
      return { path: path ? `${path}.type` : "type", message: `must be one of ${ACTION_TYPES.map((t) => JSON.stringify(t)).join(", ")}` };
    }
    return actionObjects[type as Action["type"]].check(value, path);
  },
};

const chatText = v.string({ min: 1, max: 500 });
const fingerprint = v.string({ max: 24, pattern: /^[A-Z2-7]{4}(-[A-Z2-7]{4}){4}$/, patternName: "a fingerprint like ABCD-EFGH-IJKL-MNOP-QRST" });
const channelId = v.string({ max: 32, pattern: /^ch\d+$/, patternName: "a channel id" });

const sdpSignal = v.object({ type: v.oneOf(["offer", "answer"] as const), sdp: v.string({ max: 20_000 }) });

export const matchMethods = {
  "match.list": method({
    args: v.none(),
    result: returns<MatchSummary[]>(),
    summary: "Matches not finished: playing, connecting, halted or damaged (newest first). Rebuilds them from their logs on first call.",
  }),
  "match.history": method({
    args: v.optional(v.object({ limit: v.optional(v.int({ min: 1, max: 500 })), offset: v.optional(v.int({ min: 0 })) })),
    result: returns<MatchSummary[]>(),
    summary: "Finished and abandoned matches, newest first, with their results and rewards.",
  }),
  "match.get": method({
    args: v.object({ matchId }),
    result: returns<MatchSummary>(),
    summary: "One match's summary.",
  }),
  "match.benchmarkDecks": method({
    args: v.none(),
    result: returns<BenchmarkDeck[]>(),
    summary: "The built-in decks a match can use besides your own (e.g. the computer's).",
  }),
  "match.start": method({
    args: v.object({
      kind: v.oneOf(["local-ai", "hotseat"] as const),
      /** Your deck (seat A): a collection deck id or a benchmark deck id. Exactly one of the two. */
      deck: deckRef,
      /** Seat B's deck; by default a benchmark deck chosen at random. */
      opponentDeck: v.optional(deckRef),
      /** The computer's strength (local-ai only; default heuristic). */
      ai: v.optional(v.oneOf(AI_KIND_NAMES)),
      /** Seed of the shuffles; by default 128 random bits. Recorded either way. */
      seed: v.optional(v.string({ min: 1, max: 64, pattern: /^[A-Za-z0-9_-]+$/, patternName: "a seed of letters, digits, _ and -" })),
      /**
       * Game options: the classic mana-burn rule (default off), recorded with the match; the
       * "dexterity cards" option (default off: a deck holding Chaos Orb or Falling Star is refused);
       * playing for ante (CR 407, default off; against the computer it is practice: no card changes hands).
       */
      rules: v.optional(v.object({ manaBurn: v.optional(v.boolean()), dexterity: v.optional(v.boolean()), ante: v.optional(v.boolean()) })),
    }),
    result: returns<MatchSummary>(),
    summary: "Starts a match against the computer or between two players at this machine; the caller receives its updates.",
  }),
  "match.puzzles": method({
    args: v.optional(v.object({})),
    result: returns<PuzzleInfo[]>(),
    summary: "The puzzles shipped with Moxen, easy to hard.",
  }),
  "match.startPuzzle": method({
    args: v.object({
      /** A shipped puzzle's id, or the text of a puzzle file the player opened. Exactly one. */
      puzzle: v.optional(v.string({ min: 1, max: 100 })),
      text: v.optional(v.string({ min: 1, max: 262_144 })),
    }),
    result: returns<MatchSummary>(),
    summary: "Starts a puzzle against the computer from its position; the match ends when its goal is met or missed.",
  }),
  "match.view": method({
    args: v.object({ matchId, seat: v.optional(seat) }),
    result: returns<MatchUpdate>(),
    summary: "The current view for your seat (hotseat: the seat that must act) with the recent log; subscribes the caller to match.updated.",
  }),
  "match.legal": method({
    args: v.object({ matchId, seat: v.optional(seat) }),
    result: returns<LegalOptions | null>(),
    summary: "The engine's legal options for your seat now (null if it is not your turn to act).",
  }),
  "match.submit": method({
    args: v.object({ matchId, action: actionSchema }),
    result: returns<MatchUpdate>(),
    summary: "Plays an action for your seat. A rejection is an error with the engine's code and reason; nothing is stored.",
  }),
  "match.concede": method({
    args: v.object({ matchId, seat: v.optional(seat) }),
    result: returns<MatchSummary>(),
    summary: "Concedes (hotseat: the given seat, else the one that must act). A network match not started yet is abandoned.",
  }),
  "match.resume": method({
    args: v.object({ matchId, channelId: v.optional(channelId) }),
    result: returns<MatchUpdate>(),
    summary: "Reopens an unfinished match (after a restart); network: attaches a new connection opened with the net group.",
  }),
  "match.replay": method({
    args: v.object({ matchId, step: v.int({ min: 0 }), seat: v.optional(seat) }),
    result: returns<ReplayStep>(),
    summary: "The view at one step of a match's log, rebuilt by replay (any seat once a local match is over; else yours only).",
  }),
  "match.connect": method({
    args: v.object({
      channelId,
      /** host: you made the invite code (seat A); guest: you answered one (seat B). */
      role: v.oneOf(["host", "guest"] as const),
      deck: deckRef,
      /** The fingerprint from the friend's code (net.readCode) or LAN announcement: any other key is refused. */
      peerFingerprint: v.optional(fingerprint),
      /** The format both decks must be legal in; both players must choose the same (default freeform). */
      format: v.optional(v.oneOf(DECK_FORMATS)),
      /** The "dexterity cards" option (Chaos Orb, Falling Star); both players must choose the same (default off). */
      dexterity: v.optional(v.boolean()),
      /**
       * Play for ante (CR 407, default off): both players must choose it. The winner takes the cards
       * for real: they leave the loser's collection and join the winner's once the audits are clean.
       */
      ante: v.optional(v.boolean()),
    }),
    result: returns<MatchSummary>(),
    summary: "Starts a network match over a channel opened with net.openChannel; the handshake fixes the seed and checks both decks.",
  }),
  "match.claimTimeout": method({
    args: v.object({ matchId }),
    result: returns<MatchSummary>(),
    summary: "Network: wins the match because the opponent has not acted for too long (3 minutes on their turn).",
  }),
  "match.chat": method({
    args: v.object({ matchId, text: chatText }),
    result: returns<void>(),
    summary: "Sends a chat line to the network opponent (signed and logged like every message).",
  }),
  "match.chatLog": method({
    args: v.object({ matchId }),
    result: returns<ChatLine[]>(),
    summary: "The chat of a network match so far.",
  }),
  "match.lanAnnounce": method({
    args: v.optional(
      v.object({
        purpose: v.optional(v.oneOf(["match", "trade", "limited"] as const)),
        /** With purpose limited: the event's packs ("3ED:6") and kind, shown to whoever looks. */
        limited: v.optional(
          v.object({
            spec: v.string({ min: 1, max: 100, pattern: /^[A-Za-z0-9:, ]+$/, patternName: "packs like 3ED:6" }),
            kind: v.oneOf(["sealed", "winston"] as const),
          }),
        ),
      }),
    ),
    result: returns<{ port: number; fingerprint: string }>(),
    summary: "Announces your game (or, with purpose trade, your wish to trade; with purpose limited, your limited event and its packs) on the local network; each join request arrives as match.lanOffer.",
  }),
  "match.lanAnswer": method({
    args: v.object({ requestId: v.string({ max: 64, pattern: /^[0-9a-f-]+$/, patternName: "a request id" }), signal: sdpSignal }),
    result: returns<void>(),
    summary: "Your channel's WebRTC answer to a match.lanOffer (open the channel with net.openChannel first).",
  }),
  "match.lanStop": method({
    args: v.none(),
    result: returns<void>(),
    summary: "Stops announcing your game.",
  }),
  "match.lanBrowse": method({
    args: v.none(),
    result: returns<LanGameInfo[]>(),
    summary: "Games announced on the local network now; changes arrive as match.lanGames until match.lanStopBrowsing.",
  }),
  "match.lanStopBrowsing": method({
    args: v.none(),
    result: returns<void>(),
    summary: "Stops watching the local network for games.",
  }),
  "match.lanJoin": method({
    args: v.object({ gameId: v.string({ min: 1, max: 200 }), signal: sdpSignal }),
    result: returns<{ signal: SignalSdp; peerFingerprint: string }>(),
    summary: "Sends your channel's WebRTC offer to an announced game; returns the host's answer for your peer.",
  }),
};

export const matchEvents = {
  "match.updated": event({
    payload: payload<MatchUpdate>(),
    summary: "A match you watch changed: your seat's whole view, legal actions, and new log lines.",
  }),
  "match.chat": event({
    payload: payload<ChatLine>(),
    summary: "A chat line in a network match you watch.",
  }),
  "match.lanGames": event({
    payload: payload<{ games: LanGameInfo[] }>(),
    summary: "The games announced on the local network changed (while browsing).",
  }),
  "match.lanOffer": event({
    payload: payload<LanOffer>(),
    summary: "Someone on the LAN wants to join your announced game: answer with match.lanAnswer.",
  }),
  "match.notice": event({
    payload: payload<MatchNotice>(),
    summary: "Something about a match worth telling the player: connection lost, a refused message, a halt.",
  }),
};

/**
 * The Winston draft's public protocol (issue 35, part 2): the state both programs agree on, the
 * messages, and the pure step that applies one message to the state or refuses it with a code
 * (the state is then unchanged). Both sides run this same step on every message, their own
 * and the other's, so their public states stay equal; what each side privately saw is in side.ts.
 *
 * The game (MTG Wiki "Winston Draft"; Card Kingdom "Winston Draft 101"; Lucky Paper "Winston
 * Draft"): the cards are shuffled into one face-down stack; three piles start with its top three
 * cards. On a turn the player looks at pile 1 and takes it (the pile is replaced by the stack's top
 * card, face down, and the turn ends) or puts it back with the stack's top card added and goes on
 * to pile 2, then pile 3; passing pile 3 it takes the stack's top card without the opponent seeing
 * it. The players alternate until the stack and the piles are empty. The sources say nothing of
 * an empty stack; we play it as the one natural reading (Crazier Eights' Winston rules do the same
 * for the last card): an empty pile is skipped; passing adds nothing when the stack is empty; when
 * nothing is left after a pile (no later pile holds a card and the stack is empty) it must be
 * taken; and passing when the stack holds a single card and no later pile holds one leaves that
 * card on the stack, to be taken blind. So every turn takes at least one card.
 *
 * The cards (a public list of names) become public card points M_i = H2C(seed_i), with
 * seed_i = H(draw id, i): nobody knows their discrete logs, and anybody holding both keys of a
 * slot recognises the copy i in it. The stack is shuffled with the four-message shuffle of the
 * network's hidden cards (app/host/net/hidden/shuffle.ts), seat 0 in the owner's place and seat 1
 * in the peer's: slot k holds a_k·b_k·M_σ(k), and neither side knows σ. Who starts is drawn from
 * both sides' hash chains (random.ts), the heads sent with steps 1 and 2, the links with 3 and 4.
 *
 * A card is shown to its looker by the other side sending its slot key (`show`), checked at once
 * against the commitment made in the shuffle. The looker's decision (`take` / `pass`) carries a
 * commitment to what it saw (`saw`: a salted hash of the card indices of the pile in order), so
 * the audit proves that each pile was what its looker saw; a pile the opponent takes is known to
 * the other side only as "those slots".
 */
import { decodePoint, hashHex, HiddenInfoError, keyMatches, decodeScalar } from "../../net/hidden/group";
import { HashChain, randomResult } from "../../net/hidden/random";
import { hexToBytes } from "@noble/hashes/utils.js";
import { readList, shuffledLibrary, type DeckKeyStep, type ShuffledLibrary, type SlotKeyStep } from "../../net/hidden/shuffle";

export type Seat = 0 | 1;
export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);

/** What both programs agreed on before the draft: the draw's id (from the handshake) and the cards. */
export interface WinstonSetup {
  drawId: string;
  cards: readonly string[];
}

export const MIN_CARDS = 3;
/** Far above six boosters (90 cards); keeps every message well inside the network's 128 kB frames. */
export const MAX_CARDS = 600;
/** The hash chains of who starts: one random event. */
export const WINSTON_CHAIN_LENGTH = 1;

export type WinstonErrorCode =
  | "malformed" | "out-of-turn" | "illegal-move" | "key-mismatch" | "wrong-count" | "duplicate-entry"
  | "not-a-card" | "revealed-twice" | "bad-random" | "draft-over";

export class WinstonError extends Error {
  constructor(readonly code: WinstonErrorCode, message: string) {
    super(message);
  }
}

// ---- messages ------------------------------------------------------------------------------

/** Shuffle steps 1 (seat 0) and 2 (seat 1): the list, the deck-key commitment, the chain's head. */
export interface ShuffleLockMessage extends DeckKeyStep {
  t: "shuffle";
  step: 1 | 2;
  chain: string;
}
/** Shuffle steps 3 (seat 0) and 4 (seat 1): the list, the slot-key commitments, the chain's link. */
export interface ShuffleSlotMessage extends SlotKeyStep {
  t: "shuffle";
  step: 3 | 4;
  link: string;
}
/** The other side's slot keys for the cards the looker is now shown (a pile, or the card it draws). */
export interface ShowMessage {
  t: "show";
  keys: Record<string, string>;
}
/** The looker's decision on the pile it looks at, with its commitment to what it saw there. */
export interface MoveMessage {
  t: "take" | "pass";
  /** 1, 2 or 3. */
  pile: number;
  saw: string;
}
export type WinstonMessage = ShuffleLockMessage | ShuffleSlotMessage | ShowMessage | MoveMessage;

const HEX64 = /^[0-9a-f]{64}$/;

/** Checks a message's shape as it comes off the wire (sizes, types, no extra fields); not its legality. */
export function readMessage(v: unknown, n: number): WinstonMessage {
  const bad = (why: string) => new WinstonError("malformed", `A Winston draft message ${why}.`);
  if (!v || typeof v !== "object" || Array.isArray(v)) throw bad("is not an object");
  const m = v as Record<string, unknown>;
  const fields = (...allowed: string[]) => {
    for (const k of Object.keys(m)) if (!allowed.includes(k)) throw bad(`has an unknown field ${JSON.stringify(k.slice(0, 40))}`);
  };
  switch (m.t) {
    case "shuffle": {
      if (m.step !== 1 && m.step !== 2 && m.step !== 3 && m.step !== 4) throw bad("names no shuffle step 1–4");
      if (!Array.isArray(m.entries) || m.entries.length > MAX_CARDS || !m.entries.every((e) => typeof e === "string" && HEX64.test(e))) throw bad("has no list of 32-byte hex entries");
      if (m.step <= 2) {
        fields("t", "step", "entries", "deckKey", "chain");
        if (typeof m.deckKey !== "string" || !HEX64.test(m.deckKey) || typeof m.chain !== "string" || !HEX64.test(m.chain)) throw bad("has no deck-key commitment and chain head");
        return { t: "shuffle", step: m.step as 1 | 2, entries: [...(m.entries as string[])], deckKey: m.deckKey, chain: m.chain };
      }
      fields("t", "step", "entries", "slotKeys", "link");
      if (!Array.isArray(m.slotKeys) || m.slotKeys.length > MAX_CARDS || !m.slotKeys.every((e) => typeof e === "string" && HEX64.test(e))) throw bad("has no list of slot-key commitments");
      if (typeof m.link !== "string" || !HEX64.test(m.link)) throw bad("has no random link");
      return { t: "shuffle", step: m.step as 3 | 4, entries: [...(m.entries as string[])], slotKeys: [...(m.slotKeys as string[])], link: m.link };
    }
    case "show": {
      fields("t", "keys");
      if (!m.keys || typeof m.keys !== "object" || Array.isArray(m.keys)) throw bad("has no keys");
      const keys: Record<string, string> = {};
      const entries = Object.entries(m.keys as Record<string, unknown>);
      if (entries.length > n) throw bad("has more keys than there are cards");
      for (const [slot, key] of entries) {
        if (!/^(0|[1-9][0-9]{0,3})$/.test(slot) || Number(slot) >= n) throw bad(`names no slot of the stack (${JSON.stringify(slot.slice(0, 12))})`);
        if (typeof key !== "string" || !HEX64.test(key)) throw bad(`has a key for slot ${slot} that is not 32 bytes in hex`);
        keys[slot] = key;
      }
      return { t: "show", keys };
    }
    case "take":
    case "pass":
      fields("t", "pile", "saw");
      if (m.pile !== 1 && m.pile !== 2 && m.pile !== 3) throw bad("names no pile 1–3");
      if (typeof m.saw !== "string" || !HEX64.test(m.saw)) throw bad("has no commitment to what was seen");
      return { t: m.t, pile: m.pile, saw: m.saw };
    default:
      throw bad("has an unknown type");
  }
}

// ---- the public state ----------------------------------------------------------------------

export interface WinstonState {
  readonly setup: WinstonSetup;
  readonly phase: "shuffle" | "draft" | "over";
  /** The shuffle's messages so far (steps 1–4), kept for the audit. */
  readonly steps: readonly (ShuffleLockMessage | ShuffleSlotMessage)[];
  /** The shuffled stack's slots (entries and both sides' key commitments), after step 4. */
  readonly lib: ShuffledLibrary | null;
  /** The seat that starts, drawn from both sides' random links (null until step 4). */
  readonly first: Seat | null;
  /** The stack's slots, top first. */
  readonly stack: readonly number[];
  /** Each pile's slots, bottom first (the order cards were put on it). */
  readonly piles: readonly (readonly number[])[];
  readonly pools: readonly (readonly number[])[];
  /** The slots each seat has been shown (public: who saw which slot, not what). */
  readonly seen: readonly (readonly boolean[])[];
  readonly active: Seat;
  /** The pile the active player is at (0–2), or 3: it passed them all and draws the stack's top. */
  readonly at: number;
  /** The slot drawn blind, waiting for its key. */
  readonly drawn: number | null;
  /** What is owed next: the other side's keys (`show`) or the active player's decision (`move`). */
  readonly owes: "show" | "move";
  /** Every decision made, in order (for the audit's check of each `saw`). */
  readonly moves: readonly { seat: Seat; t: "take" | "pass"; slots: readonly number[]; saw: string }[];
  readonly turn: number;
}

/** The public seed of card i's point: anybody derives it from the draw id, nobody knows its discrete log. */
export const cardSeed = (drawId: string, i: number): string => hashHex("moxen/winston/card\0", drawId, "\0", String(i));

export function checkSetup(setup: WinstonSetup): void {
  if (typeof setup.drawId !== "string" || !setup.drawId || setup.drawId.length > 200) throw new WinstonError("malformed", "A Winston draft needs a draw id (the match's game id).");
  if (!Array.isArray(setup.cards) || setup.cards.length < MIN_CARDS || setup.cards.length > MAX_CARDS) {
    throw new WinstonError("wrong-count", `A Winston draft needs ${MIN_CARDS}–${MAX_CARDS} cards, not ${Array.isArray(setup.cards) ? setup.cards.length : "none"}.`);
  }
  if (!setup.cards.every((c) => typeof c === "string" && c.length > 0 && c.length <= 200)) throw new WinstonError("malformed", "A Winston draft's card list holds something that is not a card name.");
}

export function initialState(setup: WinstonSetup): WinstonState {
  checkSetup(setup);
  const n = setup.cards.length;
  return {
    setup, phase: "shuffle", steps: [], lib: null, first: null, stack: [], piles: [[], [], []], pools: [[], []],
    seen: [new Array<boolean>(n).fill(false), new Array<boolean>(n).fill(false)], active: 0, at: 0, drawn: null, owes: "show", moves: [], turn: 0,
  };
}

/** Which seat owes the next message, or null when the draft is over. */
export function whoOwes(s: WinstonState): Seat | null {
  if (s.phase === "over") return null;
  if (s.phase === "shuffle") return s.steps.length % 2 === 0 ? 0 : 1;
  return s.owes === "move" ? s.active : other(s.active);
}

/** The slots the active player is looking at now: its pile, or the card it drew. */
export function lookedAt(s: WinstonState): readonly number[] {
  if (s.phase !== "draft") return [];
  return s.at === 3 ? (s.drawn === null ? [] : [s.drawn]) : s.piles[s.at]!;
}

/** The slots whose keys the next `show` must carry: those of `lookedAt` the active player was not shown. */
export function keysOwed(s: WinstonState): number[] {
  return lookedAt(s).filter((k) => !s.seen[s.active]![k]);
}

/** Whether the active player may pass the pile it is at (something is left after it). */
export function mayPass(s: WinstonState): boolean {
  return s.phase === "draft" && mayPassPile(s.piles, s.stack.length, s.at);
}

/**
 * The pile rules, shared by the protocol and the local draft against the computer (README: the
 * rules we play): a pile may be passed when something is left after it.
 */
export function mayPassPile(piles: readonly (readonly number[])[], stack: number, at: number): boolean {
  if (at > 2) return false;
  return stack > 0 || piles.some((p, i) => i > at && p.length > 0);
}

/**
 * The piles and the stack after the player at pile `at` takes or passes it (the caller has checked
 * that a pass is allowed): a taken pile is replaced by the stack's top card, face down (none when
 * the stack is empty); a passed pile gets the stack's top card, unless that is the last card and
 * nothing is left after this pile: then it stays, to be drawn blind.
 */
export function movePile(piles: readonly (readonly number[])[], stack: readonly number[], at: number, t: "take" | "pass"): { piles: number[][]; stack: number[]; taken: number[] } {
  const next = piles.map((p) => [...p]);
  const rest = [...stack];
  if (t === "take") {
    const taken = next[at]!;
    next[at] = rest.length ? [rest.shift()!] : [];
    return { piles: next, stack: rest, taken };
  }
  const laterPile = piles.some((p, i) => i > at && p.length > 0);
  if (rest.length && (laterPile || rest.length > 1)) next[at]!.push(rest.shift()!);
  return { piles: next, stack: rest, taken: [] };
}

/**
 * The hash of the public state both copies must agree on after each message (for the network's
 * `postHash`): the shuffle's final list and commitments, the piles, the stack, the pools, who saw
 * which slot, whose turn and what is owed, and every decision with its commitment.
 */
export function publicHash(s: WinstonState): string {
  return hashHex("moxen/winston/state\0", JSON.stringify([
    s.setup.drawId, s.setup.cards, s.phase, s.steps.length, s.lib?.hash ?? null, s.first, s.stack, s.piles, s.pools,
    s.seen.map((row) => row.flatMap((v, k) => (v ? [k] : []))), s.active, s.at, s.drawn, s.owes, s.moves, s.turn,
  ]));
}

/** The commitment a looker makes to what it saw: the card indices of the pile, in order. */
export const sawCommitment = (salt: string, cards: readonly number[]): string => hashHex("moxen/winston/saw\0", salt, "\0", JSON.stringify(cards));

export type StepResult = { ok: true; state: WinstonState } | { ok: false; code: WinstonErrorCode; message: string };

/** Applies `msg` from seat `from`; refused with a code and a sentence, the state unchanged. */
export function applyMessage(s: WinstonState, from: Seat, raw: unknown): StepResult {
  try {
    return { ok: true, state: step(s, from, raw) };
  } catch (err) {
    if (err instanceof WinstonError) return { ok: false, code: err.code, message: err.message };
    if (err instanceof HiddenInfoError) return { ok: false, code: mapCode(err.code), message: err.message };
    throw err;
  }
}

const mapCode = (c: HiddenInfoError["code"]): WinstonErrorCode =>
  c === "wrong-count" || c === "duplicate-entry" || c === "key-mismatch" || c === "not-a-card" || c === "revealed-twice" || c === "bad-random" || c === "out-of-turn" ? c : "malformed";

function step(s: WinstonState, from: Seat, raw: unknown): WinstonState {
  if (from !== 0 && from !== 1) throw new WinstonError("malformed", "A message from no seat of the draft.");
  const n = s.setup.cards.length;
  const msg = readMessage(raw, n);
  const owes = whoOwes(s);
  if (owes === null) throw new WinstonError("draft-over", "The draft is over: no more messages are taken.");
  if (owes !== from) throw new WinstonError("out-of-turn", `Seat ${from + 1} sent a ${msg.t} message, but seat ${owes + 1} owes the next one.`);
  if (s.phase === "shuffle") {
    const expected = s.steps.length + 1;
    if (msg.t !== "shuffle" || msg.step !== expected) throw new WinstonError("out-of-turn", `Shuffle step ${expected} is owed, not ${msg.t === "shuffle" ? `step ${msg.step}` : `a ${msg.t} message`}.`);
    return shuffleStep(s, msg);
  }
  if (s.owes === "show") {
    if (msg.t !== "show") throw new WinstonError("out-of-turn", `The keys of the cards seat ${s.active + 1} looks at are owed, not a ${msg.t} message.`);
    return showStep(s, from, msg);
  }
  if (msg.t !== "take" && msg.t !== "pass") throw new WinstonError("out-of-turn", `Seat ${s.active + 1}'s decision on pile ${s.at + 1} is owed, not a ${msg.t} message.`);
  return moveStep(s, msg);
}

function shuffleStep(s: WinstonState, msg: ShuffleLockMessage | ShuffleSlotMessage): WinstonState {
  const n = s.setup.cards.length;
  const what = `Shuffle step ${msg.step}`;
  readList(msg, n, what);
  if (msg.step <= 2) {
    decodePoint((msg as ShuffleLockMessage).deckKey, `${what}'s deck-key commitment`);
  } else {
    const keys = (msg as ShuffleSlotMessage).slotKeys;
    if (keys.length !== n) throw new WinstonError("wrong-count", `${what}: ${keys.length} slot-key commitments for ${n} cards.`);
    keys.forEach((c, i) => decodePoint(c, `${what}, key commitment ${i + 1}`));
    if (new Set(keys).size !== n) throw new WinstonError("duplicate-entry", `${what}: a slot-key commitment appears twice.`);
    // The link must be the one the chain's head (step 1 or 2) committed to.
    const head = (s.steps[msg.step - 3] as ShuffleLockMessage).chain;
    if (!linkMatches((msg as ShuffleSlotMessage).link, head)) throw new WinstonError("bad-random", `${what}: the random link is not the one committed to by the chain's head.`);
  }
  const steps = [...s.steps, msg];
  if (steps.length < 4) return { ...s, steps };
  const s3 = steps[2] as ShuffleSlotMessage;
  const s4 = steps[3] as ShuffleSlotMessage;
  const lib = shuffledLibrary(s3, s4, n);
  const first = randomResult({ first: s3.link, second: s4.link, gameId: s.setup.drawId, event: 0, purpose: "winston-first-player", n: 2 }) as Seat;
  const slots = Array.from({ length: n }, (_, k) => k);
  // Three piles of one card each, from the stack's top.
  return settle({ ...s, steps, lib, first, active: first, piles: [[slots[0]!], [slots[1]!], [slots[2]!]], stack: slots.slice(3), phase: "draft", at: 0, owes: "show" });
}

/** A chain of one link (random.ts's chain, length 1): the head is the link hashed once. */
const linkMatches = (link: string, head: string): boolean => chainHead(link) === head;
const chainHead = (link: string): string => new HashChain(hexToBytes(link), WINSTON_CHAIN_LENGTH).head;

function showStep(s: WinstonState, from: Seat, msg: ShowMessage): WinstonState {
  const owed = keysOwed(s);
  const sent = Object.keys(msg.keys).map(Number);
  const missing = owed.filter((k) => !(String(k) in msg.keys));
  if (missing.length || sent.length !== owed.length) {
    throw new WinstonError("wrong-count", `The keys sent are for slots ${sent.map((k) => k + 1).join(", ") || "none"}; the cards seat ${s.active + 1} looks at need the keys of slots ${owed.map((k) => k + 1).join(", ")}.`);
  }
  const lib = s.lib!;
  for (const k of owed) {
    const key = decodeScalar(msg.keys[String(k)], `The key of slot ${k + 1}`);
    const commitment = from === 0 ? lib.ownerKeys[k]! : lib.peerKeys[k]!;
    if (!keyMatches(key, commitment)) throw new WinstonError("key-mismatch", `Seat ${from + 1} sent a key for slot ${k + 1} that does not match the commitment it made in the shuffle.`);
  }
  const seen = s.seen.map((row, seat) => (seat === s.active ? row.map((v, k) => v || owed.includes(k)) : row));
  const next = { ...s, seen };
  if (s.at === 3) return endTurn({ ...next, drawn: null });
  return { ...next, owes: "move" };
}

function moveStep(s: WinstonState, msg: MoveMessage): WinstonState {
  if (msg.pile !== s.at + 1) throw new WinstonError("out-of-turn", `Seat ${s.active + 1} is at pile ${s.at + 1}, not pile ${msg.pile}.`);
  const pile = s.piles[s.at]!;
  const moves = [...s.moves, { seat: s.active, t: msg.t, slots: [...pile], saw: msg.saw }];
  if (msg.t === "pass" && !mayPass(s)) throw new WinstonError("illegal-move", `Pile ${s.at + 1} is the last thing left to take: seat ${s.active + 1} must take it.`);
  const { piles, stack, taken } = movePile(s.piles, s.stack, s.at, msg.t);
  if (msg.t === "take") {
    const pools = s.pools.map((p, seat) => (seat === s.active ? [...p, ...taken] : [...p]));
    return endTurn({ ...s, moves, piles, stack, pools });
  }
  return settle({ ...s, moves, piles, stack, at: s.at + 1, owes: "show" });
}

function endTurn(s: WinstonState): WinstonState {
  if (s.stack.length === 0 && s.piles.every((p) => p.length === 0)) return { ...s, phase: "over", turn: s.turn + 1, at: 0, owes: "show" };
  return settle({ ...s, active: other(s.active), at: 0, owes: "show", turn: s.turn + 1 });
}

/** Skips empty piles, turns "pass the last pile" into the blind draw, and skips a show with nothing to show. */
function settle(s: WinstonState): WinstonState {
  let at = s.at;
  while (at < 3 && s.piles[at]!.length === 0) at++;
  let next: WinstonState = { ...s, at };
  if (at === 3 && s.drawn === null) {
    // Passed every pile: the stack's top card is drawn, blind to the opponent (settled rules say the
    // stack cannot be empty here: a pile with nothing after it must be taken).
    const stack = [...s.stack];
    const drawn = stack.shift()!;
    next = { ...next, stack, drawn, pools: s.pools.map((p, seat) => (seat === s.active ? [...p, drawn] : [...p])) };
  }
  if (next.owes === "show" && keysOwed(next).length === 0) {
    return next.at === 3 ? endTurn({ ...next, drawn: null }) : { ...next, owes: "move" };
  }
  return next;
}

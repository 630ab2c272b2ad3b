/**
 * The Winston draft's audit, once it is over (or stopped): both sides show their secrets (deck
 * key, slot keys, chain seed, the salts of their `saw` commitments, the names of their pool), and
 * each side checks, from the messages as they were signed and these secrets alone:
 *
 * - every message, replayed through the protocol: the first one refused names its author (a key
 *   that did not match its commitment, a move out of turn, a forged list);
 * - each secret against its commitment, and each step of the shuffle recomputed
 *   (app/host/net/hidden/audit.ts `auditShuffle`): a substituted or duplicated card names the side
 *   whose step it was;
 * - the random link of who started against its chain (`auditChain`);
 * - every slot opens a card, and every card of the stack ended in exactly one pool;
 * - each pile was what its looker saw: every `saw` commitment opens, with the looker's salt, to the
 *   cards really in the pile; a side that claims to have seen something else is named;
 * - each side's pool, as it names it for deck building, is the cards of the slots it took.
 *
 * A finding names the seat whose signed message (or audit secret) fails: proof of cheating.
 */
import { auditChain, auditShuffle, type Side } from "../../net/hidden/audit";
import { decodeScalar, encodePoint, HiddenInfoError, unlockBoth, decodePoint, type Scalar } from "../../net/hidden/group";
import { cardPointsOf, type WinstonAuditSecrets } from "./side";
import {
  applyMessage, cardSeed, initialState, sawCommitment, WINSTON_CHAIN_LENGTH,
  type Seat, type ShuffleLockMessage, type ShuffleSlotMessage, type WinstonErrorCode, type WinstonSetup, type WinstonState,
} from "./protocol";

export type WinstonAudit =
  | { clean: true; finished: boolean; pools: [string[], string[]]; cardOfSlot: number[] }
  | { clean: false; cheater: Seat; code: WinstonAuditCode; message: string };

/** Why a seat is named: a refused message's code, a failed shuffle check's, or the audit's own. */
export type WinstonAuditCode = WinstonErrorCode | HiddenInfoError["code"] | "wrong-card" | "withheld";

/** One signed message of the draft: its author and its body as sent. */
export interface RecordedMessage {
  from: Seat;
  msg: unknown;
}

const HEX64 = /^[0-9a-f]{64}$/;
const seatOf = (side: Side): Seat => (side === "owner" ? 0 : 1);

/** Reads a side's audit secrets; null when their shape is wrong (withheld or garbled). */
function readSecrets(v: unknown, n: number): WinstonAuditSecrets | null {
  const s = v as Partial<WinstonAuditSecrets> | null;
  if (!s || typeof s !== "object") return null;
  if (typeof s.deckKey !== "string" || typeof s.chainSeed !== "string" || !HEX64.test(s.chainSeed)) return null;
  if (!Array.isArray(s.slotKeys) || s.slotKeys.length > n || !s.slotKeys.every((k) => typeof k === "string" && HEX64.test(k))) return null;
  if (!Array.isArray(s.salts) || s.salts.length > 4 * n || !s.salts.every((k) => typeof k === "string" && /^[0-9a-f]{32}$/.test(k))) return null;
  if (!Array.isArray(s.pool) || s.pool.length > n || !s.pool.every((k) => typeof k === "string" && k.length <= 200)) return null;
  return s as WinstonAuditSecrets;
}

export function auditDraft(setup: WinstonSetup, record: readonly RecordedMessage[], shown: readonly [unknown, unknown]): WinstonAudit {
  // 1. The messages, replayed: the first refused one names its author.
  let state: WinstonState = initialState(setup);
  for (const { from, msg } of record) {
    const r = applyMessage(state, from, msg);
    if (!r.ok) return { clean: false, cheater: from, code: r.code, message: `Seat ${from + 1} signed a message the protocol refuses: ${r.message}` };
    state = r.state;
  }
  const n = setup.cards.length;
  // 2. The secrets' shapes: a side that shows none, or garbage, withheld its audit.
  const secrets: WinstonAuditSecrets[] = [];
  for (const seat of [0, 1] as const) {
    const s = readSecrets(shown[seat], n);
    if (!s) return { clean: false, cheater: seat, code: "withheld", message: `Seat ${seat + 1} did not show its secrets for the audit.` };
    secrets.push(s);
  }
  if (state.steps.length < 4) return { clean: true, finished: false, pools: [[], []], cardOfSlot: [] };
  // 3. Each key against its commitment, each step of the shuffle recomputed.
  const keys: { deck: Scalar; slots: Scalar[] }[] = [];
  for (const seat of [0, 1] as const) {
    try {
      if (secrets[seat]!.slotKeys.length !== n) throw new HiddenInfoError("wrong-count", "wrong number of slot keys");
      keys.push({ deck: decodeScalar(secrets[seat]!.deckKey, "deck key"), slots: secrets[seat]!.slotKeys.map((k, i) => decodeScalar(k, `slot key ${i + 1}`)) });
    } catch {
      return { clean: false, cheater: seat, code: "withheld", message: `Seat ${seat + 1} showed keys that are not the ${n} slot keys and the deck key of the shuffle.` };
    }
  }
  const [s1, s2, s3, s4] = state.steps as [ShuffleLockMessage, ShuffleLockMessage, ShuffleSlotMessage, ShuffleSlotMessage];
  const seeds = setup.cards.map((_, i) => cardSeed(setup.drawId, i));
  const shuffle = auditShuffle(
    { input: { kind: "deck" }, steps: [s1, s2, s3, s4], secrets: { alpha: keys[0]!.deck, beta: keys[1]!.deck, ownerKeys: keys[0]!.slots, peerKeys: keys[1]!.slots } },
    { names: [...setup.cards], seeds, salt: "" },
  );
  if (!shuffle.clean) return { clean: false, cheater: seatOf(shuffle.cheater), code: shuffle.code, message: `Seat ${seatOf(shuffle.cheater) + 1}: ${shuffle.message}` };
  // 4. Who started: both links from the chains committed in steps 1 and 2.
  for (const [seat, head, link] of [[0, s1.chain, s3.link], [1, s2.chain, s4.link]] as const) {
    const c = auditChain(seat === 0 ? "owner" : "peer", secrets[seat]!.chainSeed, head, [link], WINSTON_CHAIN_LENGTH);
    if (!c.clean) return { clean: false, cheater: seat, code: "bad-random", message: `Seat ${seat + 1}: ${c.message}` };
  }
  // 5. The card in every slot (the shuffle is a true permutation of the public card points).
  const index = new Map(cardPointsOf(setup).map((p, i) => [encodePoint(p), i]));
  const cardOfSlot = state.lib!.entries.map((e, k) => index.get(encodePoint(unlockBoth(decodePoint(e, `slot ${k + 1}`), keys[0]!.slots[k]!, keys[1]!.slots[k]!))) ?? -1);
  if (cardOfSlot.includes(-1) || new Set(cardOfSlot).size !== n) {
    // auditShuffle passed, so this cannot happen; refuse to call it clean all the same.
    throw new Error("Winston audit: the shuffle checks out but a slot opens no card.");
  }
  // 6. Each pile was what its looker saw.
  const used = [0, 0];
  for (const [i, mv] of state.moves.entries()) {
    const salt = secrets[mv.seat]!.salts[used[mv.seat]!++];
    const cards = mv.slots.map((k) => cardOfSlot[k]!);
    if (salt === undefined || sawCommitment(salt, cards) !== mv.saw) {
      return {
        clean: false, cheater: mv.seat, code: "wrong-card",
        message: `Seat ${mv.seat + 1} committed, at its decision ${i + 1} (it chose to ${mv.t} a pile), to having seen other cards than the pile's: ${cards.map((c) => setup.cards[c]).join(", ")}.`,
      };
    }
  }
  for (const seat of [0, 1] as const) {
    if (secrets[seat]!.salts.length !== used[seat]) return { clean: false, cheater: seat, code: "wrong-count", message: `Seat ${seat + 1} showed ${secrets[seat]!.salts.length} salts for ${used[seat]} decisions.` };
  }
  // 7. Every card in exactly one pool; each side's pool as it names it.
  const finished = state.phase === "over";
  const all = [...state.pools[0]!, ...state.pools[1]!];
  if (finished && (all.length !== n || new Set(all).size !== n)) throw new Error("Winston audit: the protocol ended with a card in no pool or in two.");
  const pools = state.pools.map((p) => p.map((k) => setup.cards[cardOfSlot[k]!]!)) as [string[], string[]];
  for (const seat of [0, 1] as const) {
    const claimed = secrets[seat]!.pool;
    const bad = claimed.length !== pools[seat].length ? -1 : claimed.findIndex((c, i) => c !== pools[seat][i]);
    if (claimed.length !== pools[seat].length || bad >= 0) {
      return {
        clean: false, cheater: seat, code: "wrong-card",
        message: bad < 0
          ? `Seat ${seat + 1} names a pool of ${claimed.length} cards; it took ${pools[seat].length}.`
          : `Seat ${seat + 1} names card ${bad + 1} of its pool ${JSON.stringify(claimed[bad]!.slice(0, 80))}, but the slot it took holds ${pools[seat][bad]}.`,
      };
    }
  }
  return { clean: true, finished, pools, cardOfSlot };
}

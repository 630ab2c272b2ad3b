/**
 * One program's side of a Winston draft: its copy of the public state (protocol.ts), its secrets
 * (its deck key and slot keys of the shuffle, its hash chain, the salts of its `saw` commitments),
 * and what it has seen: the card in each slot it was shown. It produces the message it owes
 * (`next`) and takes the other side's (`receive`), refusing a forged, malformed or out-of-turn one
 * with a WinstonError and changing nothing.
 */
import { bytesToHex } from "@noble/hashes/utils.js";
import { decodeScalar, encodePoint, encodeScalar, type Point, type RandomBytes, type Scalar } from "../../net/hidden/group";
import { seedPoint } from "../../net/hidden/deck";
import { HashChain } from "../../net/hidden/random";
import { slotPoint } from "../../net/hidden/reveal";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys } from "../../net/hidden/shuffle";
import {
  applyMessage, cardSeed, initialState, keysOwed, lookedAt, mayPass, other, sawCommitment, whoOwes, WINSTON_CHAIN_LENGTH, WinstonError,
  type Seat, type ShuffleLockMessage, type ShuffleSlotMessage, type WinstonMessage, type WinstonSetup, type WinstonState,
} from "./protocol";

/** What a side knows of the draft: the piles with the cards it saw in them, the pools. */
export interface SideView {
  seat: Seat;
  phase: WinstonState["phase"];
  active: Seat;
  /** The pile the active player is at (0–2), or 3 for the blind draw. */
  at: number;
  /** Each pile: its slots and, for each, the card this side saw there (null: never shown to it). */
  piles: { slots: number[]; cards: (string | null)[] }[];
  stack: number;
  /** This side's pool: every card in it was shown to it. */
  pool: string[];
  /** The other side's pool: its slots, and the cards this side had seen in them. */
  theirPool: { slots: number[]; cards: (string | null)[] };
  /** Whether the active player may pass the pile it is at. */
  mayPass: boolean;
}

/** Decides the active player's move on the pile it is at, from its view. */
export type Chooser = (view: SideView) => "take" | "pass";

/** What a side shows at the audit (hex scalars and seeds, its pool's names in slot order). */
export interface WinstonAuditSecrets {
  deckKey: string;
  slotKeys: string[];
  chainSeed: string;
  /** One salt per decision this side made, in order. */
  salts: string[];
  /** The names of its pool, in the order its slots entered it: what it will build from. */
  pool: string[];
}

/** The public card points of a draft: M_i = H2C(seed_i) (protocol.ts). */
export function cardPointsOf(setup: WinstonSetup): Point[] {
  return setup.cards.map((_, i) => seedPoint(cardSeed(setup.drawId, i)));
}

export class WinstonSide {
  private st: WinstonState;
  /** slot → card index, for every slot this side was shown. */
  private readonly known = new Map<number, number>();
  /** card index → slot, to refuse one card shown from two slots. */
  private readonly where = new Map<number, number>();
  private readonly pointIndex: Map<string, number>;
  private readonly points: Point[];
  private readonly chain: HashChain;
  private deckKey: Scalar | null = null;
  private slotKeys: Scalar[] | null = null;
  private readonly salts: string[] = [];

  constructor(readonly seat: Seat, readonly setup: WinstonSetup, private readonly rand: RandomBytes) {
    this.st = initialState(setup);
    this.points = cardPointsOf(setup);
    this.pointIndex = new Map(this.points.map((p, i) => [encodePoint(p), i]));
    this.chain = HashChain.create(rand, WINSTON_CHAIN_LENGTH);
  }

  /**
   * A side rebuilt from the draft's log after a crash: its secrets come again from the same
   * stream, each of its own logged messages is made again (the logged decision replayed) and must
   * be the very message it signed, and the other side's are taken again as they came.
   */
  static fromLog(seat: Seat, setup: WinstonSetup, rand: RandomBytes, record: readonly { from: Seat; msg: unknown }[]): WinstonSide {
    const side = new WinstonSide(seat, setup, rand);
    for (const [i, { from, msg }] of record.entries()) {
      if (from !== seat) {
        side.receive(msg);
        continue;
      }
      const decision = (msg as { t?: unknown } | null)?.t === "pass" ? "pass" : "take";
      const again = side.next(() => decision);
      if (JSON.stringify(again) !== JSON.stringify(msg)) throw new Error(`Winston side ${seat + 1}: message ${i + 1} of the log is not the one this side makes again from its secrets (another profile's log, or a damaged one).`);
    }
    return side;
  }

  get state(): WinstonState {
    return this.st;
  }

  /** The card this side saw in a slot, or null. */
  cardIn(slot: number): string | null {
    const i = this.known.get(slot);
    return i === undefined ? null : this.setup.cards[i]!;
  }

  /** The card index this side saw in a slot (for the tests and the audit's comparison). */
  cardIndexIn(slot: number): number | undefined {
    return this.known.get(slot);
  }

  view(): SideView {
    const s = this.st;
    const names = (slots: readonly number[]) => slots.map((k) => this.cardIn(k));
    return {
      seat: this.seat, phase: s.phase, active: s.active, at: s.at, stack: s.stack.length,
      piles: s.piles.map((p) => ({ slots: [...p], cards: names(p) })),
      pool: s.pools[this.seat]!.map((k) => this.cardIn(k) ?? "?"),
      theirPool: { slots: [...s.pools[other(this.seat)]!], cards: names(s.pools[other(this.seat)]!) },
      mayPass: mayPass(s),
    };
  }

  /** The message this side owes now (applied to its own state as it is made), or null. */
  next(choose: Chooser): WinstonMessage | null {
    const made = this.prepare(choose);
    if (!made) return null;
    made.commit();
    return made.msg;
  }

  /**
   * The message this side owes now, made but not yet kept: nothing changes until `commit` is
   * called, except that `rand` was drawn from (a caller that drops the message rewinds its own
   * deterministic stream, as the network event's phase does: app/host/limited/event/winston-phase.ts).
   */
  prepare(choose: Chooser): { msg: WinstonMessage; commit: () => void } | null {
    const s = this.st;
    if (whoOwes(s) !== this.seat) return null;
    const n = this.setup.cards.length;
    let msg: WinstonMessage;
    let keep: () => void = () => {};
    if (s.phase === "shuffle") {
      const stepNo = s.steps.length + 1;
      if (stepNo === 1) {
        const r = ownerLock(this.points, null, this.rand);
        msg = { t: "shuffle", step: 1, entries: r.message.entries, deckKey: r.message.deckKey, chain: this.chain.head } satisfies ShuffleLockMessage;
        keep = () => (this.deckKey = r.alpha);
      } else if (stepNo === 2) {
        const r = peerLock(s.steps[0], n, null, this.rand);
        msg = { t: "shuffle", step: 2, entries: r.message.entries, deckKey: r.message.deckKey, chain: this.chain.head } satisfies ShuffleLockMessage;
        keep = () => (this.deckKey = r.beta);
      } else {
        const r = stepNo === 3 ? ownerSlotKeys(s.steps[1], n, this.deckKey!, this.rand) : peerSlotKeys(s.steps[2], n, this.deckKey!, this.rand);
        // The chain's one link (WINSTON_CHAIN_LENGTH), read from a copy: nothing is used up until kept.
        const link = new HashChain(this.chain.seed, WINSTON_CHAIN_LENGTH).next();
        msg = { t: "shuffle", step: stepNo as 3 | 4, entries: r.message.entries, slotKeys: r.message.slotKeys, link } satisfies ShuffleSlotMessage;
        keep = () => {
          this.chain.next();
          this.slotKeys = r.keys;
        };
      }
    } else if (s.owes === "show") {
      const keys: Record<string, string> = {};
      for (const k of keysOwed(s)) keys[String(k)] = encodeScalar(this.slotKeys![k]!);
      msg = { t: "show", keys };
    } else {
      const t = choose(this.view());
      const salt = bytesToHex(this.rand(16));
      const cards = lookedAt(s).map((k) => this.known.get(k)!);
      msg = { t: t === "pass" && mayPass(s) ? "pass" : "take", pile: s.at + 1, saw: sawCommitment(salt, cards) };
      keep = () => this.salts.push(salt);
    }
    const r = applyMessage(s, this.seat, msg);
    if (!r.ok) throw new Error(`Winston side ${this.seat + 1} made a message its own copy refuses: ${r.message}`);
    return {
      msg,
      commit: () => {
        if (this.st !== s) throw new Error(`Winston side ${this.seat + 1}: a message made for an earlier state.`);
        keep();
        this.st = r.state;
      },
    };
  }

  /** Takes the other side's message; a WinstonError refuses it and nothing changes. */
  receive(raw: unknown): void {
    const before = this.st;
    const r = applyMessage(before, other(this.seat), raw);
    if (!r.ok) throw new WinstonError(r.code, r.message);
    const learned = new Map<number, number>();
    if (before.phase === "draft" && before.owes === "show" && before.active === this.seat) {
      // Keys for the cards this side looks at: with its own key, each slot opens one card point.
      const keys = (raw as { keys: Record<string, string> }).keys;
      for (const k of keysOwed(before)) {
        const mine = this.slotKeys![k]!;
        const theirs = decodeKey(keys[String(k)]!);
        const m = slotPoint(before.lib!, k, this.seat === 0 ? mine : theirs, this.seat === 0 ? theirs : mine);
        const card = this.pointIndex.get(encodePoint(m));
        if (card === undefined) throw new WinstonError("not-a-card", `Slot ${k + 1} opens no card of the draft: a step of the shuffle was tampered with (the audit names whose).`);
        const at = this.where.get(card) ?? [...learned].find(([, c]) => c === card)?.[0];
        if (at !== undefined && at !== k) throw new WinstonError("revealed-twice", `Slot ${k + 1} holds card ${card + 1} (${this.setup.cards[card]}), already seen in slot ${at + 1}: one card cannot be in two places (the audit names who tampered with the shuffle).`);
        learned.set(k, card);
      }
    }
    for (const [k, card] of learned) {
      this.known.set(k, card);
      this.where.set(card, k);
    }
    this.st = r.state;
  }

  /** Everything this side shows at the audit, once the draft is over. */
  auditSecrets(): WinstonAuditSecrets {
    return {
      deckKey: this.deckKey === null ? "" : encodeScalar(this.deckKey),
      slotKeys: (this.slotKeys ?? []).map(encodeScalar),
      chainSeed: bytesToHex(this.chain.seed),
      salts: [...this.salts],
      pool: this.st.pools[this.seat]!.map((k) => this.cardIn(k) ?? "?"),
    };
  }
}

const decodeKey = (hex: string): Scalar => decodeScalar(hex, "A slot key");

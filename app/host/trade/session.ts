/**
 * One side of a trade with a friend, over any Transport (memory, WebRTC, the renderer's bridge).
 *
 * Every received frame is checked in order — size, framing and JSON, signature, the friend's key
 * (pinned, and the fingerprint from a code if any), the trade id, the chain link, the body, then
 * what it claims (units the sender owns by its own record, coins within its declared balance, a
 * contract that is this trade's and matches both offers) — and anything refused is reported in
 * `incidents` with a clear reason and changes nothing.
 *
 * The commit (README.md): the side whose key sorts first signs first, in the same transaction that
 * holds what it gives; the other countersigns and applies in one transaction (the contract is
 * final then), and only then sends its signature. After a crash or a dropped connection, the next
 * session's `sync` exchanges what each holds: a final contract is handed over and applied, a
 * contract only its first side signed is aborted by the side that never countersigned.
 */
import { randomBytes } from "node:crypto";
import type { TradeViewDto } from "../../shared/contract/trade";
import type { Ctx } from "../collection/context";
import { CollectionError } from "../collection/errors";
import { toHex } from "../net/bytes";
import { fingerprintOfKey } from "../net/fingerprint";
import { keyToBytes, type Identity } from "../net/identity";
import { checkAndPin, type KnownPeers } from "../net/known-peers";
import type { Transport } from "../net/transport";
import * as store from "./store";
import {
  checkAcceptBody,
  checkDoneBody,
  checkHelloBody,
  checkOfferBody,
  checkSignBody,
  checkSyncBody,
  checkTradeSigBody,
  contractText,
  decodeTradeMessage,
  deriveSessionId,
  deriveTradeId,
  encodeTradeMessage,
  parseContract,
  signAbort,
  signContract,
  TRADE_LIMITS,
  TradeRefusal,
  verifyAbortSig,
  verifyContractSig,
  ZERO_ID,
  type Contract,
  type ContractSide,
  type Offer,
  type OpenContract,
  type RefusalCode,
  type TradeMessage,
  type TradeMessageType,
} from "./wire";

/** Named points of the exchange; tests kill a process at each. */
export type TradeStep =
  | "accepted"
  | "signed" // first side: contract held and logged, not yet sent
  | "sent-sign"
  | "received-sign" // second side: before its transaction
  | "countersigned" // second side: applied and logged, not yet sent
  | "sent-countersign"
  | "received-countersign" // first side: before its transaction
  | "applied" // first side: applied, `done` not yet sent
  | "sent-done";

export interface TradeSessionOptions {
  ctx: Ctx;
  identity: Identity;
  /** Our name as the friend sees it (the profile name). */
  name: string;
  /** The friend's fingerprint from an invite code or a LAN announcement: any other key is refused. */
  expectedPeerFingerprint?: string;
  /** Trust on first use, shared with matches. */
  knownPeers?: KnownPeers;
  /** How long the second side may countersign (default 10 minutes). */
  lifetimeMs?: number;
  now?: () => number;
  /** Called at each named step (tests). */
  step?: (step: TradeStep) => void;
}

export interface TradeIncident {
  code: RefusalCode;
  reason: string;
  type?: string;
  at: string;
}

export interface TradeOutcome {
  tradeId: string;
  outcome: "final" | "aborted";
  reason?: string;
}

export type TradePhase = "connecting" | "open" | "signing" | "closed";

export class TradeSession {
  readonly #o: TradeSessionOptions;
  #transport: Transport | null = null;
  #detach: (() => void)[] = [];
  readonly #nonce = toHex(randomBytes(32));
  #outSeq = 0;
  #outPrev = ZERO_ID;
  #inSeq = 0;
  #inPrev = ZERO_ID;
  #listeners = new Set<() => void>();

  phase: TradePhase = "connecting";
  /** The session's id (from both hellos); every frame carries it. */
  sessionId = "";
  /** How many contracts this session settled; the current contract's id derives from it. */
  round = 0;
  /** The id the current contract will have. */
  tradeId = "";
  peerKey: string | null = null;
  peerName: string | null = null;
  myOffer: Offer;
  theirOffer: Offer | null = null;
  myAccept: { mine: number; yours: number } | null = null;
  theirAccept: { mine: number; yours: number } | null = null;
  /** The contract of this trade, once signed by its first side. */
  contract: { text: string; contract: Contract } | null = null;
  /** True once the friend's sync was handled (contracts left open by earlier sessions). */
  peerSynced = false;
  readonly incidents: TradeIncident[] = [];
  readonly outcomes: TradeOutcome[] = [];
  /** The last problem with our own action (a unit no longer ours at signing time). */
  lastError: string | null = null;

  constructor(options: TradeSessionOptions) {
    this.#o = options;
    this.myOffer = { rev: 0, units: [], coins: 0, ledger: store.ledgerState(options.ctx) };
  }

  get myKey(): string {
    return this.#o.identity.publicKey;
  }

  /** True when we sign first (our key sorts before the friend's). */
  get signsFirst(): boolean {
    return this.peerKey !== null && this.myKey < this.peerKey;
  }

  /** What the Trade screen shows. */
  view(): TradeViewDto {
    return {
      phase: this.phase,
      friend: this.peerKey ? { name: this.peerName!, fingerprint: fingerprintOfKey(keyToBytes(this.peerKey)) } : null,
      mine: this.myOffer,
      theirs: this.theirOffer,
      iAccepted: this.myAccept !== null,
      theyAccepted: this.theirAccept !== null,
      outcomes: [...this.outcomes],
      incidents: [...this.incidents],
      lastError: this.lastError,
    };
  }

  onChange(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Everything we hold with the friend has been exchanged: nothing pending, every final acknowledged. */
  get settledWithPeer(): boolean {
    return this.peerSynced && this.peerKey !== null && store.openWith(this.#o.ctx, this.peerKey, 1).length === 0;
  }

  attach(transport: Transport): void {
    if (this.#transport) throw new Error("a trade session takes one transport");
    this.#transport = transport;
    this.#detach.push(transport.onMessage((bytes) => this.receive(bytes)));
    this.#detach.push(
      transport.onClose(() => {
        this.phase = "closed";
        this.#changed();
      }),
    );
    this.#send("hello", { nonce: this.#nonce, name: this.#o.name });
  }

  close(): void {
    for (const d of this.#detach) d();
    this.#detach = [];
    this.#transport?.close("trade closed");
    this.phase = "closed";
  }

  // ------------------------------------------------------------ our actions

  /** Puts these units and coins on our side. Clears both acceptances. */
  setOffer(input: { units: readonly string[]; coins: number }): Offer {
    this.#mustBeOpen();
    if (!Array.isArray(input.units) || input.units.length > TRADE_LIMITS.maxUnits) {
      throw new CollectionError("TOO_LARGE", `A trade takes at most ${TRADE_LIMITS.maxUnits} units from each side.`);
    }
    if (!Number.isSafeInteger(input.coins) || input.coins < 0 || input.coins > TRADE_LIMITS.maxCoins) {
      throw new CollectionError("BAD_ARGUMENT", `Coins in a trade are a whole number from 0 to ${TRADE_LIMITS.maxCoins}.`);
    }
    const units = store.describeOwnUnits(this.#o.ctx, input.units);
    const ledger = store.ledgerState(this.#o.ctx);
    if (input.coins > ledger.balance) throw new CollectionError("INSUFFICIENT_COINS", `You have ${ledger.balance} coins, not ${input.coins}.`);
    this.myOffer = { rev: this.myOffer.rev + 1, units, coins: input.coins, ledger };
    this.myAccept = null;
    this.theirAccept = null;
    this.#send("offer", this.myOffer);
    this.#changed();
    return this.myOffer;
  }

  /** Accepts both offers as they are now. The first side signs as soon as both accepted. */
  accept(): void {
    this.#mustBeOpen();
    if (!this.theirOffer) throw new CollectionError("BAD_ARGUMENT", "Your friend has not made an offer yet.");
    this.myAccept = { mine: this.myOffer.rev, yours: this.theirOffer.rev };
    this.#send("accept", this.myAccept);
    this.#o.step?.("accepted");
    this.#maybeSign();
    this.#changed();
  }

  #mustBeOpen(): void {
    if (this.phase !== "open") {
      const why = this.phase === "signing" ? "the contract is signed and waits for the countersignature" : "the friend is not connected";
      throw new CollectionError("BAD_ARGUMENT", `The offer cannot change now: ${why}.`);
    }
  }

  #bothAccepted(): boolean {
    const t = this.theirOffer;
    return !!t && this.myAccept?.mine === this.myOffer.rev && this.myAccept.yours === t.rev && this.theirAccept?.mine === t.rev && this.theirAccept.yours === this.myOffer.rev;
  }

  /** The contract both offers make now (dates from the first side). */
  #expectedSides(): [ContractSide, ContractSide] {
    const mine: ContractSide = { key: this.myKey, name: this.#o.name, units: this.myOffer.units, coins: this.myOffer.coins, ledger: this.myOffer.ledger };
    const t = this.theirOffer!;
    const theirs: ContractSide = { key: this.peerKey!, name: this.peerName!, units: t.units, coins: t.coins, ledger: t.ledger };
    return this.signsFirst ? [mine, theirs] : [theirs, mine];
  }

  #maybeSign(): void {
    if (!this.signsFirst || this.phase !== "open" || !this.#bothAccepted()) return;
    if (this.myOffer.units.length === 0 && this.myOffer.coins === 0 && this.theirOffer!.units.length === 0 && this.theirOffer!.coins === 0) return;
    const now = this.#now();
    const contract: Contract = {
      v: 1,
      trade: this.tradeId,
      created: new Date(now).toISOString(),
      expires: new Date(now + (this.#o.lifetimeMs ?? 10 * 60_000)).toISOString(),
      sides: this.#expectedSides(),
    };
    const text = contractText(contract);
    const sig = signContract(this.#o.identity, text);
    try {
      store.holdAsFirst(this.#o.ctx, this.myKey, text, contract, sig);
    } catch (err) {
      // Our collection changed since our offer (coins credited, a unit sold): nothing was signed.
      // The offer goes out again as it stands now, which clears both acceptances.
      this.lastError = (err as Error).message;
      this.#reoffer();
      return;
    }
    this.contract = { text, contract };
    this.phase = "signing";
    this.#o.step?.("signed");
    this.#send("sign", { contract: text, sig });
    this.#o.step?.("sent-sign");
  }

  // ------------------------------------------------------------ receiving

  /** Handles one frame from the friend. Never throws: a refusal becomes an incident. */
  receive(bytes: Uint8Array): void {
    let type: string | undefined;
    try {
      const message = decodeTradeMessage(bytes);
      type = message.payload.type;
      this.#screen(message);
      this.#handle(message);
      this.#inSeq = message.payload.seq;
      this.#inPrev = message.id;
    } catch (err) {
      if (err instanceof Duplicate) return;
      const refusal =
        err instanceof TradeRefusal ? err : err instanceof CollectionError ? new TradeRefusal("bad-body", err.message) : new TradeRefusal("malformed", `The trade message could not be handled: ${(err as Error).message}`);
      this.incidents.push({ code: refusal.code, reason: refusal.message, ...(type ? { type } : {}), at: new Date(this.#now()).toISOString() });
    }
    this.#changed();
  }

  #screen(message: TradeMessage): void {
    const p = message.payload;
    if (p.author === this.myKey) throw new TradeRefusal("wrong-key", "A trade message signed with our own key came back from the network (a reflection or replay).");
    if (this.peerKey ? p.author !== this.peerKey : this.#o.expectedPeerFingerprint && fingerprintOfKey(keyToBytes(p.author)) !== this.#o.expectedPeerFingerprint) {
      const expected = this.peerKey ? fingerprintOfKey(keyToBytes(this.peerKey)) : this.#o.expectedPeerFingerprint;
      throw new TradeRefusal("wrong-key", `Trade message signed by ${fingerprintOfKey(keyToBytes(p.author))}, not by your friend (${expected}).`);
    }
    if (p.seq <= this.#inSeq) throw new Duplicate();
    if (p.seq !== this.#inSeq + 1 || p.prev !== this.#inPrev) throw new TradeRefusal("out-of-order", `Trade message ${p.seq} does not follow the friend's message ${this.#inSeq} (a gap, or a broken chain).`);
    if (p.seq === 1 ? p.type !== "hello" || p.trade !== "" : p.type === "hello" || p.trade !== this.sessionId) {
      throw new TradeRefusal("wrong-trade", p.seq === 1 ? "A trade starts with a hello." : "The message belongs to another trade (a replay from an earlier trade?).");
    }
  }

  #handle(message: TradeMessage): void {
    const { type, body } = message.payload;
    switch (type as TradeMessageType) {
      case "hello":
        return this.#onHello(message.payload.author, body);
      case "sync":
        return this.#onSync(body);
      case "offer":
        return this.#onOffer(body);
      case "accept":
        return this.#onAccept(body);
      case "sign":
        return this.#onSign(body);
      case "countersign":
        return this.#onCountersign(body);
      case "abort":
        return this.#onAbort(body);
      case "done":
        return this.#onDone(body);
    }
  }

  #onHello(author: string, body: unknown): void {
    const hello = checkHelloBody(body);
    if (this.#o.knownPeers) {
      try {
        checkAndPin(this.#o.knownPeers, hello.name, author);
      } catch (err) {
        throw new TradeRefusal("wrong-key", (err as Error).message);
      }
    }
    this.peerKey = author;
    this.peerName = hello.name;
    this.sessionId = deriveSessionId(this.#nonce, hello.nonce);
    this.tradeId = deriveTradeId(this.sessionId, 0);
    this.phase = "open";
    this.#send("sync", { open: store.openWith(this.#o.ctx, author, TRADE_LIMITS.maxOpen) });
    this.setOffer({ units: [], coins: 0 }); // revision 1: nothing yet, and the ledger state it applies to
  }

  /** The friend's open contracts: apply what is final, abort what we never countersigned. */
  #onSync(body: unknown): void {
    const { open } = checkSyncBody(body);
    // Every entry is checked before any is acted on: one bad entry refuses the whole message.
    const entries = open.map((o) => this.#checkOpen(o));
    for (const e of entries) this.#resolve(e);
    this.peerSynced = true;
  }

  #checkOpen(o: OpenContract): { o: OpenContract; contract: Contract } {
    const contract = parseContract(o.contract);
    const keys = contract.sides.map((s) => s.key);
    if (!keys.includes(this.myKey) || !keys.includes(this.peerKey!)) {
      throw new TradeRefusal("replayed", `Contract ${contract.trade.slice(0, 12)} is not between you and this friend (a replayed contract).`);
    }
    if (!verifyContractSig(contract.sides[0].key, o.contract, o.first) || (o.second !== undefined && !verifyContractSig(contract.sides[1].key, o.contract, o.second))) {
      throw new TradeRefusal("bad-signature", `A signature on contract ${contract.trade.slice(0, 12)} does not match it.`);
    }
    if (o.second === undefined && contract.sides[0].key !== this.peerKey) {
      throw new TradeRefusal("bad-contract", `Contract ${contract.trade.slice(0, 12)} carries only our own signature: only its signer holds it open.`);
    }
    return { o, contract };
  }

  #resolve({ o, contract }: { o: OpenContract; contract: Contract }): void {
    const ctx = this.#o.ctx;
    const row = store.getTrade(ctx, contract.trade);
    if (o.second !== undefined) {
      // Both signatures: the contract is final. Apply it if we signed first and hold it pending.
      if (row?.status === "aborted") {
        throw new TradeRefusal("conflict", `Contract ${contract.trade.slice(0, 12)} was aborted here by a signed abort, yet the friend shows it countersigned.`);
      }
      if (!row) throw new TradeRefusal("conflict", `Contract ${contract.trade.slice(0, 12)} carries our signature, but this program never signed it.`);
      if (row.status === "pending") {
        const peerSig = row.role === "first" ? o.second : o.first;
        store.applyAsFirst(ctx, this.myKey, contract, peerSig);
        this.outcomes.push({ tradeId: contract.trade, outcome: "final" });
      }
      store.markAcked(ctx, contract.trade);
      this.#send("done", { trade: contract.trade });
      return;
    }
    // Only the friend's (first) signature: we are the side that countersigns, or refuses.
    if (row?.status === "final") {
      this.#send("countersign", { trade: contract.trade, sig: row.mySig! });
      return;
    }
    if (row?.status === "aborted") {
      this.#send("abort", { trade: contract.trade, sig: row.abortSig!, reason: "aborted earlier" });
      return;
    }
    this.#refuse(o.contract, contract, o.first, "the connection was lost before it was countersigned");
  }

  /** Signs an abort of a contract we never countersigned, records it (we never sign it later), and sends it. */
  #refuse(text: string, contract: Contract, firstSig: string, reason: string): void {
    const abortSig = signAbort(this.#o.identity, contract.trade);
    const status = store.refuseAsSecond(this.#o.ctx, this.myKey, text, contract, firstSig, abortSig);
    if (status === "final") {
      const row = store.getTrade(this.#o.ctx, contract.trade)!;
      this.#send("countersign", { trade: contract.trade, sig: row.mySig! });
      return;
    }
    const row = store.getTrade(this.#o.ctx, contract.trade)!;
    this.#send("abort", { trade: contract.trade, sig: row.abortSig!, reason });
    if (contract.trade === this.tradeId) {
      this.outcomes.push({ tradeId: contract.trade, outcome: "aborted", reason });
      this.#nextRound(false);
    }
  }

  #onOffer(body: unknown): void {
    const offer = checkOfferBody(body);
    if (this.theirOffer && offer.rev <= this.theirOffer.rev) throw new TradeRefusal("bad-body", `Offer revision ${offer.rev} is not newer than ${this.theirOffer.rev}.`);
    this.#checkClaims(offer);
    this.theirOffer = offer;
    this.myAccept = null;
    this.theirAccept = null;
  }

  /**
   * What we can check of the friend's claim to own what it offers: each unit is of the card and a
   * printing its id and name say, its coins are within the balance it declares, and it does not
   * offer a unit its own signed contract gave to us.
   */
  #checkClaims(offer: Offer): void {
    const cards = this.#o.ctx.cards;
    for (const u of offer.units) {
      const card = cards.byName.get(u.card);
      if (!card) throw new TradeRefusal("not-owned", `Unit ${u.id}: "${u.card.slice(0, 60)}" is not a classic card.`);
      if (u.id.slice(0, 7) !== card.code) throw new TradeRefusal("not-owned", `Unit ${u.id} is not a ${card.name}: its id names another card.`);
      if (!card.printings.some((p) => p.set === u.set && p.number === u.number)) throw new TradeRefusal("not-owned", `Unit ${u.id}: ${card.name} was never printed as ${u.set} ${u.number}.`);
      const gave = this.#o.ctx.db
        .prepare("SELECT t.trade_id FROM trade_units tu JOIN trades t ON t.trade_id = tu.trade_id WHERE tu.direction = 'in' AND tu.peer_unit_id = ? AND t.peer_key = ? AND t.status = 'final'")
        .pluck()
        .get(u.id, this.peerKey) as string | undefined;
      if (gave) throw new TradeRefusal("not-owned", `Unit ${u.id} (${u.card}) is not the friend's to offer: by its own signed contract it gave it to you in trade ${gave.slice(0, 12)}.`);
    }
    if (offer.coins > offer.ledger.balance) throw new TradeRefusal("not-owned", `The offer gives ${offer.coins} coins, but the friend's own ledger shows ${offer.ledger.balance}.`);
  }

  #onAccept(body: unknown): void {
    const a = checkAcceptBody(body);
    // An acceptance of offers that changed since is stale: it counts for nothing.
    if (this.theirOffer && a.mine === this.theirOffer.rev && a.yours === this.myOffer.rev) {
      this.theirAccept = a;
      this.#maybeSign();
    }
  }

  /** We countersign: the contract must be this trade's, signed by the friend, and match both accepted offers. */
  #onSign(body: unknown): void {
    const { contract: text, sig } = checkSignBody(body);
    const contract = parseContract(text);
    const seen = store.getTrade(this.#o.ctx, contract.trade);
    if (contract.trade !== this.tradeId || seen) {
      const what = seen ? `trade ${contract.trade.slice(0, 12)} is already ${seen.status} here` : `it belongs to trade ${contract.trade.slice(0, 12)}, not this one`;
      throw new TradeRefusal("replayed", `A replayed contract: ${what}.`);
    }
    if (this.signsFirst || contract.sides[0].key !== this.peerKey || contract.sides[1].key !== this.myKey) {
      throw new TradeRefusal("bad-contract", "The contract's sides are not the friend first and us second.");
    }
    if (!verifyContractSig(this.peerKey!, text, sig)) throw new TradeRefusal("bad-signature", "The friend's signature on the contract does not match it.");
    const now = this.#now();
    const created = Date.parse(contract.created);
    const expires = Date.parse(contract.expires);
    let why: string | null = null;
    if (!this.#bothAccepted()) why = "the offers changed or were not both accepted";
    else if (contractText({ ...contract, sides: this.#expectedSides() }) !== text) why = "the contract does not match the offers both accepted";
    else if (!(expires > now) || expires - created > TRADE_LIMITS.maxLifetimeMs) why = "the contract has expired";
    else why = store.sideMismatch(this.#o.ctx, contract.sides[1]);
    if (why) {
      this.#refuse(text, contract, sig, why);
      return;
    }
    this.#o.step?.("received-sign");
    const mySig = signContract(this.#o.identity, text);
    try {
      store.applyAsSecond(this.#o.ctx, this.myKey, text, contract, sig, mySig);
    } catch (err) {
      if (!(err instanceof TradeRefusal) || err.code !== "state-changed") throw err;
      this.#refuse(text, contract, sig, err.message);
      return;
    }
    this.contract = { text, contract };
    this.outcomes.push({ tradeId: contract.trade, outcome: "final" });
    this.#o.step?.("countersigned");
    this.#send("countersign", { trade: contract.trade, sig: mySig });
    this.#o.step?.("sent-countersign");
    this.#nextRound(true);
  }

  /** Our contract's countersignature (this trade's, or one held over from an earlier session). */
  #onCountersign(body: unknown): void {
    const { trade, sig } = checkTradeSigBody(body);
    const row = store.getTrade(this.#o.ctx, trade);
    if (!row || row.role !== "first" || row.peerKey !== this.peerKey) throw new TradeRefusal("replayed", `A countersignature for trade ${trade.slice(0, 12)}, which we never signed with this friend.`);
    if (!verifyContractSig(this.peerKey!, row.contract, sig)) throw new TradeRefusal("bad-signature", "The friend's countersignature does not match the contract.");
    this.#o.step?.("received-countersign");
    const contract = parseContract(row.contract);
    if (store.applyAsFirst(this.#o.ctx, this.myKey, contract, sig)) this.outcomes.push({ tradeId: trade, outcome: "final" });
    store.markAcked(this.#o.ctx, trade);
    this.#o.step?.("applied");
    this.#send("done", { trade });
    this.#o.step?.("sent-done");
    if (trade === this.tradeId) this.#nextRound(true);
  }

  #onAbort(body: unknown): void {
    const { trade, sig, reason } = checkTradeSigBody(body, true);
    const row = store.getTrade(this.#o.ctx, trade);
    if (!row || row.role !== "first" || row.peerKey !== this.peerKey) throw new TradeRefusal("replayed", `An abort of trade ${trade.slice(0, 12)}, which we never signed with this friend.`);
    if (!verifyAbortSig(this.peerKey!, trade, sig)) throw new TradeRefusal("bad-signature", "The friend's signature on the abort does not match it.");
    if (store.abortAsFirst(this.#o.ctx, this.myKey, parseContract(row.contract), sig)) {
      this.outcomes.push({ tradeId: trade, outcome: "aborted", ...(reason ? { reason } : {}) });
    }
    if (trade === this.tradeId) this.#nextRound(false);
  }

  #onDone(body: unknown): void {
    const { trade } = checkDoneBody(body);
    const row = store.getTrade(this.#o.ctx, trade);
    if (row?.status === "final" && row.peerKey === this.peerKey) store.markAcked(this.#o.ctx, trade);
  }

  /**
   * The current contract is settled on our side: the next one gets the next id. Both acceptances
   * clear; after a final trade our offer starts empty, after an abort it stays (what is still ours).
   */
  #nextRound(final: boolean): void {
    this.round++;
    this.tradeId = deriveTradeId(this.sessionId, this.round);
    this.contract = null;
    this.phase = "open";
    this.myAccept = null;
    this.theirAccept = null;
    if (final) {
      this.theirOffer = null;
      this.setOffer({ units: [], coins: 0 });
    } else this.#reoffer();
  }

  /** Sends our offer again with what of it is still ours and the ledger state as it is now. */
  #reoffer(): void {
    const ctx = this.#o.ctx;
    const owned = ctx.db.prepare("SELECT 1 FROM units WHERE id = ? AND removed_at IS NULL").pluck();
    const units = this.myOffer.units.map((u) => u.id).filter((id) => owned.get(id));
    const coins = Math.min(this.myOffer.coins, store.ledgerState(ctx).balance);
    this.setOffer({ units, coins });
  }

  // ------------------------------------------------------------ sending

  #send(type: TradeMessageType, body: unknown): void {
    const message = encodeTradeMessage(this.#o.identity, { trade: type === "hello" ? "" : this.sessionId, seq: this.#outSeq + 1, prev: this.#outPrev, type, body });
    this.#outSeq++;
    this.#outPrev = message.id;
    this.#transport?.send(message.frame);
  }

  #now(): number {
    return this.#o.now ? this.#o.now() : Date.now();
  }

  #changed(): void {
    for (const l of [...this.#listeners]) l();
  }
}

/** A message we already handled, sent again: dropped silently. */
class Duplicate extends Error {}

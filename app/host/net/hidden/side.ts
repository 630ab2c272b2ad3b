/**
 * One program's side of a game with hidden hands and libraries, without the network: its copy of
 * the game (engine `createHiddenGame`: every card anonymous), its deck's secrets, the libraries
 * shuffled together (shuffle.ts), and the reveals the rules call for after each action:
 *
 * - a card the owner plays or casts is shown with the action (the owner's slot key and the name);
 * - a card that reaches a public zone otherwise (a discard, a card milled) is shown after it;
 * - a card that reaches its owner's hand is shown to the owner by the other program's slot key;
 * - a random result is drawn from both hash chains (random.ts).
 *
 * Messages are plain objects here; protocol v2 will carry them signed and hash-chained in the
 * match log. Not handled yet: reshuffles during the game (mulligans, "then shuffle"), and
 * looking at cards without revealing them.
 */
import { apply, createHiddenGame, publicHash, revealObject, whoMustAct, type Action, type GameState, type PlayerId } from "../../../../engine/index";
import { cardPoints, prepareDeck, type DeckSecrets, type PublicDeck } from "./deck";
import { bytesToHex } from "@noble/hashes/utils.js";
import { auditChain, auditDeck, auditShuffle, type AuditFinding } from "./audit";
import { decodeScalar, encodeScalar, HiddenInfoError, type Point, type RandomBytes, type Scalar } from "./group";
import { ChainFollower, HashChain, randomResult } from "./random";
import { RevealLedger, revealToOpponent, revealToOwner } from "./reveal";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, shuffledLibrary, type DeckKeyStep, type ShuffledLibrary, type SlotKeyStep } from "./shuffle";

/** The audit's result: clean, or the seat whose signed message fails a check, and why. */
export type SideAudit = { clean: true } | { clean: false; cheater: PlayerId; code: AuditFinding extends infer F ? F extends { clean: false; code: infer C } ? C : never : never; message: string };

/** What a side shows at the audit: its deck, its deck key and slot keys, its chain's seed. */
export interface AuditSecrets {
  seat: PlayerId;
  deck: { names: string[]; scalars: string[]; salt: string };
  /** Its deck key for its own library (α) and for the other's (β). */
  alpha: string;
  beta: string;
  /** Its slot keys: for its own library (a_k) and the other's (b_k). */
  ownerKeys: string[];
  peerKeys: string[];
  chainSeed: string;
}

export type HiddenMessage =
  | { t: "hello"; deck: PublicDeck; chain: string; size: number }
  | { t: "shuffle"; lib: PlayerId; step: 1 | 2 | 3 | 4; body: DeckKeyStep | SlotKeyStep }
  /** Slot keys: to the owner (the peer's keys: the owner learns its cards) or to the opponent (the owner's, with names). */
  | { t: "keys"; lib: PlayerId; keys: { label: number; key: string; name?: string }[] }
  | { t: "action"; action: Action; reveals: { label: number; key: string; name: string }[] }
  | { t: "random"; link: string };

const PUBLIC = new Set(["battlefield", "graveyard", "exile", "stack"]);
const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

interface Library {
  lib?: ShuffledLibrary;
  /** This side's slot keys for the library (a_k as its owner, b_k as the peer). */
  keys?: Scalar[];
  alpha?: Scalar;
  beta?: Scalar;
}

export class HiddenSide {
  readonly you: PlayerId;
  private readonly rand: RandomBytes;
  private readonly deck: { public: PublicDeck; secrets: DeckSecrets };
  private readonly points: Point[];
  private readonly chain: HashChain;
  private peerDeck: PublicDeck | null = null;
  private peerChain: ChainFollower | null = null;
  private peerChainHead: string | null = null;
  private readonly libs: Record<PlayerId, Library> = { A: {}, B: {} };
  private readonly ledgers: Record<PlayerId, RevealLedger> = { A: new RevealLedger(), B: new RevealLedger() };
  /** Labels whose key this side sent: to the owner (their own cards), to the opponent (mine). */
  private readonly sent = new Set<number>();
  private peerSize = 0;
  state: GameState | null = null;
  private pendingRandom: { mine?: string; theirs?: string; n: number; event: number } | null = null;
  private randomEvents = 0;
  readonly outbox: HiddenMessage[] = [];

  constructor(o: { you: PlayerId; deck: string[]; rand: RandomBytes; gameId: string }) {
    this.you = o.you;
    this.rand = o.rand;
    this.gameId = o.gameId;
    this.deck = prepareDeck(o.deck, o.rand);
    this.points = cardPoints(this.deck.secrets);
    this.chain = HashChain.create(o.rand, 256);
    this.outbox.push({ t: "hello", deck: this.deck.public, chain: this.chain.head, size: o.deck.length });
  }

  private readonly gameId: string;

  /** The label (physical card number) of slot k of `p`'s library: A's cards come first. */
  private label(p: PlayerId, k: number): number {
    return p === "A" ? k : this.size("A") + k;
  }
  private slot(label: number): { p: PlayerId; k: number } {
    return label < this.size("A") ? { p: "A", k: label } : { p: "B", k: label - this.size("A") };
  }
  private size(p: PlayerId): number {
    return p === this.you ? this.deck.secrets.names.length : this.peerSize;
  }

  receive(m: HiddenMessage): void {
    switch (m.t) {
      case "hello": {
        this.peerDeck = m.deck;
        this.peerChain = new ChainFollower(m.chain, 256);
        this.peerChainHead = m.chain;
        this.peerSize = m.size;
        // Step 1 of the shuffle of our library.
        const s1 = ownerLock(this.points, null, this.rand);
        this.libs[this.you].alpha = s1.alpha;
        this.sendStep(this.you, 1, s1.message);
        return;
      }
      case "shuffle":
        return this.shuffleStep(m.lib, m.step, m.body);
      case "keys":
        return this.receiveKeys(m.lib, m.keys);
      case "action":
        return this.receiveAction(m.action, m.reveals);
      case "random": {
        this.peerChain!.accept(m.link);
        this.peerLinks.push(m.link);
        (this.pendingRandom ??= { n: 0, event: this.randomEvents }).theirs = m.link;
        return;
      }
    }
  }

  /** Every shuffle message, sent or received, by library: what the audit replays. */
  private readonly transcript: Record<PlayerId, (DeckKeyStep | SlotKeyStep)[]> = { A: [], B: [] };
  /** The links of the other side's chain revealed in play. */
  private readonly peerLinks: string[] = [];

  /** Sends one step of a library's shuffle, keeping it for the audit like the steps received. */
  private sendStep(p: PlayerId, step: 1 | 2 | 3 | 4, body: DeckKeyStep | SlotKeyStep): void {
    this.transcript[p][step - 1] = body;
    this.outbox.push({ t: "shuffle", lib: p, step, body });
  }

  private shuffleStep(p: PlayerId, step: 1 | 2 | 3 | 4, body: DeckKeyStep | SlotKeyStep): void {
    this.transcript[p][step - 1] = body;
    const L = this.libs[p];
    const n = this.size(p);
    if (step === 1) {
      const s2 = peerLock(body, n, null, this.rand);
      L.beta = s2.beta;
      this.sendStep(p, 2, s2.message);
    } else if (step === 2) {
      const s3 = ownerSlotKeys(body, n, L.alpha!, this.rand);
      L.keys = s3.keys;
      this.sendStep(p, 3, s3.message);
    } else if (step === 3) {
      const s4 = peerSlotKeys(body, n, L.beta!, this.rand);
      L.keys = s4.keys;
      L.lib = shuffledLibrary(body as SlotKeyStep, s4.message, n);
      this.sendStep(p, 4, s4.message);
      this.maybeStart();
    } else {
      L.lib = shuffledLibrary(this.transcript[p][2] as SlotKeyStep, body, n);
      this.maybeStart();
    }
  }

  /** Both libraries shuffled: the game starts, the first player drawn from both chains. */
  private maybeStart(): void {
    if (this.state || !this.libs.A.lib || !this.libs.B.lib) return;
    // Who starts: the first random event (CR 103.1), a link from each side.
    this.outbox.push({ t: "random", link: (this.pendingRandom ??= { n: 2, event: 0 }).mine = this.chain.next() });
    this.pendingRandom.n = 2;
  }

  /** Settles a random event once both links are in; returns the result, or null while waiting. */
  private randomReady(): number | null {
    const r = this.pendingRandom;
    if (!r?.mine || !r.theirs) return null;
    const [first, second] = this.you === "A" ? [r.mine, r.theirs] : [r.theirs, r.mine];
    this.pendingRandom = null;
    this.randomEvents++;
    return randomResult({ first, second, gameId: this.gameId, event: r.event, purpose: r.event === 0 ? "who starts" : "game", n: r.n });
  }

  /** Called by the driver when messages may have completed something. */
  settle(): void {
    if (!this.state && this.libs.A.lib && this.libs.B.lib) {
      const r = this.randomReady();
      if (r === null) return;
      this.state = createHiddenGame({ deckSizes: { A: this.size("A"), B: this.size("B") }, firstPlayer: r === 0 ? "A" : "B" });
      this.afterAction();
    }
  }

  /** Keys for what just happened: the opponent's cards that reached their hand, mine that went public. */
  private afterAction(): void {
    const s = this.state!;
    const toOwner: { label: number; key: string }[] = [];
    const toOpp: { label: number; key: string; name: string }[] = [];
    for (const o of Object.values(s.objects)) {
      if (o.card < 0 || this.sent.has(o.card)) continue;
      const { p, k } = this.slot(o.card);
      if (p !== this.you && o.zone === "hand" && o.owner === p) {
        toOwner.push({ label: o.card, key: encodeScalar(this.libs[p].keys![k]!) });
        this.sent.add(o.card);
      } else if (p === this.you && PUBLIC.has(o.zone)) {
        toOpp.push({ label: o.card, key: encodeScalar(this.libs[p].keys![k]!), name: s.cards[o.card]!.name });
        this.sent.add(o.card);
      }
    }
    if (toOwner.length) this.outbox.push({ t: "keys", lib: other(this.you), keys: toOwner });
    if (toOpp.length) this.outbox.push({ t: "keys", lib: this.you, keys: toOpp });
  }

  private receiveKeys(p: PlayerId, keys: { label: number; key: string; name?: string }[]): void {
    for (const { label, key, name } of keys) this.learn(p, label, key, name);
  }

  /** Learns a card from the other program's key for its slot (checked against the commitment). */
  private learn(p: PlayerId, label: number, key: string, claimed?: string): void {
    const { k } = this.slot(label);
    const L = this.libs[p];
    const slotId = `${p}:${label}`;
    let name: string;
    if (p === this.you) {
      const copy = revealToOwner({ lib: L.lib!, k, slotId, ownKey: L.keys![k]!, peerKeyHex: key, ownPoints: this.points, ledger: this.ledgers[p] });
      name = this.deck.secrets.names[copy]!;
    } else {
      name = revealToOpponent({ lib: L.lib!, k, slotId, ownerKeyHex: key, ownKey: L.keys![k]!, deck: this.peerDeck!, ledger: this.ledgers[p], ...(claimed !== undefined ? { claimedName: claimed } : {}) }).name;
    }
    const o = Object.values(this.state!.objects).find((x) => x.card === label);
    if (!o) throw new HiddenInfoError("malformed", `No card ${label} in this game.`);
    this.state = revealObject(this.state!, o.id, name);
  }

  /** This side acts: what it may do now is its own copy's legal options. */
  act(action: Action): void {
    const s = this.state!;
    const reveals: { label: number; key: string; name: string }[] = [];
    const o = "card" in action && action.card ? s.objects[action.card] : undefined;
    if (o && o.card >= 0 && o.owner === this.you && !this.sent.has(o.card) && (o.zone === "hand" || o.zone === "library")) {
      const { k } = this.slot(o.card);
      reveals.push({ label: o.card, key: encodeScalar(this.libs[this.you].keys![k]!), name: s.cards[o.card]!.name });
      this.sent.add(o.card);
    }
    this.applyOrWait(action);
    this.outbox.push({ t: "action", action, reveals });
  }

  private receiveAction(action: Action, reveals: { label: number; key: string; name: string }[]): void {
    for (const r of reveals) this.learn(other(this.you), r.label, r.key, r.name);
    this.applyOrWait(action);
  }

  /** An action waiting for random results, and the results drawn for it so far. */
  private queued: { action: Action; values: number[] } | null = null;

  /** Applies an action to this copy; one that needs a random result waits for both links. */
  private applyOrWait(action: Action, values: number[] = []): void {
    const r = apply(values.length ? { ...this.state!, external: { randoms: [...values] } } : this.state!, action);
    if (r.ok) {
      this.state = { ...r.state, external: { randoms: [] } };
      this.queued = null;
      this.afterAction();
      return;
    }
    if (r.rejection.code !== "needs_random") throw new HiddenInfoError("malformed", `The action was refused: ${r.rejection.message}`);
    const n = Number(/from 0 to (\d+)/.exec(r.rejection.message)?.[1] ?? "0") + 1;
    this.queued = { action, values };
    (this.pendingRandom ??= { n, event: this.randomEvents }).n = n;
    this.pendingRandom.mine = this.chain.next();
    this.outbox.push({ t: "random", link: this.pendingRandom.mine });
  }

  /** Resumes an action that waited for a random result, once both links are in. */
  resume(): void {
    if (!this.queued) return;
    const v = this.randomReady();
    if (v === null) return;
    const { action, values } = this.queued;
    this.applyOrWait(action, [...values, v]);
  }

  /** What this side shows at the end of the game: every secret (spec §5). */
  secrets(): AuditSecrets {
    const keyOf = (p: PlayerId) => (this.libs[p].keys ?? []).map(encodeScalar);
    return {
      seat: this.you,
      deck: { names: this.deck.secrets.names, scalars: this.deck.secrets.scalars.map(encodeScalar), salt: this.deck.secrets.salt },
      alpha: encodeScalar(this.libs[this.you].alpha!),
      beta: encodeScalar(this.libs[other(this.you)].beta!),
      ownerKeys: keyOf(this.you),
      peerKeys: keyOf(other(this.you)),
      chainSeed: bytesToHex(this.chain.seed),
    };
  }

  /**
   * The audit with the other side's secrets: its deck against its commitment, both shuffles step
   * by step, its random chain. A failure names the side whose signed message it was.
   */
  audit(peer: AuditSecrets, checkDecklist: (names: string[]) => string[] = () => []): SideAudit {
    const them = other(this.you);
    const scal = (h: string) => decodeScalar(h, "an audit key");
    const peerDeck: DeckSecrets = { names: peer.deck.names, scalars: peer.deck.scalars.map(scal), salt: peer.deck.salt };
    const mine = this.deck.secrets;
    const blame = (f: AuditFinding, owner: PlayerId): SideAudit =>
      f.clean ? f : { clean: false, code: f.code, message: f.message, cheater: f.cheater === "owner" ? owner : other(owner) };
    const deck = auditDeck(this.peerDeck!, peerDeck, checkDecklist);
    if (!deck.clean) return blame(deck, them);
    for (const owner of ["A", "B"] as PlayerId[]) {
      const ownerSecrets = owner === this.you ? { alpha: this.libs[owner].alpha!, keys: this.libs[owner].keys! } : { alpha: scal(peer.alpha), keys: peer.ownerKeys.map(scal) };
      const peerSecrets = owner === this.you ? { beta: scal(peer.beta), keys: peer.peerKeys.map(scal) } : { beta: this.libs[owner].beta!, keys: this.libs[owner].keys! };
      const steps = this.transcript[owner] as [DeckKeyStep, DeckKeyStep, SlotKeyStep, SlotKeyStep];
      const f = auditShuffle({ input: { kind: "deck" }, steps, secrets: { alpha: ownerSecrets.alpha, beta: peerSecrets.beta, ownerKeys: ownerSecrets.keys, peerKeys: peerSecrets.keys } }, owner === this.you ? mine : peerDeck);
      if (!f.clean) return blame(f, owner);
    }
    const chain = auditChain("owner", peer.chainSeed, this.peerChainHead!, this.peerLinks, 256);
    return blame(chain, them);
  }

  get waiting(): boolean {
    return !!this.queued;
  }

  hash(): string {
    return publicHash(this.state!);
  }

  mustAct(): PlayerId | null {
    return this.state ? whoMustAct(this.state) : null;
  }
}

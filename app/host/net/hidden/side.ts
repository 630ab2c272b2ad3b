/**
 * One program's side of a game with hidden hands and libraries, without the network: its copy of
 * the game (engine `createHiddenGame`: every card anonymous), its deck's secrets, the libraries
 * shuffled together (shuffle.ts), and the reveals the rules call for after each action:
 *
 * - a card the owner plays or casts is shown with the action (the owner's slot key and the name);
 * - a card that reaches a public zone otherwise (a discard, a card milled) is shown after it;
 * - a card that reaches its owner's hand is shown to the owner by the other program's slot key;
 * - a player who searches their library (CR 701.23a) is shown all of it, by the other program's
 *   slot keys, before answering; the cards found are shown to the other program with the answer
 *   when the effect reveals them or puts them into a public zone (engine `Search.shown`);
 * - a card the rules show to a player as an effect resolves (CR 701.20: "look at", "reveal"; the
 *   engine refuses the action with "needs_reveal") is shown by slot keys before the action goes on:
 *   the owner's a_k (with the name when the owner knows it) to the opponent who looks, the other
 *   program's b_k to the owner who looks at its own hidden card, both for a reveal; each side then
 *   sends an empty "keys" message (its showing is complete), and each resumes the action once the
 *   other's has arrived (engine `withShown`), so both copies apply it together;
 * - a sideboard (CR 400.11: cards outside the game) is sealed with the deck in an order only its
 *   owner knows; a card the rules put into a hand from it (Ring of Ma'rûf) is the entry at the
 *   position answered, named to its owner alone; shown like a hand card, its key is the seed of
 *   its sealed entry's point (reveal.ts `revealOutsideCard`);
 * - a random result is drawn from both hash chains (random.ts);
 * - a library the rules shuffle (a mulligan, "then shuffle", Timetwister) is shuffled together
 *   again, from its slots in the order the engine copy had them at that moment (the copy's
 *   `external.shuffled`), each side removing its old slot keys: a new generation of slots.
 *
 * A card is named by its label (the copy's physical card number, the same in both copies); the
 * label's place is a generation of its owner's library and a slot in it. Messages are plain
 * objects here; protocol v2 will carry them signed and hash-chained in the match log.
 */
import { apply, createHiddenGame, publicHash, revealObject, revealProblem, UNKNOWN_CARD, whoMustAct, type Action, type GameEvent, type GameState, type PlayerId, type Rules } from "../../../../engine/index";
import { cardPoints, prepareDeck, seedPoint, type DeckSecrets, type PublicDeck } from "./deck";
import { bytesToHex } from "@noble/hashes/utils.js";
import type { DeckLimits } from "../game-rules";
import { auditChain, auditDeck, auditShuffle, auditSideboard, type AuditFinding, type ShuffleRecord } from "./audit";
import { decodePoint, decodeScalar, encodePoint, encodeScalar, HiddenInfoError, type Point, type RandomBytes, type Scalar } from "./group";
import { ChainFollower, HashChain, randomResult } from "./random";
import { RevealLedger, revealOutsideCard, revealToOpponentAny, revealToOwnerAny } from "./reveal";
import { ownerLock, ownerSlotKeys, peerLock, peerSlotKeys, permutation, shuffledLibrary, type DeckKeyStep, type ShuffledLibrary, type SlotKeyStep } from "./shuffle";

/** The audit's result: clean, or the seat whose signed message fails a check, and why. */
export type SideAudit = { clean: true } | { clean: false; cheater: PlayerId; code: AuditFinding extends infer F ? F extends { clean: false; code: infer C } ? C : never : never; message: string };

/** What a side shows at the audit: its deck, and its keys of every generation of both libraries. */
export interface AuditSecrets {
  seat: PlayerId;
  deck: { names: string[]; seeds: string[]; salt: string };
  /** Its sideboard (cards outside the game) in the committed order, when it announced one. */
  side?: { names: string[]; seeds: string[]; salt: string };
  /** Its deck key of each shuffle of its own library (α), and of the other's (β). */
  alphas: string[];
  betas: string[];
  /** Its slot keys of each generation: of its own library (a_k) and of the other's (b_k). */
  ownerKeys: string[][];
  peerKeys: string[][];
  chainSeed: string;
}

export type HiddenMessage =
  /** `side`: the sideboard, sealed like the deck in a secret order (its size is public); absent: none. */
  | { t: "hello"; deck: PublicDeck; chain: string; size: number; side?: PublicDeck }
  /** One step of the shuffle that makes generation `gen` of library `lib` (0: the first shuffle). */
  | { t: "shuffle"; lib: PlayerId; gen: number; step: 1 | 2 | 3 | 4; body: DeckKeyStep | SlotKeyStep }
  /**
   * Slot keys: to the owner (the peer's keys: the owner learns its cards) or to the opponent (the
   * owner's, with names). Empty: the sender has shown all it had to for a "needs_reveal" showing.
   */
  | { t: "keys"; lib: PlayerId; keys: { label: number; key: string; name?: string }[] }
  | { t: "action"; action: Action; reveals: { label: number; key: string; name: string }[] }
  | { t: "random"; link: string };

// CR 407.2: the ante zone is public too (cards anted from a library are shown like milled ones).
const PUBLIC = new Set(["battlefield", "graveyard", "exile", "stack", "ante"]);
/**
 * A card both players see where it is (CR 400.2). A card exiled face down (CR 406.3, Knowledge
 * Vault) is seen by nobody, its owner included: its keys wait until it leaves exile (to its owner's
 * hand: the owner alone learns it, like a draw; to a public zone: both do).
 */
const isPublic = (o: { zone: string; faceDown?: boolean }): boolean => PUBLIC.has(o.zone) && !o.faceDown;
const other = (p: PlayerId): PlayerId => (p === "A" ? "B" : "A");

/**
 * A slot: slot k of generation `gen` of `lib`'s library. A card keeps it until its library is
 * shuffled again; a card whose owner changed (CR 407.3: Tempest Efreet, Bronze Tablet, Darkpact)
 * keeps its slot of its first owner's library until it is shuffled into its new owner's.
 */
interface Slot {
  lib: PlayerId;
  gen: number;
  k: number;
}

/** A physical card: its deck (whose it was as the game started), its copy number there (sideboard entries after the deck), its name. */
interface Phys {
  deck: PlayerId;
  copy: number;
  name: string;
}

/** One shuffle of a library and the slots it made. */
interface Generation {
  /** The labels in the order step 1 took them (slot order of the library shuffled). */
  labels: number[];
  /**
   * Where step 1 started: the owner's card points, or the slots of an earlier generation; a card
   * that came from outside the game and has no slot yet starts from its own point (`side`: its
   * sideboard entry; its entry here is "", the point being its owner's secret until the audit).
   */
  input: { kind: "deck" } | { kind: "library"; entries: string[]; from: (Slot | { side: number })[] };
  steps: (DeckKeyStep | SlotKeyStep)[];
  lib?: ShuffledLibrary;
  /** This side's slot keys (a_k as the owner, b_k as the peer) and deck key (α or β). */
  keys?: Scalar[];
  alpha?: Scalar;
  beta?: Scalar;
  ledger: RevealLedger;
}

export class HiddenSide {
  readonly you: PlayerId;
  private readonly rand: RandomBytes;
  private readonly gameId: string;
  private readonly deck: { public: PublicDeck; secrets: DeckSecrets };
  private readonly points: Point[];
  /**
   * The sideboard (CR 400.11: cards outside the game), sealed like the deck in an order of this
   * side's choosing, and its card points; null when it has none. The other side knows its size.
   */
  private readonly side: { public: PublicDeck; secrets: DeckSecrets } | null = null;
  private readonly sidePoints: Point[] = [];
  private peerSide: PublicDeck | null = null;
  /** The sideboard entries (committed positions) still outside the game, per player. */
  private readonly sideLeft: Record<PlayerId, number[]> = { A: [], B: [] };
  /** Cards put into a hand from outside the game (Ring of Ma'rûf): their owner and committed entry. */
  private readonly outside = new Map<number, { p: PlayerId; j: number }>();
  private readonly chain: HashChain;
  private peerDeck: PublicDeck | null = null;
  private peerChain: ChainFollower | null = null;
  private peerChainHead: string | null = null;
  private peerSize = 0;
  /** Each library's shuffles, first to latest. */
  private readonly gens: Record<PlayerId, Generation[]> = { A: [], B: [] };
  /**
   * Where each label is now: the library, its generation and the slot in it. The library is the
   * one the card was last shuffled into: its owner's, or, for a card whose owner changed since,
   * its former owner's (each side holds its key of every slot of both libraries).
   */
  private readonly place = new Map<number, Slot>();
  /** Slots whose key this side sent ("A:gen:k"): to the owner (their own cards), to the opponent (mine). */
  private readonly sent = new Set<string>();
  state: GameState | null = null;
  private pendingRandom: { mine?: string; theirs?: string; n: number; event: number } | null = null;
  private randomEvents = 0;
  /** The links of the other side's chain revealed in play. */
  private readonly peerLinks: string[] = [];
  readonly outbox: HiddenMessage[] = [];

  private readonly names: Record<PlayerId, string> | undefined;
  /** The format's limits the peer's deck is held to as it is seen (none: checked at the audit only). */
  private readonly limits: DeckLimits | undefined;
  /** The peer's card copies shown so far, by name (copy numbers of its deck): a copy too many is seen at once. */
  private readonly peerCopies = new Map<string, Set<number>>();

  /**
   * The starting player both hellos agreed on (CR 103.1: the loser of a limited event's previous
   * game chose), or null: drawn. The draw's links are exchanged either way, so the chains and
   * their audit are the same as in any match; only its result is not used.
   */
  private readonly agreedFirst: PlayerId | null;

  /** The game's rules, the same on both sides (`ante`: CR 407, each player antes a card as the game starts). */
  private readonly rules: Partial<Rules> | undefined;

  constructor(o: { you: PlayerId; deck: string[]; rand: RandomBytes; gameId: string; names?: Record<PlayerId, string>; limits?: DeckLimits; rules?: Partial<Rules>; sideboard?: string[]; firstPlayer?: PlayerId }) {
    this.you = o.you;
    this.agreedFirst = o.firstPlayer ?? null;
    this.rules = o.rules;
    this.names = o.names;
    this.limits = o.limits;
    this.rand = o.rand;
    this.gameId = o.gameId;
    this.deck = prepareDeck(o.deck, o.rand);
    this.points = cardPoints(this.deck.secrets);
    this.chain = HashChain.create(o.rand, 256);
    // The sideboard is sealed after the chain (a match without one draws nothing more: its log
    // replays as before), in a random order, so that the position of a card taken names nothing.
    if (o.sideboard?.length) {
      const order = permutation(o.sideboard.length, o.rand).map((i) => o.sideboard![i]!);
      this.side = prepareDeck(order, o.rand);
      this.sidePoints = cardPoints(this.side.secrets);
    }
    this.outbox.push({ t: "hello", deck: this.deck.public, chain: this.chain.head, size: o.deck.length, ...(this.side ? { side: this.side.public } : {}) });
  }

  /** The label of card k of `p`'s deck as the game starts: A's cards come first. */
  private firstLabel(p: PlayerId, k: number): number {
    return p === "A" ? k : this.size("A") + k;
  }
  /**
   * Whose library the label's slot is in (who holds its a_k; the other side its b_k): for a card
   * from outside the game in no slot yet, its owner. Not always the card's owner now: a card
   * whose owner changed keeps its former owner's slot until it is shuffled into its new library.
   */
  private ownerOf(label: number): PlayerId {
    return this.place.get(label)?.lib ?? this.outside.get(label)?.p ?? (label < this.size("A") ? "A" : "B");
  }
  private size(p: PlayerId): number {
    return p === this.you ? this.deck.secrets.names.length : this.peerSize;
  }
  private slotId(p: PlayerId, gen: number, k: number): string {
    return `${p}:${gen}:${k}`;
  }

  receive(m: HiddenMessage): void {
    switch (m.t) {
      case "hello": {
        if (this.peerDeck) throw new HiddenInfoError("malformed", "A second deck announcement arrived.");
        this.checkDeckSize(m.size);
        this.peerDeck = m.deck;
        this.peerChain = new ChainFollower(m.chain, 256);
        this.peerChainHead = m.chain;
        this.peerSize = m.size;
        this.peerSide = m.side ?? null;
        this.sideLeft[this.you] = (this.side?.public.payloads ?? []).map((_, j) => j);
        this.sideLeft[other(this.you)] = (m.side?.payloads ?? []).map((_, j) => j);
        for (const p of ["A", "B"] as PlayerId[]) {
          const labels = Array.from({ length: this.size(p) }, (_, k) => this.firstLabel(p, k));
          this.gens[p].push({ labels, input: { kind: "deck" }, steps: [], ledger: new RevealLedger() });
        }
        this.startShuffle(this.you, 0);
        return;
      }
      case "shuffle":
        return this.shuffleStep(m.lib, m.gen, m.step, m.body);
      case "keys":
        if (!this.state) throw new HiddenInfoError("malformed", "Keys of cards arrived before the game started (the first player is not drawn yet).");
        return this.receiveKeys(m.lib, m.keys);
      case "action":
        return this.receiveAction(m.action, m.reveals);
      case "random": {
        // A link answers a random event this copy has reached (its own link is out): an honest
        // program never sends one ahead, and one more would use up the chain for nothing.
        if (!this.pendingRandom?.mine || this.pendingRandom.theirs) throw new HiddenInfoError("malformed", "A random link arrived that no random event waits for.");
        this.peerChain!.accept(m.link);
        this.peerLinks.push(m.link);
        this.pendingRandom.theirs = m.link;
        return;
      }
    }
  }

  /** Step 1 of a shuffle of our own library: from our card points, or from the slots it holds now. */
  private startShuffle(p: PlayerId, gen: number): void {
    const G = this.gens[p][gen]!;
    const { points, oldKeys } =
      G.input.kind === "deck"
        ? { points: this.points, oldKeys: null }
        : { points: G.input.from.map((f, k) => ("side" in f ? this.sidePoints[f.side]! : decodePoint((G.input as { entries: string[] }).entries[k]!, `Slot ${k + 1}`))), oldKeys: this.oldKeys(G.input.from) };
    const s1 = ownerLock(points, oldKeys, this.rand);
    G.alpha = s1.alpha;
    this.sendStep(p, gen, 1, s1.message);
  }

  /**
   * This side's keys of the slots a reshuffle starts from (none for a card from outside the game):
   * of a slot of the other library (a card whose owner changed), its key there; each side removes
   * its own key of each slot, whichever library the slot was in (removing locks commutes).
   */
  private oldKeys(from: (Slot | { side: number })[]): (Scalar | null)[] {
    return from.map((f) => ("side" in f ? null : this.gens[f.lib][f.gen]!.keys![f.k]!));
  }

  /** Sends one step of a library's shuffle, keeping it for the audit like the steps received. */
  private sendStep(p: PlayerId, gen: number, step: 1 | 2 | 3 | 4, body: DeckKeyStep | SlotKeyStep): void {
    this.gens[p][gen]!.steps[step - 1] = body;
    this.outbox.push({ t: "shuffle", lib: p, gen, step, body });
  }

  private shuffleStep(p: PlayerId, gen: number, step: 1 | 2 | 3 | 4, body: DeckKeyStep | SlotKeyStep): void {
    const G = this.gens[p][gen];
    if (!G || G.lib || gen !== this.gens[p].length - 1) throw new HiddenInfoError("malformed", `No shuffle ${gen + 1} of ${p}'s library is under way.`);
    // The owner of a library makes steps 1 and 3 of its shuffle, the other side steps 2 and 4,
    // each once and in order: a step from the wrong side would rewrite the record the audit reads.
    const ownersStep = step === 1 || step === 3;
    if (ownersStep !== (p !== this.you)) throw new HiddenInfoError("malformed", `Step ${step} of the shuffle of ${p}'s library is not the other side's to make.`);
    if (G.steps[step - 1] || (step > 1 && !G.steps[step - 2])) throw new HiddenInfoError("malformed", `Step ${step} of the shuffle of ${p}'s library arrived out of order.`);
    G.steps[step - 1] = body;
    const n = G.labels.length;
    if (step === 1) {
      const oldKeys = G.input.kind === "deck" ? null : this.oldKeys(G.input.from);
      const s2 = peerLock(body, n, oldKeys, this.rand);
      G.beta = s2.beta;
      this.sendStep(p, gen, 2, s2.message);
    } else if (step === 2) {
      const s3 = ownerSlotKeys(body, n, G.alpha!, this.rand);
      G.keys = s3.keys;
      this.sendStep(p, gen, 3, s3.message);
    } else if (step === 3) {
      const s4 = peerSlotKeys(body, n, G.beta!, this.rand);
      G.keys = s4.keys;
      this.sendStep(p, gen, 4, s4.message);
      this.shuffled(p, gen, shuffledLibrary(body as SlotKeyStep, s4.message, n));
    } else {
      this.shuffled(p, gen, shuffledLibrary(G.steps[2] as SlotKeyStep, body, n));
    }
  }

  /** A shuffle is done: its slots hold the labels it took, in order; what waited for it goes on. */
  private shuffled(p: PlayerId, gen: number, lib: ShuffledLibrary): void {
    const G = this.gens[p][gen]!;
    G.lib = lib;
    G.labels.forEach((label, k) => this.place.set(label, { lib: p, gen, k }));
    if (!this.state) return this.maybeStart();
    this.nextReshuffle(p);
    if (!this.reshuffling) this.afterAction();
  }

  /** Both libraries shuffled: the game starts, the first player drawn from both chains. */
  private maybeStart(): void {
    if (this.state || !this.gens.A[0]?.lib || !this.gens.B[0]?.lib) return;
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
    if (!this.state && this.gens.A[0]?.lib && this.gens.B[0]?.lib) {
      const r = this.randomReady();
      if (r === null) return;
      const sideboards = { [this.you]: this.side?.secrets.names ?? [], [other(this.you)]: (this.peerSide?.payloads ?? []).map(() => UNKNOWN_CARD) } as Record<PlayerId, string[]>;
      this.state = createHiddenGame({ deckSizes: { A: this.size("A"), B: this.size("B") }, firstPlayer: this.agreedFirst ?? (r === 0 ? "A" : "B"), ...(this.names ? { names: this.names } : {}), ...(this.rules ? { rules: this.rules } : {}), sideboards });
      this.actionHash = this.hashBeforeKeys();
      this.afterAction();
    }
  }

  // ---- reshuffles ----------------------------------------------------------------------------

  /** Shuffles the rules made that are still to be done together, per library, in order. */
  private readonly reshuffles: Record<PlayerId, number[][]> = { A: [], B: [] };

  /** True while a library shuffled by the rules is being shuffled together (nothing is shown meanwhile). */
  get reshuffling(): boolean {
    return (["A", "B"] as PlayerId[]).some((p) => this.reshuffles[p].length > 0 || this.gens[p].some((g) => !g.lib));
  }

  /** Takes the shuffles the last action made (the copy's `external.shuffled`) and starts them. */
  private takeShuffles(): void {
    const done = this.state!.external?.shuffled ?? [];
    if (!done.length) return;
    this.state = { ...this.state!, external: { randoms: this.state!.external!.randoms } };
    for (const { player, cards } of done) this.reshuffles[player].push(cards);
    for (const p of ["A", "B"] as PlayerId[]) this.nextReshuffle(p);
  }

  /** Starts the next shuffle of `p`'s library once the one before it is done. */
  private nextReshuffle(p: PlayerId): void {
    if (this.gens[p].some((g) => !g.lib)) return;
    const labels = this.reshuffles[p].shift();
    if (!labels) return;
    // A card goes into its owner's library (CR 400.3): the engine copy's owner now. Its slot may be
    // in the other library (its owner changed since it was shuffled there): the new shuffle starts
    // from that slot's entry like from any other.
    const from = labels.map((label): Slot | { side: number } => {
      const at = this.place.get(label);
      const out = this.outside.get(label);
      if (this.state?.cards[label]?.owner !== p || (!at && !out)) throw new HiddenInfoError("malformed", `Card ${label} is not a slot of ${p}'s library.`);
      return at ?? { side: out!.j }; // a card from outside the game shuffled in for the first time
    });
    const entries = from.map((f) => ("side" in f ? "" : this.gens[f.lib][f.gen]!.lib!.entries[f.k]!));
    for (const label of labels) {
      this.physOf.delete(label); // each label names a new slot now
      // A card whose owner changed unseen by this copy, shuffled away unseen: it cannot be named any more.
      const to = this.ownersPending.get(label);
      if (to !== undefined) this.ownersLost.push({ label, to, from: this.state!.cards[label]!.deckOwner ?? other(to) });
      this.ownersPending.delete(label);
    }
    const gen = this.gens[p].length;
    this.gens[p].push({ labels, input: { kind: "library", entries, from }, steps: [], ledger: new RevealLedger() });
    if (p === this.you) this.startShuffle(p, gen);
  }

  // ---- reveals -------------------------------------------------------------------------------

  /** The key of this side for a label's current slot, and that slot's id. */
  private myKey(label: number): { key: string; slot: string } {
    const p = this.ownerOf(label);
    const at = this.place.get(label);
    if (!at) {
      // A card of mine from outside the game, in no slot yet: its key is the seed of its point,
      // which opens its sealed sideboard entry (the other side has no key for it).
      const j = this.outside.get(label)!.j;
      return { key: this.side!.secrets.seeds[j]!, slot: `${p}:side:${j}` };
    }
    const { lib, gen, k } = at;
    return { key: encodeScalar(this.gens[lib][gen]!.keys![k]!), slot: this.slotId(lib, gen, k) };
  }

  /** A card of the other player's from outside the game, in no slot: only its owner has a key for it. */
  private theirsUnplaced(label: number): boolean {
    return !this.place.has(label) && this.outside.get(label)?.p === other(this.you);
  }

  /**
   * Keys for what just happened: the opponent's cards that reached their hand (my b_k: the owner
   * alone learns them), and every card that reached a public zone (CR 400.2) whose slot key I have
   * not sent: mine with its name when I know it, the opponent's (milled from the library, unknown
   * to both) without. Holding both keys of a public card's slot, each side learns it.
   */
  private afterAction(): void {
    this.takeShuffles();
    if (this.reshuffling) return; // the slots are being dealt again: keys follow once they are
    const s = this.state!;
    const toOwner: { label: number; key: string }[] = [];
    const toOpp: { label: number; key: string; name?: string }[] = [];
    for (const o of Object.values(s.objects)) {
      if (o.card < 0 || this.theirsUnplaced(o.card)) continue;
      const p = this.ownerOf(o.card);
      const mine = this.myKey(o.card);
      if (this.sent.has(mine.slot)) continue;
      if (p !== this.you && o.zone === "hand" && o.owner === p) {
        toOwner.push({ label: o.card, key: mine.key });
        this.sent.add(mine.slot);
      } else if (isPublic(o)) {
        const name = s.cards[o.card]!.name;
        (p === this.you ? toOpp : toOwner).push({ label: o.card, key: mine.key, ...(p === this.you && name !== UNKNOWN_CARD ? { name } : {}) });
        this.sent.add(mine.slot);
      }
    }
    // The other player searches their library (CR 701.23a: they look at every card of it): my b_k
    // of each of its slots, so that they alone learn it (spec §3). Its next shuffle makes new slots.
    const search = this.search();
    if (search?.owner === other(this.you)) {
      for (const id of s.players[search.owner].library) {
        const o = s.objects[id]!;
        if (this.theirsUnplaced(o.card)) continue; // its owner knows it
        const mine = this.myKey(o.card);
        if (this.sent.has(mine.slot)) continue;
        toOwner.push({ label: o.card, key: mine.key });
        this.sent.add(mine.slot);
      }
    }
    // I search my library, but the opponent controls me and chooses for me (CR 723.5, Word of
    // Command; CR 723.4: the controller sees what the controlled player sees): my a_k of each of
    // its slots, so that the controller learns it too and can make the choice. Its next shuffle
    // ("then shuffle", CR 701.23a) makes new slots, so what it learned of the order is gone then.
    if (search?.owner === this.you && search.chooser !== this.you) {
      for (const id of s.players[this.you].library) {
        const o = s.objects[id]!;
        if (o.card < 0) continue;
        const mine = this.myKey(o.card);
        if (this.sent.has(mine.slot)) continue;
        const name = s.cards[o.card]!.name;
        toOpp.push({ label: o.card, key: mine.key, ...(name !== UNKNOWN_CARD ? { name } : {}) });
        this.sent.add(mine.slot);
      }
    }
    if (toOwner.length) this.outbox.push({ t: "keys", lib: other(this.you), keys: toOwner });
    if (toOpp.length) this.outbox.push({ t: "keys", lib: this.you, keys: toOpp });
  }

  /**
   * The search of a player's own library (CR 701.23a) the copy waits for, if any: whose library it
   * is, and who chooses the cards found: its owner, or the player controlling them (CR 723.5).
   */
  private search(): { owner: PlayerId; chooser: PlayerId } | null {
    const d = this.state?.decision;
    if (d?.kind !== "choose" || d.choice.type !== "cards" || !d.choice.search) return null;
    const lib = new Set(this.state!.players[d.player].library);
    return d.choice.from.some((id) => lib.has(id)) ? { owner: d.player, chooser: d.by ?? d.player } : null;
  }

  /** True while the copy's search (it chooses, CR 723.5) waits for the keys of the library searched. */
  private searchUnseen(): boolean {
    const search = this.search();
    const s = this.state!;
    return search?.chooser === this.you && s.players[search.owner].library.some((id) => s.objects[id]!.name === UNKNOWN_CARD);
  }

  /**
   * The public hash right after an action, before the keys it calls for: cards it made public that
   * the other copy cannot name yet (the other side knows a card once I sent it my key of its
   * slot) are hashed as unknown: mine, and the other's that I looked at and it never saw (Natural
   * Selection, then milled). The next action's hash covers them, once the keys are in: nobody acts
   * before, see `mustAct`.
   */
  private hashBeforeKeys(): string {
    const s = this.state!;
    const unshown = Object.values(s.objects)
      .filter((o) => o.card >= 0 && isPublic(o) && (this.place.has(o.card) || this.outside.get(o.card)?.p === this.you) && !this.sent.has(this.myKey(o.card).slot))
      .map((o) => o.id);
    return publicHash(s, unshown);
  }

  private receiveKeys(p: PlayerId, keys: { label: number; key: string; name?: string }[]): void {
    // No keys: the other side's showing for an action waiting on "needs_reveal" is complete. Only
    // then: one that nothing waits for would count a showing that never happened.
    if (!keys.length) {
      if (this.peerShowings >= this.showings) throw new HiddenInfoError("malformed", "An empty keys message arrived, but no showing of cards waits for the other side's part.");
      this.peerShowings++;
      return;
    }
    if (!this.learnAll(keys.map((k) => ({ p, ...k })))) {
      throw new HiddenInfoError("malformed", "A keys message arrived that no card waits for: every key in it was received before.");
    }
  }

  /** Showings of hidden cards (engine "needs_reveal") this side has completed, and the other side. */
  private showings = 0;
  private peerShowings = 0;

  /**
   * The keys a showing of hidden cards calls for (CR 701.20), sent now, then the empty message
   * that says this side's part is done:
   * - a card of mine shown to the opponent: my a_k, with its name when I know it (a card in a
   *   library I have not seen goes without; the opponent opens it with its own b_k);
   * - a card of the opponent's shown to its owner (it looks at its library, or a reveal): my b_k.
   * Slots whose key I sent before are known to the other side already.
   */
  private showCards(cards: number[], to: PlayerId | "all"): void {
    const s = this.state!;
    const lookers: PlayerId[] = to === "all" ? ["A", "B"] : [to];
    const toOwner: { label: number; key: string }[] = [];
    const toOpp: { label: number; key: string; name?: string }[] = [];
    for (const label of cards) {
      if (!this.place.has(label) && !this.outside.has(label)) throw new HiddenInfoError("malformed", `Card ${label} is in no library slot.`);
      const owner = this.ownerOf(label);
      const looks = owner === this.you ? lookers.includes(other(this.you)) : lookers.includes(owner);
      if (!looks || this.theirsUnplaced(label)) continue;
      const mine = this.myKey(label);
      if (this.sent.has(mine.slot)) continue;
      this.sent.add(mine.slot);
      if (owner === this.you) {
        const name = s.cards[label]!.name;
        toOpp.push({ label, key: mine.key, ...(name !== UNKNOWN_CARD ? { name } : {}) });
      } else toOwner.push({ label, key: mine.key });
    }
    if (toOwner.length) this.outbox.push({ t: "keys", lib: other(this.you), keys: toOwner });
    if (toOpp.length) this.outbox.push({ t: "keys", lib: this.you, keys: toOpp });
    this.outbox.push({ t: "keys", lib: this.you, keys: [] });
    this.showings++;
  }

  /** Learns a card from the other program's key for its slot (checked against the commitment). */
  /**
   * Learns the cards of a message, all or none: each is checked before any is named in the copy,
   * so a message refused halfway (a bad key) leaves the copy as it was.
   */
  private learnAll(keys: { p: PlayerId; label: number; key: string; name?: string }[]): number {
    // A key already received for its slot is not checked again (an honest program sends each
    // slot's key once): skipped here, so a message sent again costs a lookup per key, no curve work.
    const fresh = keys.filter(({ p, label }) => !this.received.has(this.receivedSlot(p, label)));
    const learned = fresh.map(({ p, label, key, name }) => this.identify(p, label, key, name));
    for (const { id, name } of learned) this.state = revealObject(this.state!, id, name);
    for (const { label } of fresh) this.ownerChangeLearned(label);
    for (const { p, label } of fresh) this.received.add(this.receivedSlot(p, label));
    return fresh.length;
  }

  /**
   * The physical card each label is known to be in this copy (its deck and its copy number there,
   * sideboard entries after the deck), from its reveal: forgotten when the label's library is
   * shuffled (the label then names a new slot).
   */
  private readonly physOf = new Map<number, Phys>();

  /** Slots whose key from the other program this side has learned ("A:gen:k"). */
  private readonly received = new Set<string>();

  /** The slot a label is in now, as `received` names it ("?" for a label in no slot: `identify` refuses it). */
  private receivedSlot(p: PlayerId, label: number): string {
    const at = this.place.get(label);
    const out = this.outside.get(label);
    return at ? this.slotId(p, at.gen, at.k) : out ? `${out.p}:side:${out.j}` : `?${label}`;
  }

  /** Which card a slot holds, from the other program's key for it (checked against the commitment). */
  private identify(p: PlayerId, label: number, key: string, claimed?: string): { id: string; name: string } {
    const at = this.place.get(label);
    if (!at && p !== this.you && this.theirsUnplaced(label)) return this.identifyOutside(label, key, claimed);
    if (!at || this.ownerOf(label) !== p) throw new HiddenInfoError("malformed", `No card ${label} in ${p}'s library.`);
    const G = this.gens[p][at.gen]!;
    const slotId = this.slotId(p, at.gen, at.k);
    let name: string;
    // The slot holds a card of its library owner's deck, or one of the other deck whose owner
    // changed and that was shuffled into this library since (identified from both decks: the
    // owner compares its own points first, then opens the other's sealed entries; the opponent
    // the reverse).
    const mine = { points: [...this.points, ...this.sidePoints], names: [...this.deck.secrets.names, ...(this.side?.secrets.names ?? [])] };
    const theirs = { deck: this.peerDeck!, side: this.peerSide };
    if (p === this.you) {
      const card = revealToOwnerAny({ lib: G.lib!, k: at.k, slotId, ownKey: G.keys![at.k]!, peerKeyHex: key, ownPoints: mine.points, other: theirs, ledger: G.ledger });
      name = card.own ? mine.names[card.copy]! : card.name;
      this.physOf.set(label, { deck: card.own ? this.you : other(this.you), copy: card.copy, name });
    } else {
      const card = revealToOpponentAny({ lib: G.lib!, k: at.k, slotId, ownerKeyHex: key, ownKey: G.keys![at.k]!, deck: theirs.deck, side: theirs.side, mine, ledger: G.ledger, ...(claimed !== undefined ? { claimedName: claimed } : {}) });
      // Only the peer's own cards count against its deck's limits: one of mine is no part of its deck.
      if (card.own) this.countPeerCopy(card.name, card.copy);
      name = card.name;
      this.physOf.set(label, { deck: card.own ? p : this.you, copy: card.copy, name });
    }
    const o = Object.values(this.state!.objects).find((x) => x.card === label);
    if (!o) throw new HiddenInfoError("malformed", `No card ${label} in this game.`);
    revealProblemOrThrow(this.state!, label, name);
    return { id: o.id, name };
  }

  /**
   * The other player's card from outside the game (in no slot), shown by its owner as it becomes
   * public or is looked at: its sealed sideboard entry, opened with the seed sent, must be the
   * entry taken; its copies count with the deck's (CR 100.4a: the four-card limit applies to deck and sideboard combined).
   */
  private identifyOutside(label: number, key: string, claimed?: string): { id: string; name: string } {
    const { j } = this.outside.get(label)!;
    const name = revealOutsideCard({ side: this.peerSide, j, seedHex: key, ...(claimed !== undefined ? { claimedName: claimed } : {}) });
    this.countPeerCopy(name, this.peerSize + j);
    this.physOf.set(label, { deck: other(this.you), copy: this.peerSize + j, name });
    const o = Object.values(this.state!.objects).find((x) => x.card === label);
    if (!o) throw new HiddenInfoError("malformed", `No card ${label} in this game.`);
    revealProblemOrThrow(this.state!, label, name);
    return { id: o.id, name };
  }

  /**
   * The peer's library size is public from its deck announcement (before the shuffle): a deck
   * under the format's minimum (a 1-card deck) or over its maximum is refused there.
   */
  private checkDeckSize(size: number): void {
    const l = this.limits;
    if (!l) return;
    if (size < l.minCards) throw new HiddenInfoError("illegal-deck", `its deck has ${size} card${size === 1 ? "" : "s"}; ${l.format} needs at least ${l.minCards} (the size is public from its deck announcement, before the shuffle).`);
    if (size > l.maxCards) throw new HiddenInfoError("illegal-deck", `its deck has ${size} cards; at most ${l.maxCards} can be played.`);
  }

  /**
   * A card of the peer's shown to this side (its copy number in the committed deck): the copies
   * of each name are counted as they are shown, so a 5th copy, or a 2nd of a restricted card, or
   * a card the format does not allow at all, is refused the moment it is seen. A copy shown again
   * (after a reshuffle) is not counted twice.
   */
  private countPeerCopy(name: string, copy: number): void {
    const l = this.limits;
    if (!l) return;
    const seen = this.peerCopies.get(name) ?? new Set<number>();
    if (seen.has(copy)) return;
    const allowed = l.copies(name);
    if (seen.size + 1 > allowed) {
      const why = allowed === 0 ? `${name} is not allowed in ${l.format}` : `this is copy ${seen.size + 1} of ${name} shown; ${l.format} allows ${allowed === 1 ? "1 copy (restricted)" : `at most ${allowed} copies`}`;
      throw new HiddenInfoError("illegal-deck", `${why}.`);
    }
    seen.add(copy);
    this.peerCopies.set(name, seen);
  }

  /** This side acts: what it may do now is its own copy's legal options. */
  act(action: Action): void {
    if (this.mustAct() !== this.you || action.player !== this.you) throw new HiddenInfoError("malformed", "It is not this side's turn to act.");
    const s = this.state!;
    const reveals: { label: number; key: string; name: string }[] = [];
    const o = "card" in action && action.card ? s.objects[action.card] : undefined;
    const shown: string[] = o ? [o.id] : [];
    // The cards my search finds, when the effect shows them (reveals them, or puts them into a
    // public zone at once): the other copy learns them with the answer and checks their quality.
    const d = s.decision;
    const search = this.search();
    if (action.type === "choose" && search?.owner === this.you && search.chooser === this.you && d?.kind === "choose" && d.choice.type === "cards" && d.choice.search?.shown) shown.push(...(action.cards ?? []));
    for (const id of shown) {
      const c = s.objects[id];
      // A card of mine still in a slot of the other library (its owner changed) was public: both keys are out.
      if (!c || c.card < 0 || c.owner !== this.you || this.ownerOf(c.card) !== this.you || (c.zone !== "hand" && c.zone !== "library")) continue;
      const mine = this.myKey(c.card);
      if (!this.sent.has(mine.slot)) {
        reveals.push({ label: c.card, key: mine.key, name: s.cards[c.card]!.name });
        this.sent.add(mine.slot);
      }
    }
    // The action goes out before what applying it sends (a random link, step 1 of a reshuffle):
    // the other side must apply it first to know what those are for.
    const at = this.outbox.length;
    this.applyOrWait(action);
    this.outbox.splice(at, 0, { t: "action", action, reveals });
  }

  private receiveAction(action: Action, reveals: { label: number; key: string; name: string }[]): void {
    const peer = other(this.you);
    if (this.mustAct() !== peer || action.player !== peer) throw new HiddenInfoError("out-of-turn", `An action of ${peer} arrived while ${this.mustAct() ?? "nobody"} may act.`);
    this.learnAll(reveals.map((r) => ({ p: other(this.you), ...r })));
    this.applyOrWait(action);
  }

  /**
   * Told of every action this copy applies: the copy just before (what its player knew when the
   * action was chosen), the action, the copy after, and the engine's events (the game log).
   */
  onApplied: ((step: { before: GameState; action: Action; after: GameState; events: GameEvent[] }) => void) | null = null;

  /**
   * An action waiting for a random result or for a showing of hidden cards (`reveal`: the cards,
   * and who looks at them), with the random results drawn and the showings made for it so far.
   */
  private queued: { action: Action; values: number[]; shown: number; reveal?: { cards: number[]; to: PlayerId | "all" } } | null = null;

  /**
   * Applies an action to this copy; one that needs a random result waits for both links, one that
   * shows hidden cards (CR 701.20) waits for both sides' showings.
   */
  private applyOrWait(action: Action, values: number[] = [], shown = 0): void {
    const before = this.state!;
    const r = apply(values.length || shown ? { ...before, external: { randoms: [...values], ...(shown ? { shown } : {}) } } : before, action);
    if (r.ok) {
      for (const e of r.events) if (e.type === "zone" && e.from === "outside") this.tookFromOutside(r.state, e.card as number, e.entry as number);
      this.onApplied?.({ before, action, after: r.state, events: r.events });
      this.noteOwners(before, r.state, this.owners, this.ownersPending);
      this.state = { ...r.state, external: { randoms: [], ...(r.state.external?.shuffled ? { shuffled: r.state.external.shuffled } : {}) } };
      this.queued = null;
      this.actionHash = this.hashBeforeKeys();
      this.afterAction();
      return;
    }
    if (r.rejection.code === "needs_reveal" && r.rejection.reveal) {
      // Both copies stop here alike (the hash both sign is the one before the action); each side
      // sends the keys the showing calls for and says it is done; `resume` goes on once the other
      // side has said so too: its keys came before (messages arrive in order).
      this.queued = { action, values, shown, reveal: r.rejection.reveal };
      this.actionHash = this.hashBeforeKeys();
      this.showCards(r.rejection.reveal.cards, r.rejection.reveal.to);
      return;
    }
    if (r.rejection.code !== "needs_random") throw new HiddenInfoError("illegal-action", `The action was refused: ${r.rejection.message}`);
    const n = Number(/from 0 to (\d+)/.exec(r.rejection.message)?.[1] ?? "0") + 1;
    this.queued = { action, values, shown };
    this.actionHash = this.hashBeforeKeys();
    (this.pendingRandom ??= { n, event: this.randomEvents }).n = n;
    this.pendingRandom.mine = this.chain.next();
    this.outbox.push({ t: "random", link: this.pendingRandom.mine });
  }

  /**
   * A card was put into a hand from outside the game (CR 400.11, Ring of Ma'rûf): the engine took
   * the sideboard entry at position `entry` of those left (the same in both copies); its label is
   * that committed entry's from now on (its seed is its key until it is shuffled into a library).
   */
  private tookFromOutside(state: GameState, label: number, entry: number): void {
    const p = state.cards[label]!.owner;
    const j = this.sideLeft[p].splice(entry, 1)[0];
    if (j === undefined) throw new HiddenInfoError("malformed", `${p} has no sideboard entry ${entry + 1} to take.`);
    this.outside.set(label, { p, j });
    this.physOf.set(label, { deck: p, copy: this.size(p) + j, name: state.cards[label]!.name });
  }

  /**
   * Resumes an action that waited for a random result, once both links are in, or for hidden cards
   * to be shown, once the other side's showing is complete.
   */
  resume(): void {
    if (!this.queued) return;
    const { action, values, shown, reveal } = this.queued;
    if (reveal) {
      if (this.peerShowings < this.showings) return;
      // The other side's keys came before its "done": every card shown to me is known here now.
      const s = this.state!;
      const mine = reveal.to === "all" || reveal.to === this.you;
      const unknown = mine ? reveal.cards.filter((c) => s.cards[c]!.name === UNKNOWN_CARD) : [];
      if (unknown.length) throw new HiddenInfoError("malformed", `The other side did not show card${unknown.length === 1 ? "" : "s"} ${unknown.join(", ")} that the rules show to ${reveal.to === "all" ? "both players" : "this player"}.`);
      this.applyOrWait(action, values, shown + 1);
      return;
    }
    const v = this.randomReady();
    if (v === null) return;
    this.applyOrWait(action, [...values, v], shown);
  }

  // ---- ownership (CR 108.3, 407.3) -------------------------------------------------------------

  /**
   * Physical cards whose owner changed during the game (Darkpact, Bronze Tablet, Tempest Efreet),
   * by "deck:copy": the card and its owner now. Every change of owner happens to a card this copy
   * has identified (one in a public zone, or revealed), so the physical card is known even after
   * the label is shuffled and names another slot; the engine's `deckOwner` stays on the label.
   */
  private readonly owners = new Map<string, Phys & { to: PlayerId }>();
  /** Labels whose owner changed while this copy did not know their card yet: resolved when shown. */
  private readonly ownersPending = new Map<number, PlayerId>();
  /** Such labels shuffled into a library before they were shown: cards this copy cannot name. */
  private readonly ownersLost: { label: number; from: PlayerId; to: PlayerId }[] = [];

  /** The owner changes from `before` to `after`, recorded by physical card. */
  private noteOwners(before: GameState, after: GameState, owners: Map<string, Phys & { to: PlayerId }>, pending: Map<number, PlayerId>): void {
    if (before.cards === after.cards) return; // the engine replaces the list when a card changes
    after.cards.forEach((c, label) => {
      const was = before.cards[label];
      if (!was || was.owner === c.owner) return;
      const phys = this.physOf.get(label);
      if (phys) owners.set(`${phys.deck}:${phys.copy}`, { ...phys, to: c.owner });
      else pending.set(label, c.owner);
    });
  }

  /** A label whose owner changed before this copy knew its card: now it does. */
  private ownerChangeLearned(label: number): void {
    const to = this.ownersPending.get(label);
    const phys = this.physOf.get(label);
    if (to === undefined || !phys) return;
    this.ownersPending.delete(label);
    this.owners.set(`${phys.deck}:${phys.copy}`, { ...phys, to });
  }

  /** The game's number for a physical card: copy k of a deck is its k-th card as the game started; a sideboard card, the card it became in the game. */
  private physCard(p: Phys): number {
    if (p.copy < this.size(p.deck)) return this.firstLabel(p.deck, p.copy);
    const j = p.copy - this.size(p.deck);
    for (const [label, o] of this.outside) if (o.p === p.deck && o.j === j) return label;
    return -1;
  }

  /**
   * The cards whose owner differs from the deck they started in (CR 407.3), by physical card, not
   * by the copy's label: a label names a library slot again after each shuffle, so the engine's
   * `ownershipChanges` of a hidden copy may name the wrong card once a card that changed owner
   * was shuffled into its new owner's library. `final`: this copy's state with the match's result
   * applied (the loser's concession gives the winner the ante, CR 407.2); default: the copy now.
   * A card whose owner changed while this copy never saw it is named UNKNOWN_CARD.
   */
  ownershipChanges(final: GameState | null = this.state): { card: number; name: string; from: PlayerId; to: PlayerId }[] {
    const owners = new Map(this.owners);
    const pending = new Map(this.ownersPending);
    if (final && this.state && final !== this.state) this.noteOwners(this.state, final, owners, pending);
    const out = [...owners.values()].filter((c) => c.to !== c.deck).map((c) => ({ card: this.physCard(c), name: c.name, from: c.deck, to: c.to }));
    for (const [label, to] of pending) {
      const c = (final ?? this.state)?.cards[label];
      if (c?.deckOwner && c.deckOwner !== to) out.push({ card: label, name: UNKNOWN_CARD, from: c.deckOwner, to });
    }
    for (const l of this.ownersLost) if (l.from !== l.to) out.push({ card: l.label, name: UNKNOWN_CARD, from: l.from, to: l.to });
    return out.sort((a, b) => a.card - b.card);
  }

  /** How many cards were shuffled into a library from a slot of the other one (a card whose owner changed): public, the same in both copies. */
  get crossShuffled(): number {
    let n = 0;
    for (const p of ["A", "B"] as PlayerId[]) for (const g of this.gens[p]) if (g.input.kind === "library") for (const f of g.input.from) if ("lib" in f && f.lib !== p) n++;
    return n;
  }

  /** What this side shows at the end of the game: every secret (spec §5). */
  secrets(): AuditSecrets {
    const me = this.you;
    const them = other(me);
    return {
      seat: me,
      deck: { names: this.deck.secrets.names, seeds: this.deck.secrets.seeds, salt: this.deck.secrets.salt },
      ...(this.side ? { side: { names: this.side.secrets.names, seeds: this.side.secrets.seeds, salt: this.side.secrets.salt } } : {}),
      alphas: this.gens[me].map((g) => (g.alpha !== undefined ? encodeScalar(g.alpha) : "")),
      betas: this.gens[them].map((g) => (g.beta !== undefined ? encodeScalar(g.beta) : "")),
      ownerKeys: this.gens[me].map((g) => (g.keys ?? []).map(encodeScalar)),
      peerKeys: this.gens[them].map((g) => (g.keys ?? []).map(encodeScalar)),
      chainSeed: bytesToHex(this.chain.seed),
    };
  }

  /**
   * The audit with the other side's secrets: its deck against its commitment, every shuffle of
   * both libraries step by step, its random chain. A failure names the side whose signed message
   * it was.
   */
  audit(peer: AuditSecrets, checkDecklist: (names: string[], sideboard: string[]) => string[] = () => []): SideAudit {
    const them = other(this.you);
    const scal = (h: string) => decodeScalar(h, "an audit key");
    const peerDeck: DeckSecrets = { names: peer.deck.names, seeds: peer.deck.seeds, salt: peer.deck.salt };
    const blame = (f: AuditFinding, owner: PlayerId): SideAudit =>
      f.clean ? f : { clean: false, code: f.code, message: f.message, cheater: f.cheater === "owner" ? owner : other(owner) };
    // The sideboard first (CR 400.11): its names against the commitment and its sealed entries (so
    // every card taken from it, a committed entry, was the card shown); then the deck, legal with it.
    const side = auditSideboard(this.peerSide, peer.side);
    if (!side.clean) return blame(side, them);
    const sideNames = peer.side?.names ?? [];
    const deck = auditDeck(this.peerDeck!, peerDeck, (names) => checkDecklist(names, sideNames));
    if (!deck.clean) return blame(deck, them);
    this.peerDecklist = peer.deck.names; // the deck it committed to, now shown
    // Every key of every generation of both libraries first (a reshuffle may start from a slot of
    // the other library: a card whose owner changed): the owner's a_k, the peer's b_k.
    const keys = {} as Record<PlayerId, { owner: Scalar[][]; peer: Scalar[][] }>;
    for (const owner of ["A", "B"] as PlayerId[]) {
      const mineOwned = owner === this.you;
      keys[owner] = {
        owner: this.gens[owner].map((g, i) => (mineOwned ? g.keys! : (peer.ownerKeys[i] ?? []).map(scal))),
        peer: this.gens[owner].map((g, i) => (mineOwned ? (peer.peerKeys[i] ?? []).map(scal) : g.keys!)),
      };
    }
    for (const owner of ["A", "B"] as PlayerId[]) {
      const mineOwned = owner === this.you;
      const { owner: ownerKeys, peer: peerKeys } = keys[owner];
      // The key of an old slot held by this library's owner, and by the other side: of a slot of the
      // other library, the owner of this one held its b_k there and the other side its a_k.
      const oldKey = (f: Slot, whose: "owner" | "peer"): Scalar => {
        const there = f.lib === owner ? whose : whose === "owner" ? "peer" : "owner";
        return keys[f.lib][there][f.gen]![f.k]!;
      };
      for (let i = 0; i < this.gens[owner].length; i++) {
        const g = this.gens[owner][i]!;
        if (!g.lib) continue; // interrupted by the end of the game: nothing was dealt from it
        const alpha = mineOwned ? g.alpha! : scal(peer.alphas[i] ?? "");
        const beta = mineOwned ? scal(peer.betas[i] ?? "") : g.beta!;
        // A card from outside the game shuffled in from no slot starts from its point (its seed shown now).
        const sideSeeds = mineOwned ? (this.side?.secrets.seeds ?? []) : (peer.side?.seeds ?? []);
        const input: ShuffleRecord["input"] =
          g.input.kind === "deck"
            ? { kind: "deck" }
            : {
                kind: "library",
                entries: g.input.from.map((f, k) => ("side" in f ? encodePoint(seedPoint(sideSeeds[f.side] ?? "")) : (g.input as { entries: string[] }).entries[k]!)),
                ownerOldKeys: g.input.from.map((f) => ("side" in f ? null : oldKey(f, "owner"))),
                peerOldKeys: g.input.from.map((f) => ("side" in f ? null : oldKey(f, "peer"))),
              };
        const steps = g.steps as [DeckKeyStep, DeckKeyStep, SlotKeyStep, SlotKeyStep];
        const f = auditShuffle({ input, steps, secrets: { alpha, beta, ownerKeys: ownerKeys[i]!, peerKeys: peerKeys[i]! } }, mineOwned ? this.deck.secrets : peerDeck);
        if (!f.clean) return blame(f, owner);
      }
    }
    const chain = auditChain("owner", peer.chainSeed, this.peerChainHead!, this.peerLinks, 256);
    return blame(chain, them);
  }

  /** The peer's decklist from the secrets it showed at the audit. */
  peerDecklist: string[] | null = null;

  get waiting(): boolean {
    return !!this.queued;
  }

  hash(): string {
    return publicHash(this.state!);
  }

  /**
   * The public hash both copies compare after the latest change of the game (an action applied or
   * waiting for a random result, or one resumed with it): the signed `postHash` and final hash.
   */
  actionHash = "";

  /**
   * Who must act now. Nobody while a library is being shuffled together, while an action waits
   * for a random result or for hidden cards to be shown (CR 701.20), or while a card in a public
   * zone is not known here yet (its keys follow the action that moved it): the copies agree on
   * everything public before anyone acts. Here,
   * not I while my search waits for the keys of my library.
   */
  mustAct(): PlayerId | null {
    const s = this.state;
    if (!s || this.reshuffling || this.queued) return null;
    for (const o of Object.values(s.objects)) if (o.card >= 0 && isPublic(o) && o.name === UNKNOWN_CARD) return null;
    // My search (or the one I make for the player I control): I answer once I know the whole
    // library (the other program's keys follow the question).
    if (this.searchUnseen()) return null;
    const mover = whoMustAct(s);
    // I act only once I know my own hand: the keys of a card I drew are on their way, and a key
    // that arrived after a reshuffle (a mulligan) would name a card of the old slots.
    if (mover === this.you && s.players[this.you].hand.some((id) => s.objects[id]!.name === UNKNOWN_CARD)) return null;
    return mover;
  }

  /**
   * Whom this copy waits for when nobody may act because of the hidden cards, and what it waits
   * for (the clock runs against that side): a deck announcement, a step of a shuffle, a random
   * link, a side's part of a showing, or the keys of cards. Null when the copy waits for nobody
   * (someone may act, or the game is over). This side sends what it owes at once, so in practice
   * the seat is the other side's.
   */
  awaiting(): { seat: PlayerId; what: string } | null {
    const them = other(this.you);
    if (!this.peerDeck) return { seat: them, what: "its deck announcement (the start of the shuffle)" };
    for (const p of ["A", "B"] as PlayerId[]) {
      const g = this.gens[p].at(-1);
      if (!g || g.lib) continue;
      const i = [0, 1, 2, 3].find((j) => !g.steps[j]) ?? 3;
      const maker = i % 2 === 0 ? p : other(p);
      const whose = p === this.you ? "your library" : "their library";
      return { seat: maker, what: `step ${i + 1} of the shuffle of ${whose}` };
    }
    const s = this.state;
    const r = this.pendingRandom;
    if (!s) return r?.mine && !r.theirs ? { seat: them, what: "its link of the draw for who starts (it has yours)" } : null;
    if (this.queued?.reveal) return this.peerShowings < this.showings ? { seat: them, what: "its part of a showing of cards (the keys the rules call for)" } : null;
    if (this.queued) return r?.mine && !r.theirs ? { seat: them, what: "its link of a random result (it has yours)" } : null;
    for (const o of Object.values(s.objects)) if (o.card >= 0 && isPublic(o) && o.name === UNKNOWN_CARD) return { seat: them, what: "the keys of a card put into a public zone" };
    if (this.searchUnseen()) return { seat: them, what: this.search()!.owner === this.you ? "the keys of your library for your search" : "the keys of their library for the search you make for them" };
    if (whoMustAct(s) === this.you && s.players[this.you].hand.some((id) => s.objects[id]!.name === UNKNOWN_CARD)) return { seat: them, what: "the keys of the cards you drew" };
    return null;
  }
}

/** A name the copy cannot take for a card (it knows the card as another, or no such card exists). */
function revealProblemOrThrow(state: GameState, label: number, name: string): void {
  const problem = revealProblem(state, label, name);
  if (problem) throw new HiddenInfoError("wrong-card", problem);
}

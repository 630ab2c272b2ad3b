/**
 * The Winston draft's pool phase for a network limited event (issue 35, part 2): the hidden-card
 * protocol of app/host/limited/winston/ carried as the event session's signed, chained, logged
 * `phase` messages.
 *
 *   1. The card list. {t:"commit", contrib: H(r)}, then, once the peer's commitment is in,
 *      {t:"contrib", r}: the shared random result H(event id ‖ r_host ‖ r_guest) opens the
 *      proposal's boosters (`packsFrom`, the shop's collation). Both sides know the list; nobody
 *      alone chose it (each r was committed to before the other was shown).
 *   2. The draft. The Winston messages themselves, as bodies: `shuffle` (steps 1–4: both shuffle
 *      the stack, so neither knows its order), `show` (the slot keys that let the looker, and only
 *      it, open a pile or its blind card), `take` / `pass` (the looker's decision, with `saw`: its
 *      commitment to the cards it saw). The host is seat 0, the guest seat 1.
 *   3. The end. `final()` is this side's audit secrets (deck key, slot keys, chain seed, the salts
 *      of its `saw` commitments, the names of its pool); `peerPool()` runs the draft's audit
 *      (winston/audit.ts) over every logged Winston message and both sides' secrets: every card of
 *      the packs in exactly one pool, every pile what its looker saw. A side that lied is named
 *      (EventRefusal "cheated").
 *
 * The player's decisions come from outside: `pending()` shows the pile this side looks at (its
 * cards, as only this side saw them) when a decision is owed, `decide("take" | "pass")` records it,
 * and `due()` then holds the message it makes. An undecided pile is not in the log: after a crash
 * the player is asked again.
 *
 * The phase is a pure state machine over the logged bodies: `due()` makes the message owed without
 * keeping anything, and `apply(body, "me")` makes it again and keeps it only if it is the very
 * body logged. Every secret (r, the shuffle's keys and permutations, the chain, the salts) is drawn
 * from a deterministic stream seeded by the player's own Ed25519 signature over the event id, in
 * the order the messages were made: a side rebuilt from its log after kill -9 has the same secrets
 * and the same state, and nothing secret is stored beside the log.
 */
import type { PackCard } from "../../collection/booster";
import { concat, sha256, toHex, utf8 } from "../../net/bytes";
import { packsFrom, poolSize, type PackSpec } from "../packs";
import { auditDraft, type RecordedMessage } from "../winston/audit";
import { other, whoOwes, WinstonError, type Seat, type WinstonErrorCode, type WinstonSetup, type WinstonState } from "../winston/protocol";
import { WinstonSide, type SideView, type WinstonAuditSecrets } from "../winston/side";
import type { PhaseBody, PhaseProgress, PoolPhase, PoolPhaseSetup } from "./phase";
import { checkBody, EventRefusal, isHex64 } from "./wire";

const SECRET_DOMAIN = utf8("moxen/event/v1/winston-secret\0");
const COMMIT_DOMAIN = utf8("moxen/event/v1/winston-commit\0");
const SHARED_DOMAIN = utf8("moxen/event/v1/winston-shared\0");
const STREAM_DOMAIN = utf8("moxen/event/v1/winston-stream\0");
const POOL_DOMAIN = utf8("moxen/event/v1/winston-pool\0");

/**
 * The most cards a network Winston draft takes: its shuffle messages carry two 32-byte values per
 * card (about 134 bytes in JSON), and an event frame is at most 16,000 bytes (wire.ts). Six 15-card
 * boosters are 90.
 */
export const WINSTON_MAX_CARDS = 105;

/** Why `spec` cannot be a network Winston draft, or null. */
export function winstonSpecProblem(spec: PackSpec): string | null {
  const n = poolSize(spec);
  if (n > WINSTON_MAX_CARDS) return `A Winston draft over the network takes at most ${WINSTON_MAX_CARDS} cards (seven 15-card boosters); these packs hold ${n}.`;
  if (n < 6) return `A Winston draft needs at least 6 cards; these packs hold ${n}.`;
  return null;
}

/** What the player sees when it must decide: the draft as this side knows it (the pile it is at, with its cards). */
export type WinstonLook = SideView;
export type WinstonChoice = "take" | "pass";

const bytes = (h: string) => new Uint8Array(Buffer.from(h, "hex"));
const commitTo = (value: Uint8Array): string => toHex(sha256(COMMIT_DOMAIN, value));

/**
 * A deterministic byte stream (SHA-256 in counter mode over a 32-byte seed) whose position can be
 * read and set: what `due()` draws while making a message is drawn again when the message is kept.
 */
export class KeyStream {
  pos = 0;
  #block = -1;
  #bytes: Uint8Array = new Uint8Array(0);
  constructor(private readonly seed: Uint8Array) {}

  readonly read = (n: number): Uint8Array => {
    const out = new Uint8Array(n);
    for (let i = 0; i < n; i++, this.pos++) {
      const b = Math.floor(this.pos / 32);
      if (b !== this.#block) {
        const counter = new Uint8Array(8);
        new DataView(counter.buffer).setUint32(4, b);
        this.#bytes = sha256(this.seed, counter);
        this.#block = b;
      }
      out[i] = this.#bytes[this.pos % 32]!;
    }
    return out;
  };
}

/** This side's secrets' roots, from its key's deterministic signature over the event id. */
export function winstonSecrets(setup: Pick<PoolPhaseSetup, "identity" | "eventId">): { r: Uint8Array; streamSeed: Uint8Array } {
  const sig = setup.identity.sign(concat(SECRET_DOMAIN, bytes(setup.eventId)));
  return { r: sha256(utf8("r"), sig), streamSeed: sha256(STREAM_DOMAIN, sig) };
}

/** Refusals by the draft's own checks that prove the sender broke a commitment (not merely a bad message). */
const CHEATS: readonly WinstonErrorCode[] = ["key-mismatch", "not-a-card", "revealed-twice", "bad-random"];
const WINSTON_TYPES = ["shuffle", "show", "take", "pass"];

const isHexList = (max: number, len: number) => (x: unknown): boolean =>
  Array.isArray(x) && x.length <= max && x.every((e) => typeof e === "string" && e.length === len && /^[0-9a-f]+$/.test(e));

export class WinstonPhase implements PoolPhase {
  readonly kind = "winston" as const;
  readonly #setup: PoolPhaseSetup;
  readonly #seat: Seat;
  readonly #r: Uint8Array;
  readonly #stream: KeyStream;
  #commit: { me?: string; peer?: string } = {};
  #contrib: { me?: Uint8Array; peer?: Uint8Array } = {};
  #shared: Uint8Array | null = null;
  /** The cards of the packs, in the agreed order: card i of the draft is #cards[i]. */
  #cards: PackCard[] | null = null;
  #draft: WinstonSetup | null = null;
  #side: WinstonSide | null = null;
  /** Every Winston message, both sides', in log order: what the audit replays. */
  readonly #record: RecordedMessage[] = [];
  #decision: WinstonChoice | null = null;
  /** The message `due()` made last, for the state and stream position it was made at (a cache). */
  #made: { state: WinstonState; pos: number; end: number; decision: WinstonChoice | null; made: NonNullable<ReturnType<WinstonSide["prepare"]>> } | null = null;
  #pool: PackCard[][] | null = null;
  #poolKey: Uint8Array | null = null;

  constructor(setup: PoolPhaseSetup) {
    const problem = winstonSpecProblem(setup.spec);
    if (problem) throw new EventRefusal("bad-body", problem);
    this.#setup = setup;
    this.#seat = setup.role === "host" ? 0 : 1;
    const { r, streamSeed } = winstonSecrets(setup);
    this.#r = r;
    this.#stream = new KeyStream(streamSeed);
  }

  get pool(): PackCard[][] | null {
    return this.#pool;
  }
  get poolKey(): Uint8Array | null {
    return this.#poolKey;
  }
  /** The draft's cards (both sides know the list, not the order), once the shared result is drawn. */
  get cards(): readonly PackCard[] | null {
    return this.#cards;
  }
  /** This side's copy of the draft (tests, progress). */
  get side(): WinstonSide | null {
    return this.#side;
  }

  /**
   * Real steps until the draft can start: both commitments and contributions to the card list, then
   * the stack's four shuffle steps (seat 1 — the host — makes steps 1 and 3, seat 2 steps 2 and 4:
   * net/hidden/shuffle.ts). Once the piles are dealt the draft screen shows each turn instead.
   */
  progress(): PhaseProgress {
    const shuffled = this.#side?.state.steps.length ?? 0;
    const whose = (k: number) => ((k % 2 === 1) === (this.#seat === 0) ? "you shuffle" : "your friend shuffles");
    const steps: [boolean, string][] = [
      [!!this.#commit.me, "sending your commitment"],
      [!!this.#commit.peer, "waiting for your friend's commitment"],
      [!!this.#contrib.me, "sending your share of the random result"],
      [!!this.#contrib.peer, "waiting for your friend's share of the random result"],
      ...[1, 2, 3, 4].map((k): [boolean, string] => [shuffled >= k, `${whose(k)} the stack (step ${k} of 4)`]),
    ];
    const done = steps.filter(([d]) => d).length;
    return { done, of: steps.length, step: steps.find(([d]) => !d)?.[1] ?? "the piles are dealt" };
  }

  apply(body: PhaseBody, from: "me" | "peer"): void {
    if (body.t === "commit" || body.t === "contrib") return this.#applyCardList(body, from);
    if (!WINSTON_TYPES.includes(body.t)) throw new EventRefusal("bad-body", `Unknown Winston draft message "${String(body.t).slice(0, 32)}".`);
    const side = this.#side;
    if (!side) throw new EventRefusal("bad-body", "A Winston draft message before the card list was drawn.");
    if (from === "peer") {
      try {
        side.receive(body);
      } catch (e) {
        if (!(e instanceof WinstonError)) throw e;
        if (CHEATS.includes(e.code)) throw new EventRefusal("cheated", `The opponent cheated in the Winston draft: ${e.message}`);
        throw new EventRefusal("bad-body", `A Winston draft message refused (${e.code}): ${e.message}`);
      }
      this.#record.push({ from: other(this.#seat), msg: body });
    } else {
      // Our own logged message: made again from our secrets, kept only if it is the one logged.
      const pos = this.#stream.pos;
      const cached = this.#made?.state === side.state && this.#made.pos === pos ? this.#made : null;
      const made = cached ? cached.made : side.prepare(() => (body.t === "pass" ? "pass" : "take"));
      if (!made || JSON.stringify(made.msg) !== JSON.stringify(body)) {
        this.#stream.pos = pos;
        throw new EventRefusal("bad-body", "A Winston draft message of ours that this side does not make again from its secrets (another profile's log, or a damaged one).");
      }
      if (cached) this.#stream.pos = cached.end;
      made.commit();
      this.#made = null;
      this.#record.push({ from: this.#seat, msg: body });
      if (body.t === "take" || body.t === "pass") this.#decision = null;
    }
    if (side.state.phase === "over" && !this.#pool) {
      const cards = this.#cards!;
      this.#pool = [side.state.pools[this.#seat]!.map((slot) => cards[side.cardIndexIn(slot)!]!)];
      this.#poolKey = sha256(POOL_DOMAIN, this.#shared!, new Uint8Array([this.#seat]));
    }
  }

  #applyCardList(body: PhaseBody, from: "me" | "peer"): void {
    if (body.t === "commit") {
      checkBody(body, { t: () => true, contrib: isHex64 }, "A Winston commitment");
      if (this.#commit[from]) throw new EventRefusal("bad-body", "A second Winston commitment: each side commits once.");
      this.#commit[from] = body.contrib as string;
      return;
    }
    checkBody(body, { t: () => true, r: isHex64 }, "A Winston contribution");
    if (!this.#commit[from]) throw new EventRefusal("bad-body", "A contribution to the shared random result before its commitment.");
    if (this.#contrib[from]) throw new EventRefusal("bad-body", "A second contribution to the shared random result.");
    const r = bytes(body.r as string);
    if (commitTo(r) !== this.#commit[from]) {
      throw new EventRefusal("cheated", "The opponent's contribution to the shared random result is not the one it committed to: it tried to choose the draft's packs.");
    }
    this.#contrib[from] = r;
    if (this.#contrib.me && this.#contrib.peer) {
      const [host, guest] = this.#seat === 0 ? [this.#contrib.me, this.#contrib.peer] : [this.#contrib.peer, this.#contrib.me];
      this.#shared = sha256(SHARED_DOMAIN, bytes(this.#setup.eventId), host, guest);
      this.#cards = packsFrom(this.#shared, this.#setup.spec, this.#setup.sets).flat();
      this.#draft = { drawId: this.#setup.eventId, cards: this.#cards.map((c) => c.name) };
      this.#side = new WinstonSide(this.#seat, this.#draft, this.#stream.read);
    }
  }

  due(): PhaseBody[] {
    if (!this.#commit.me) return [{ t: "commit", contrib: commitTo(this.#r) }];
    // Our contribution only once the peer's is committed: it cannot choose its own after seeing ours.
    if (!this.#contrib.me) return this.#commit.peer ? [{ t: "contrib", r: toHex(this.#r) }] : [];
    const side = this.#side;
    if (!side || whoOwes(side.state) !== this.#seat) return [];
    if (side.state.phase === "draft" && side.state.owes === "move" && this.#decision === null) return [];
    const pos = this.#stream.pos;
    if (this.#made?.state !== side.state || this.#made.pos !== pos || this.#made.decision !== this.#decision) {
      const made = side.prepare(() => this.#decision ?? "take");
      this.#made = made ? { state: side.state, pos, end: this.#stream.pos, decision: this.#decision, made } : null;
    }
    this.#stream.pos = pos; // nothing kept: apply(body, "me") keeps it (the shuffle's steps are costly: made once)
    return this.#made ? [this.#made.made.msg as unknown as PhaseBody] : [];
  }

  /** The pile this side must decide on now, as it sees it; null when no decision is owed (or one is made and not yet sent). */
  pending(): WinstonLook | null {
    const side = this.#side;
    if (!side || this.#decision !== null) return null;
    const s = side.state;
    if (s.phase !== "draft" || s.owes !== "move" || whoOwes(s) !== this.#seat) return null;
    return side.view();
  }

  /** The draft as this side sees it now, whoever's turn it is (null before the card list is drawn). */
  draftView(): WinstonLook | null {
    return this.#side?.view() ?? null;
  }

  /** The player's decision on the pile `pending()` shows: `due()` then holds the message. */
  decide(choice: WinstonChoice): void {
    if (choice !== "take" && choice !== "pass") throw new Error(`A Winston decision is "take" or "pass", not ${JSON.stringify(choice)}.`);
    const look = this.pending();
    if (!look) throw new Error("No pile is waiting for your decision: it is not your turn to choose.");
    if (choice === "pass" && !look.mayPass) throw new Error(`Pile ${look.at + 1} is the last thing left to take: it must be taken.`);
    this.#decision = choice;
  }

  final(): PhaseBody {
    if (!this.#pool) throw new Error("The draft is not over yet.");
    const s = this.#side!.auditSecrets();
    return { t: "secrets", deckKey: s.deckKey, slotKeys: s.slotKeys, chainSeed: s.chainSeed, salts: s.salts, pool: s.pool };
  }

  peerPool(final: PhaseBody): PackCard[][] {
    const n = this.#cards?.length ?? 0;
    checkBody(final, {
      t: (x) => x === "secrets", deckKey: isHex64, slotKeys: isHexList(n, 64), chainSeed: isHex64, salts: isHexList(4 * n, 32),
      pool: (x) => Array.isArray(x) && x.length <= n && x.every((c) => typeof c === "string" && c.length <= 200),
    }, "The opponent's Winston secrets");
    if (!this.#pool || !this.#side || !this.#draft) throw new EventRefusal("bad-body", "Winston secrets before the draft was over.");
    const peer = other(this.#seat);
    const theirs: WinstonAuditSecrets = { deckKey: final.deckKey as string, slotKeys: final.slotKeys as string[], chainSeed: final.chainSeed as string, salts: final.salts as string[], pool: final.pool as string[] };
    const shown: [unknown, unknown] = this.#seat === 0 ? [this.#side.auditSecrets(), theirs] : [theirs, this.#side.auditSecrets()];
    const audit = auditDraft(this.#draft, this.#record, shown);
    if (!audit.clean) {
      if (audit.cheater === peer) {
        const who = peer === 0 ? "the host (seat 1)" : "the guest (seat 2)";
        throw new EventRefusal("cheated", `The opponent, ${who}, cheated in the Winston draft: ${audit.message}`);
      }
      throw new Error(`The Winston audit names this side: ${audit.message} (this program is damaged).`);
    }
    const cards = this.#cards!;
    return [this.#side.state.pools[peer]!.map((slot) => cards[audit.cardOfSlot[slot]!]!)];
  }
}

export const winstonPhase = (setup: PoolPhaseSetup): PoolPhase => new WinstonPhase(setup);

/**
 * Sealed deck's pool phase: each side's packs come from H(shared ‖ own secret), where the shared
 * random result is drawn by commit-then-reveal of both sides' contributions, and each side's secret
 * is committed to before that result exists. So:
 *
 *   - nobody alone chooses or predicts a pack: the secret is fixed (committed) before the shared
 *     result is drawn, and the shared result mixes a contribution from each side, each committed to
 *     before the other's was shown;
 *   - the pools stay hidden: the other side never sees our secret until the end of the event;
 *   - at the end each side shows its secret (`final`), and the other recomputes its pool and checks
 *     every game's deck (from that game's audit) against it.
 *
 * Messages: {t:"commit", secret: H(s), contrib: H(r)}, then, only once the peer's commitment is in,
 * {t:"contrib", r}. The peer's `r` must match its commitment (else it is refused at once as
 * cheating); at the end {t:"secret", s} must match H(s).
 *
 * s and r derive from the player's own key's deterministic Ed25519 signature over the event id
 * (as the match's seed secret does, app/host/net/handshake.ts): a crash between commit and reveal
 * loses nothing.
 */
import { concat, sha256, toHex, utf8 } from "../../net/bytes";
import type { PackCard } from "../../collection/booster";
import { packsFrom } from "../packs";
import type { PhaseBody, PhaseProgress, PoolPhase, PoolPhaseSetup } from "./phase";
import { checkBody, EventRefusal, isHex64 } from "./wire";

const SECRET_DOMAIN = utf8("moxen/event/v1/sealed-secret\0");
const COMMIT_DOMAIN = utf8("moxen/event/v1/sealed-commit\0");
const SHARED_DOMAIN = utf8("moxen/event/v1/sealed-shared\0");
const POOL_DOMAIN = utf8("moxen/event/v1/sealed-pool\0");

const hex = (b: Uint8Array) => toHex(b);
const bytes = (h: string) => new Uint8Array(Buffer.from(h, "hex"));

/** This side's secret s and contribution r, from its key's signature over the event id. */
export function sealedSecrets(setup: Pick<PoolPhaseSetup, "identity" | "eventId">): { s: Uint8Array; r: Uint8Array } {
  const sig = setup.identity.sign(concat(SECRET_DOMAIN, bytes(setup.eventId)));
  return { s: sha256(utf8("s"), sig), r: sha256(utf8("r"), sig) };
}

export const commitTo = (value: Uint8Array): string => hex(sha256(COMMIT_DOMAIN, value));

/** The shared random result: both contributions, host's first. */
export function sharedResult(eventId: string, rHost: Uint8Array, rGuest: Uint8Array): Uint8Array {
  return sha256(SHARED_DOMAIN, bytes(eventId), rHost, rGuest);
}

/** A side's 32 pool bytes: the shared result and its own secret. */
export function sealedPoolBytes(shared: Uint8Array, s: Uint8Array): Uint8Array {
  return sha256(POOL_DOMAIN, shared, s);
}

interface Commitment {
  secret: string;
  contrib: string;
}

export class SealedPhase implements PoolPhase {
  readonly kind = "sealed" as const;
  readonly #setup: PoolPhaseSetup;
  readonly #s: Uint8Array;
  readonly #r: Uint8Array;
  #mine: { commit?: Commitment; contrib?: Uint8Array } = {};
  #peer: { commit?: Commitment; contrib?: Uint8Array } = {};
  #pool: PackCard[][] | null = null;
  #poolKey: Uint8Array | null = null;
  #shared: Uint8Array | null = null;

  constructor(setup: PoolPhaseSetup) {
    this.#setup = setup;
    ({ s: this.#s, r: this.#r } = sealedSecrets(setup));
  }

  get pool(): PackCard[][] | null {
    return this.#pool;
  }

  get poolKey(): Uint8Array | null {
    return this.#poolKey;
  }

  apply(body: PhaseBody, from: "me" | "peer"): void {
    const side = from === "me" ? this.#mine : this.#peer;
    if (body.t === "commit") {
      checkBody(body, { t: () => true, secret: isHex64, contrib: isHex64 }, "A sealed commitment");
      if (side.commit) throw new EventRefusal("bad-body", "A second sealed commitment: each side commits once.");
      side.commit = { secret: body.secret as string, contrib: body.contrib as string };
    } else if (body.t === "contrib") {
      checkBody(body, { t: () => true, r: isHex64 }, "A sealed contribution");
      if (!side.commit) throw new EventRefusal("bad-body", "A contribution to the shared random result before its commitment.");
      if (side.contrib) throw new EventRefusal("bad-body", "A second contribution to the shared random result.");
      const r = bytes(body.r as string);
      if (commitTo(r) !== side.commit.contrib) {
        throw new EventRefusal("cheated", "The opponent's contribution to the shared random result is not the one it committed to: it tried to choose the packs.");
      }
      side.contrib = r;
    } else {
      throw new EventRefusal("bad-body", `Unknown sealed phase message "${String(body.t).slice(0, 32)}".`);
    }
    if (this.#mine.contrib && this.#peer.contrib && !this.#pool) {
      const [host, guest] = this.#setup.role === "host" ? [this.#mine.contrib, this.#peer.contrib] : [this.#peer.contrib, this.#mine.contrib];
      this.#shared = sharedResult(this.#setup.eventId, host, guest);
      this.#poolKey = sealedPoolBytes(this.#shared, this.#s);
      this.#pool = packsFrom(this.#poolKey, this.#setup.spec, this.#setup.sets);
    }
  }

  /** Five steps: both commitments, both contributions, the pool drawn from the shared result. */
  progress(): PhaseProgress {
    const steps: [boolean, string][] = [
      [!!this.#mine.commit, "sending your commitment"],
      [!!this.#peer.commit, "waiting for your friend's commitment"],
      [!!this.#mine.contrib, "sending your share of the random result"],
      [!!this.#peer.contrib, "waiting for your friend's share of the random result"],
      [!!this.#pool, "opening your packs"],
    ];
    const done = steps.filter(([d]) => d).length;
    return { done, of: steps.length, step: steps.find(([d]) => !d)?.[1] ?? "your packs are open" };
  }

  due(): PhaseBody[] {
    if (!this.#mine.commit) return [{ t: "commit", secret: commitTo(this.#s), contrib: commitTo(this.#r) }];
    // Our contribution only once the peer's is committed: it cannot choose its own after seeing ours.
    if (!this.#mine.contrib && this.#peer.commit) return [{ t: "contrib", r: hex(this.#r) }];
    return [];
  }

  final(): PhaseBody {
    if (!this.#pool) throw new Error("The pools are not drawn yet.");
    return { t: "secret", s: hex(this.#s) };
  }

  peerPool(final: PhaseBody): PackCard[][] {
    checkBody(final, { t: (x) => x === "secret", s: isHex64 }, "The opponent's sealed secret");
    if (!this.#shared || !this.#peer.commit) throw new EventRefusal("bad-body", "A sealed secret before the pools were drawn.");
    const s = bytes(final.s as string);
    if (commitTo(s) !== this.#peer.commit.secret) {
      throw new EventRefusal("cheated", "The opponent's secret is not the one it committed to before the packs were drawn: its pool cannot be the one it says.");
    }
    return packsFrom(sealedPoolBytes(this.#shared, s), this.#setup.spec, this.#setup.sets);
  }
}

export const sealedPhase = (setup: PoolPhaseSetup): PoolPhase => new SealedPhase(setup);

/**
 * The seed handshake of a session (README "Protocol v2"): our hello, which of commit and reveal
 * is due, the judgement of the peer's hello, commit and reveal, the game id and the seed, and
 * how a handshake that did not finish in time is told.
 *
 * Each side commits to H(nonce ‖ secret) after seeing the other's hello and reveals only after
 * seeing the other's commitment; the secret is derived from our own key's deterministic
 * signature over our nonce, so a crash between commit and reveal loses nothing.
 */
import { randomBytes } from "node:crypto";
import { fromBase64Url, toBase64Url } from "../bytes";
import { NetError } from "../errors";
import { fingerprintOfKey } from "../fingerprint";
import { commitment, compareVersions, deriveGameId, deriveHiddenSecret, deriveSecret, deriveSeed } from "../handshake";
import { keyToBytes, type Identity } from "../identity";
import { checkAndPin, type KnownPeers } from "../known-peers";
import * as bodies from "../message-bodies";
import type { Incident, PeerInfo } from "../session-types";
import { halting, type Verdict } from "./verdict";
import { formatName, formatSeconds } from "./words";

/** Seq numbers of the handshake messages: fixed, which makes the order checkable. */
const HANDSHAKE_SEQ: Record<string, number> = { hello: 1, commit: 2, reveal: 3 };

/** Whether a chained message of this type may carry this seq: hello, commit and reveal are 1–3, nothing else is. */
export function inHandshakeOrder(type: string, seq: number): boolean {
  const expectedSeq = HANDSHAKE_SEQ[type];
  return !((expectedSeq !== undefined && seq !== expectedSeq) || (expectedSeq === undefined && seq <= 3));
}

export interface HandshakeSettings {
  identity: Identity;
  role: "host" | "guest";
  /** `sideboard`: the cards outside the game (CR 400.11), committed hidden with the deck (hidden matches only). */
  local: { name: string; format?: bodies.MatchFormat; dexterity?: boolean; deck: string[]; sideboard?: string[]; ante?: boolean; firstPlayer?: "host" | "guest" };
  /** Our versions, as our hello lists them and the peer's must match. */
  versions: bodies.Versions;
  /** Hands and libraries hidden: the deck is committed to in the first hidden message, never listed. */
  hidden: boolean;
  checkDeck?: (deck: readonly string[], format: bodies.MatchFormat, options?: bodies.DeckOptions, sideboard?: readonly string[]) => string[];
  knownPeers?: KnownPeers;
}

export class Handshake {
  private _myHello: bodies.HelloBody | null = null;
  private _peerHello: bodies.HelloBody | null = null;
  private commitSent = false;
  private _revealSent = false;
  private peerCommitment: string | null = null;
  private peerSecret: Uint8Array | null = null;
  private _peer: PeerInfo | null = null;
  private _gameId = "";
  private _seed = "";

  constructor(private readonly settings: HandshakeSettings) {}

  get myHello(): bodies.HelloBody | null {
    return this._myHello;
  }
  get peerHello(): bodies.HelloBody | null {
    return this._peerHello;
  }
  /** The peer, once its hello was accepted: its key is the only one accepted from then on. */
  get peer(): PeerInfo | null {
    return this._peer;
  }
  get gameId(): string {
    return this._gameId;
  }
  get seed(): string {
    return this._seed;
  }

  /** Our hello for a new match (our deck checked as the opponent will check it). */
  newHello(): bodies.HelloBody {
    const { local, hidden } = this.settings;
    const format = local.format ?? "freeform";
    const problems = this.settings.checkDeck?.(local.deck, format, { dexterity: !!local.dexterity }, hidden ? (local.sideboard ?? []) : []) ?? [];
    if (problems.length) throw new NetError("bad-deck", `Your deck can't be played in ${formatName(format)}: ${problems.slice(0, 5).join("; ")}.`);
    const hello: bodies.HelloBody = {
      role: this.settings.role,
      format,
      nonce: toBase64Url(randomBytes(32)),
      name: local.name,
      versions: { ...this.settings.versions },
      // Hidden cards: the deck is committed to in the first hidden message, never listed.
      deck: hidden ? [] : local.deck,
      ...(hidden ? { hidden: true } : {}),
      ...(local.dexterity ? { dexterity: true } : {}),
      ...(local.ante ? { ante: true } : {}),
      ...(local.firstPlayer ? { firstPlayer: local.firstPlayer } : {}),
    };
    bodies.validateHello(hello); // our own limits apply to us too
    return hello;
  }

  /** Bookkeeping for a message of ours (freshly sent or replayed from the log). */
  noteOwn(type: string, body: unknown): void {
    if (type === "hello") this._myHello = body as bodies.HelloBody;
    if (type === "commit") this.commitSent = true;
    if (type === "reveal") this._revealSent = true;
  }

  /** Our commitment is due once we have seen the peer's hello. */
  commitDue(): bodies.CommitBody | null {
    if (!this._peerHello || this.commitSent) return null;
    return { commitment: commitment(this._myHello!.nonce, this.mySecret()) };
  }

  /** Our reveal is due once we have committed and seen the peer's commitment. */
  revealDue(): bodies.RevealBody | null {
    if (!this.peerCommitment || !this.commitSent || this._revealSent) return null;
    return { secret: toBase64Url(this.mySecret()) };
  }

  evaluateHello(hello: bodies.HelloBody, author: string): Verdict {
    const { role, hidden, checkDeck, knownPeers } = this.settings;
    if (hello.role === role) {
      return halting("role-conflict", `Both players tried to ${hello.role === "host" ? "host" : "join"} this match.`);
    }
    const differences = compareVersions(this.settings.versions, hello.versions);
    if (differences.length > 0) {
      return halting("version-mismatch", `Cannot play together: ${differences.join("; ")}.`);
    }
    if (!!hello.hidden !== hidden) {
      return halting("open-cards", hidden ? "Your opponent's program would show both decks to both sides (cards not hidden): it cannot play a match with hidden hands." : "Your opponent's program hides cards, which this match does not do.");
    }
    const myFormat = this._myHello?.format ?? this.settings.local.format ?? "freeform";
    if (hello.format !== myFormat) {
      return halting("format-mismatch", `Your opponent wants to play ${formatName(hello.format)}; you chose ${formatName(myFormat)}.`);
    }
    const myDexterity = !!(this._myHello ? this._myHello.dexterity : this.settings.local.dexterity);
    if (!!hello.dexterity !== myDexterity) {
      return halting("dexterity-mismatch", hello.dexterity
        ? "Your opponent wants to play with dexterity cards (Chaos Orb, Falling Star); you chose to play without them."
        : "Your opponent wants to play without dexterity cards (Chaos Orb, Falling Star); you chose to play with them.");
    }
    // Ante (CR 407) changes the game (each player antes a card) and what the match settles: both
    // players must have chosen it. Our own choice is the one our logged hello made.
    const myAnte = !!(this._myHello ? this._myHello.ante : this.settings.local.ante);
    if (!!hello.ante !== myAnte) {
      return halting(
        "ante-mismatch",
        myAnte
          ? "You chose to play for ante, but your opponent did not: both players must choose it. The match did not start, and no card changes hands."
          : "Your opponent wants to play for ante, but you did not choose it: both players must choose it. The match did not start, and no card changes hands.",
      );
    }
    // CR 103.1: in a later game of a limited event the loser of the previous game chose who starts,
    // in the event's signed log; each program puts that choice in its hello. Another choice (or
    // none, which would draw it) is refused before anything is dealt. Ours is the one our logged hello made.
    const myFirst = this._myHello ? this._myHello.firstPlayer : this.settings.local.firstPlayer;
    if (hello.firstPlayer !== myFirst) {
      const say = (f: "host" | "guest" | undefined) => (f === undefined ? "a random draw" : f === role ? "you" : "your opponent");
      return halting("first-player-mismatch", `Who plays first was not agreed: your program says ${say(myFirst)}, your opponent's says ${say(hello.firstPlayer)}. The game did not start.`);
    }
    // The same check our own deck passed (cards the engine implements, counts, size, the
    // format's restricted list): an illegal deck never reaches the rules engine.
    // With hidden cards the decklist is committed to now and checked at the audit, when it is shown.
    const problems = hello.hidden ? [] : (checkDeck?.(hello.deck, hello.format, { dexterity: !!hello.dexterity, ante: !!hello.ante }) ?? []);
    if (problems.length) {
      const shown = problems.slice(0, 5).map((p) => p.slice(0, 160));
      return halting("bad-deck", `Your opponent's deck can't be played in ${formatName(hello.format)}: ${shown.join("; ")}${problems.length > 5 ? ` (and ${problems.length - 5} more)` : ""}.`);
    }
    let firstContact = true;
    if (knownPeers) {
      try {
        firstContact = checkAndPin(knownPeers, hello.name, author).firstContact;
      } catch (err) {
        return halting("identity-mismatch", (err as Error).message);
      }
    }
    return {
      ok: true,
      commit: () => {
        this._peerHello = hello;
        this._peer = { name: hello.name, publicKey: author, fingerprint: fingerprintOfKey(keyToBytes(author)), firstContact };
        const [hostNonce, guestNonce] = role === "host" ? [this._myHello!.nonce, hello.nonce] : [hello.nonce, this._myHello!.nonce];
        this._gameId = deriveGameId(hostNonce, guestNonce);
      },
    };
  }

  evaluateCommit(body: bodies.CommitBody): Verdict {
    return { ok: true, commit: () => (this.peerCommitment = body.commitment) };
  }

  /** The peer's reveal must open its commitment; `revealed` runs once it is accepted. */
  evaluateReveal(reveal: bodies.RevealBody, revealed: () => void): Verdict {
    const secret = fromBase64Url(reveal.secret);
    if (commitment(this._peerHello!.nonce, secret) !== this.peerCommitment) {
      return {
        ok: false,
        code: "bad-reveal",
        message: "The opponent's seed reveal does not match their commitment, so the shared seed cannot be trusted. The match is stopped.",
        halt: true,
      };
    }
    return {
      ok: true,
      commit: () => {
        this.peerSecret = secret;
        revealed();
      },
    };
  }

  /**
   * Both hellos are known, our reveal is sent and theirs accepted: the seed is derived, and the
   * hellos of the host (seat A) and the guest (seat B) returned. Null until then.
   */
  complete(): { host: bodies.HelloBody; guest: bodies.HelloBody } | null {
    const myHello = this._myHello;
    const peerHello = this._peerHello;
    if (!myHello || !peerHello || !this._revealSent || !this.peerSecret) return null;
    const mySecret = this.mySecret();
    const host = this.settings.role === "host";
    const [hostSecret, guestSecret] = host ? [mySecret, this.peerSecret] : [this.peerSecret, mySecret];
    this._seed = deriveSeed(this._gameId, hostSecret, guestSecret);
    return host ? { host: myHello, guest: peerHello } : { host: peerHello, guest: myHello };
  }

  /** The agreed starting player's seat (host A, guest B; both hellos said so, ours as logged), or null: drawn at random. */
  get firstPlayer(): "A" | "B" | null {
    const f = this._myHello?.firstPlayer;
    return f === "host" ? "A" : f === "guest" ? "B" : null;
  }

  /** Whether this match is played for ante (both hellos said so; ours as logged). */
  get ante(): boolean {
    return !!this._myHello?.ante;
  }

  /** This side's secret seed for the hidden game (never sent). */
  hiddenSecret(): Uint8Array {
    return deriveHiddenSecret(this.settings.identity, this._myHello!.nonce);
  }

  /**
   * The handshake did not finish in time. If we revealed our secret and the peer did not, it
   * could compute both opening hands and then walk away: that is an abandoned handshake.
   */
  timedOut(elapsedMs: number, at: string): Incident {
    const secs = formatSeconds(elapsedMs);
    const abandoned = this._revealSent && !this.peerSecret && !!this.peerCommitment;
    return abandoned
      ? { code: "abandoned-handshake", message: `Your opponent received your half of the shuffle seed but never revealed theirs (${secs}): they could see both opening hands, then walked away.`, halted: true, at }
      : { code: "handshake-timeout", message: `The opponent did not complete the handshake within ${secs}. The match did not start.`, halted: true, at };
  }

  private mySecret(): Uint8Array {
    return deriveSecret(this.settings.identity, this._myHello!.nonce);
  }
}

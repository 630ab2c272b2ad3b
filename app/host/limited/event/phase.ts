/**
 * The pool phase of a network limited event: the step that gives each side its pool, hidden from
 * the other, with what the other needs to check it at the end. Sealed deck (`sealed-phase.ts`) is
 * one; the Winston draft (app/host/limited/winston/) is to be the next.
 *
 * The event session (`session.ts`) carries a phase's messages as signed, chained, logged `phase`
 * messages and its end-of-event secrets as the `final` message. A phase is a pure state machine
 * over those messages, so that a session rebuilt from its log after a crash is in the same state:
 *
 *   apply(body, from)  every phase message, ours and the peer's, in log order (the peer's are
 *                      checked: a refusal throws EventRefusal and changes nothing)
 *   due()              the messages this side owes now (sent, logged and applied by the session,
 *                      then due() is asked again); [] while it waits for the peer
 *
 * A phase that needs the player's decisions (the Winston draft: take or pass each pile) offers
 * `pending()`, what the player must decide now, and `decide(choice)`, which records the decision
 * so that `due()` holds the message it makes. A decision not yet sent is not in the log: after a
 * crash the player is asked again. Sealed deck needs none.
 *
 * A phase's secrets must be derived from the player's own key (its deterministic signature over the
 * event id), never drawn at random and kept, so a crash between a commitment and its reveal loses
 * nothing and nothing secret is stored beside the log.
 */
import type { PackCard } from "../../collection/booster";
import type { SetData } from "../../collection/card-data";
import type { Identity } from "../../net/identity";
import type { EventKind } from "../pool";
import type { PackSpec } from "../packs";
import type { WinstonChoice, WinstonLook } from "./winston-phase";

export type PhaseBody = { t: string } & Record<string, unknown>;

export interface PoolPhaseSetup {
  identity: Identity;
  /** The event id (hex), H(host nonce ‖ guest nonce): neither side chose it alone. */
  eventId: string;
  role: "host" | "guest";
  spec: PackSpec;
  sets: readonly SetData[];
}

export interface PoolPhase {
  readonly kind: EventKind;
  apply(body: PhaseBody, from: "me" | "peer"): void;
  due(): PhaseBody[];
  /** This side's pool, once the phase is over. */
  readonly pool: PackCard[][] | null;
  /** 32 bytes naming this side's pool (the key `recordPool` keeps it under), once over. */
  readonly poolKey: Uint8Array | null;
  /** The body of this side's `final` message (its secrets), once the phase is over. */
  final(): PhaseBody;
  /**
   * The peer's pool from its `final` body, recomputed: throws EventRefusal ("cheated") when the
   * secrets do not match what the peer committed to, ("bad-body") when malformed.
   */
  peerPool(final: PhaseBody): PackCard[][];
  /** The phase's steps done so far (shown while the pools are drawn), from its state only. */
  progress?(): PhaseProgress;
  /** What the player must decide now (a Winston pile, as only this side sees it), or null. */
  pending?(): WinstonLook | null;
  /** The draft as this side sees it at any moment (null before the card list is drawn): for the screen. */
  draftView?(): WinstonLook | null;
  /** The player's decision on what `pending()` shows; throws Error when none is owed or it is not allowed. */
  decide?(choice: WinstonChoice): void;
}

/** How far a phase has gone, in its real steps (messages sent and received), with the next step in words. */
export interface PhaseProgress {
  done: number;
  of: number;
  step: string;
}

export type PoolPhaseFactory = (setup: PoolPhaseSetup) => PoolPhase;

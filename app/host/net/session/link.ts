/**
 * The connection of a session: the transport in use, the acknowledgement owed to the peer
 * (piggy-backed on our next message, else sent alone after `ackDelayMs`), and the clocks
 * that pace resends and resync requests. It carries frames; what they say is the session's.
 */
import type { Transport } from "../transport";

export interface LinkTiming {
  /** How long to wait for a message to piggy-back an acknowledgement on (0: once this batch of input is done). */
  ackDelayMs: number;
  /** Unacknowledged messages are sent again after this long. */
  retransmitMs: number;
  now: () => number;
}

export class Link {
  private transport: Transport | null = null;
  private unsubscribe: (() => void)[] = [];
  private ackOwed = false;
  private ackTimer: ReturnType<typeof setTimeout> | null = null;
  private ackImmediate: ReturnType<typeof setImmediate> | null = null;
  private lastSendAt = 0;
  private lastResyncAt = -Infinity;
  private lastResyncServedAt = -Infinity;

  constructor(private readonly timing: LinkTiming) {}

  /** The transport in use, or null. */
  get current(): Transport | null {
    return this.transport;
  }

  /** Uses a transport (drop the old one first); `closed` is told when it closes while still in use. */
  connect(transport: Transport, received: (bytes: Uint8Array) => void, closed: (reason: string) => void): void {
    this.transport = transport;
    this.unsubscribe = [
      transport.onMessage(received),
      transport.onClose((reason) => {
        if (this.transport !== transport) return;
        this.drop();
        closed(reason);
      }),
    ];
  }

  /** Stops using the transport (not closing it) and any pending ack; returns it. */
  drop(): Transport | null {
    const t = this.transport;
    for (const u of this.unsubscribe) u();
    this.unsubscribe = [];
    this.transport = null;
    if (this.ackTimer) clearTimeout(this.ackTimer);
    if (this.ackImmediate) clearImmediate(this.ackImmediate);
    this.ackTimer = null;
    this.ackImmediate = null;
    return t;
  }

  /** Sends one of our chained frames (new or resent); resends are timed from it. */
  transmit(frame: Uint8Array): void {
    this.lastSendAt = this.timing.now();
    this.transport?.send(frame);
  }

  /** A message of ours carries our ack: none is owed until more arrives. */
  ackCarried(): void {
    this.ackOwed = false;
  }

  /** We owe the peer an ack: `sendAck` runs after `ackDelayMs` unless a message of ours carried it. */
  scheduleAck(sendAck: () => void): void {
    this.ackOwed = true;
    if (this.ackTimer || this.ackImmediate || !this.transport) return;
    const send = () => {
      this.ackTimer = null;
      this.ackImmediate = null;
      if (this.ackOwed) sendAck();
    };
    // 0 means "as soon as this batch of input is processed" (setTimeout would add ~1 ms).
    if (this.timing.ackDelayMs === 0) this.ackImmediate = setImmediate(send);
    else this.ackTimer = setTimeout(send, this.timing.ackDelayMs);
  }

  /** Nothing of ours went out for `retransmitMs`: time to resend what is unacknowledged. */
  resendDue(): boolean {
    return this.timing.now() - this.lastSendAt >= this.timing.retransmitMs;
  }

  /** Whether to ask the peer for a resync now (at most every retransmitMs/2 unless forced); counted if so. */
  mayRequestResync(force: boolean): boolean {
    if (!force && this.timing.now() - this.lastResyncAt < this.timing.retransmitMs / 2) return false;
    this.lastResyncAt = this.timing.now();
    return true;
  }

  /**
   * Whether to serve the peer's resync request now; counted if so. An honest peer asks at most
   * every retransmitMs/2; serving faster would let a replayed request amplify traffic.
   */
  mayServeResync(): boolean {
    if (this.timing.now() - this.lastResyncServedAt < Math.min(50, this.timing.retransmitMs / 4)) return false;
    this.lastResyncServedAt = this.timing.now();
    return true;
  }
}

/**
 * A transport wrapper that misbehaves on purpose — drop, delay, duplicate, reorder,
 * tamper — with every decision drawn from a seeded generator, so a failing fault test can
 * be replayed from its seed. Faults apply to what this end sends; wrap both ends to
 * disturb both directions.
 */
import { SeededRandom } from "./seeded-random";
import { BaseTransport, type Transport } from "./transport";

export interface FaultPlan {
  seed: number | string;
  /** Probability that a message is silently lost. */
  drop?: number;
  /** Probability that a message is delivered twice. */
  duplicate?: number;
  /** Probability that a message is held back and sent after the next one. */
  reorder?: number;
  /** Probability that one byte of a message is flipped. */
  tamper?: number;
  /** Each message is delayed by a random number of milliseconds in this range. */
  delayMs?: [number, number];
}

export interface FaultStats {
  sent: number;
  dropped: number;
  duplicated: number;
  reordered: number;
  tampered: number;
}

export class FaultyTransport extends BaseTransport {
  readonly stats: FaultStats = { sent: 0, dropped: 0, duplicated: 0, reordered: 0, tampered: 0 };
  private random: SeededRandom;
  private held: Uint8Array | null = null;
  private heldTimer: ReturnType<typeof setTimeout> | null = null;
  private unsubscribe: (() => void)[];

  constructor(
    private inner: Transport,
    private plan: FaultPlan,
  ) {
    super();
    this.random = new SeededRandom(plan.seed);
    this.unsubscribe = [
      inner.onMessage((bytes) => this.deliver(bytes)),
      inner.onClose((reason) => this.closed(reason)),
    ];
  }

  /** Simulates the connection dropping (both ends see a close). */
  cut(): void {
    this.close("connection cut (fault injection)");
  }

  protected transmit(bytes: Uint8Array): void {
    const r = this.random;
    this.stats.sent++;
    if (r.chance(this.plan.drop ?? 0)) {
      this.stats.dropped++;
      return;
    }
    let out = bytes;
    if (r.chance(this.plan.tamper ?? 0)) {
      out = bytes.slice();
      const at = r.int(0, out.length - 1);
      out[at] = out[at]! ^ (1 << r.int(0, 7));
      this.stats.tampered++;
    }
    const copies = r.chance(this.plan.duplicate ?? 0) ? 2 : 1;
    if (copies === 2) this.stats.duplicated++;
    if (!this.held && r.chance(this.plan.reorder ?? 0)) {
      // Hold it until the next message overtakes it (or a short while passes).
      this.stats.reordered++;
      this.held = out;
      this.heldTimer = setTimeout(() => this.releaseHeld(), 30);
      return;
    }
    for (let i = 0; i < copies; i++) this.later(out);
    this.releaseHeld();
  }

  private releaseHeld(): void {
    if (this.heldTimer) clearTimeout(this.heldTimer);
    this.heldTimer = null;
    const held = this.held;
    this.held = null;
    if (held) this.later(held);
  }

  private later(bytes: Uint8Array): void {
    const [min, max] = this.plan.delayMs ?? [0, 0];
    const delay = max > 0 ? this.random.int(min, max) : 0;
    if (delay === 0) this.inner.send(bytes);
    else setTimeout(() => this.inner.send(bytes), delay);
  }

  protected shutdown(reason: string): void {
    if (this.heldTimer) clearTimeout(this.heldTimer);
    this.held = null;
    for (const u of this.unsubscribe) u();
    this.inner.close(reason);
  }
}

export function withFaults(inner: Transport, plan: FaultPlan): FaultyTransport {
  return new FaultyTransport(inner, plan);
}

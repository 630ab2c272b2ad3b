/**
 * `bench net --link-ms N[,M…]`: a one-way delay added to the channel in this process, so that a
 * ping and a signed action are compared over a link like the one players use (10 ms one way is a
 * short internet hop), not only over loopback, where a ping costs a fraction of a millisecond.
 */
import { UsageError } from "../../args";
import type { Transport } from "../../../host/net/transport";

/** The longest one-way delay accepted (ms): beyond it a round of the bench takes seconds. */
export const MAX_LINK_MS = 1000;

/** "0,10" → [0, 10]: whole milliseconds, 0 to MAX_LINK_MS, no repeats, in the order given. */
export function parseLinkMs(raw: string): number[] {
  const parts = raw.split(",").map((s) => s.trim());
  const out: number[] = [];
  for (const p of parts) {
    if (!/^\d+$/.test(p)) throw new UsageError(`--link-ms takes whole milliseconds separated by commas (e.g. 0,10), got "${raw}"`);
    const n = Number(p);
    if (n > MAX_LINK_MS) throw new UsageError(`--link-ms: each delay must be between 0 and ${MAX_LINK_MS} ms, got ${n}`);
    if (out.includes(n)) throw new UsageError(`--link-ms: ${n} is given twice`);
    out.push(n);
  }
  return out;
}

/**
 * `t` with every frame it sends held `ms` milliseconds first (one-way delay). Frames keep their
 * order: timers of one duration fire in the order they were set. 0 is `t` itself.
 */
export function delayed(t: Transport, ms: number): Transport {
  if (ms === 0) return t;
  return {
    send: (bytes) => void setTimeout(() => t.isOpen && t.send(bytes), ms),
    onMessage: (h) => t.onMessage(h),
    onClose: (h) => t.onClose(h),
    close: (reason) => t.close(reason),
    get isOpen() {
      return t.isOpen;
    },
  };
}

/**
 * A data channel the renderer opened, held by the host until a service claims it (a match or a
 * trade). Bytes can arrive before the claim: the friend's program may start talking the moment the
 * connection opens, while ours is still on its way through the IPC to `trade.start` or
 * `match.connect`. A plain transport drops bytes nobody listens to; a match survives that (it
 * resends what the other lacks), a trade's hello does not. So the held channel keeps what arrives
 * meanwhile (up to a bound: past it the channel is closed, as a flood from a peer nobody has
 * accepted yet) and hands it to the first listener of the claimed transport, in order.
 */
import type { Transport } from "./transport";

/** Frames kept at most before a claim (a hello and a few messages; a flood closes the channel). */
export const MAX_HELD_FRAMES = 64;

export class HeldChannel {
  private held: Uint8Array[] | null = [];
  private readonly stopHolding: () => void;

  constructor(readonly transport: Transport) {
    this.stopHolding = transport.onMessage((bytes) => {
      if (!this.held) return;
      if (this.held.length >= MAX_HELD_FRAMES) {
        this.held = null;
        transport.close(`more than ${MAX_HELD_FRAMES} messages arrived before this program used the connection`);
        return;
      }
      this.held.push(bytes);
    });
  }

  /**
   * The channel for its one user. The bytes held so far go to the first message listener, then
   * the live ones, in order. They are handed over on the next turn of the event loop, not inside
   * `onMessage`: the user subscribes first and then says its own first word (a trade's hello), and
   * must not have to answer the friend before it has spoken.
   */
  claim(): Transport {
    const t = this.transport;
    let waiting: Uint8Array[] | null = this.held ?? [];
    this.held = null;
    this.stopHolding();
    let listener: ((bytes: Uint8Array) => void) | null = null;
    const flush = () => {
      const list = waiting ?? [];
      waiting = null;
      for (const bytes of list) listener?.(bytes);
    };
    return {
      send: (bytes) => t.send(bytes),
      onMessage: (handler) => {
        if (listener) return t.onMessage(handler);
        listener = handler;
        // Until the held bytes are handed over, live ones queue behind them.
        const off = t.onMessage((bytes) => (waiting ? waiting.push(bytes) : handler(bytes)));
        setImmediate(flush);
        return () => {
          listener = null;
          off();
        };
      },
      onClose: (handler) => t.onClose(handler),
      close: (reason) => t.close(reason),
      get isOpen() {
        return t.isOpen;
      },
    };
  }
}

/**
 * In-memory transport pair for unit tests and local play: what one end sends, the other
 * receives on a later macrotask (as a network would — never re-entrantly inside `send`).
 */
import { BaseTransport } from "./transport";

class MemoryEnd extends BaseTransport {
  peer: MemoryEnd | null = null;

  protected transmit(bytes: Uint8Array): void {
    const copy = bytes.slice(); // the sender may reuse its buffer
    const peer = this.peer;
    setImmediate(() => peer?.receive(copy));
  }

  protected shutdown(reason: string): void {
    const peer = this.peer;
    this.peer = null;
    if (peer) {
      peer.peer = null;
      setImmediate(() => peer.remoteClosed(reason));
    }
  }

  receive(bytes: Uint8Array): void {
    this.deliver(bytes);
  }

  remoteClosed(reason: string): void {
    this.closed(`peer closed: ${reason}`);
  }
}

/** Two connected ends. Closing either closes both. */
export function memoryPair(): [BaseTransport, BaseTransport] {
  const a = new MemoryEnd();
  const b = new MemoryEnd();
  a.peer = b;
  b.peer = a;
  return [a, b];
}

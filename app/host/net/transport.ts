/**
 * Transport: the only thing the protocol needs from a connection — whole messages of
 * bytes in, whole messages of bytes out, in order, and a close signal. Reliability is
 * NOT assumed: the peer session acknowledges, re-requests and de-duplicates itself, so a
 * faulty or reconnected transport is fine.
 *
 * A Transport is handed out already open (WebRTC factories resolve on `connect`), so
 * there is no `onOpen`. After `onClose` fires it never delivers again.
 */
export interface Transport {
  /** Sends one message. Silently ignored after close (the session resends after reconnect). */
  send(bytes: Uint8Array): void;
  /** Registers a handler for incoming messages; returns an unsubscribe function. */
  onMessage(handler: (bytes: Uint8Array) => void): () => void;
  /** Registers a handler called once when the connection ends, for any reason. */
  onClose(handler: (reason: string) => void): () => void;
  close(reason?: string): void;
  readonly isOpen: boolean;
}

/** A tiny listener set; handlers that throw do not stop the others. */
export class Listeners<Args extends unknown[]> {
  private handlers = new Set<(...args: Args) => void>();

  add(handler: (...args: Args) => void): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  emit(...args: Args): void {
    for (const h of [...this.handlers]) {
      try {
        h(...args);
      } catch (err) {
        // A broken listener must not break delivery to the others; surface it asynchronously.
        queueMicrotask(() => {
          throw err;
        });
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}

/**
 * Shared plumbing for transports: listener sets and the once-only close.
 * Subclasses implement `transmit` and call `deliver` / `closed`.
 */
export abstract class BaseTransport implements Transport {
  private messageListeners = new Listeners<[Uint8Array]>();
  private closeListeners = new Listeners<[string]>();
  private open = true;

  get isOpen(): boolean {
    return this.open;
  }

  send(bytes: Uint8Array): void {
    if (!this.open) return;
    this.transmit(bytes);
  }

  onMessage(handler: (bytes: Uint8Array) => void): () => void {
    return this.messageListeners.add(handler);
  }

  onClose(handler: (reason: string) => void): () => void {
    return this.closeListeners.add(handler);
  }

  close(reason = "closed locally"): void {
    if (!this.open) return;
    this.shutdown(reason);
    this.closed(reason);
  }

  protected abstract transmit(bytes: Uint8Array): void;
  /** Releases the underlying connection; called once by `close`. */
  protected abstract shutdown(reason: string): void;

  protected deliver(bytes: Uint8Array): void {
    if (this.open) this.messageListeners.emit(bytes);
  }

  protected closed(reason: string): void {
    if (!this.open) return;
    this.open = false;
    this.closeListeners.emit(reason);
    this.messageListeners.clear();
    this.closeListeners.clear();
  }
}

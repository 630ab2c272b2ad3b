/**
 * A Transport over a byte stream (a child process's pipes): each message is a 4-byte big-endian
 * length and the bytes. Used by the kill -9 tests, where the two sides are two processes.
 */
import type { Readable } from "node:stream";
import { BaseTransport } from "../../app/host/net/transport";

export class StreamTransport extends BaseTransport {
  #buffer = Buffer.alloc(0);

  constructor(
    input: Readable,
    private write: (bytes: Uint8Array) => void,
  ) {
    super();
    input.on("data", (chunk: Buffer) => {
      this.#buffer = Buffer.concat([this.#buffer, chunk]);
      while (this.#buffer.length >= 4) {
        const length = this.#buffer.readUInt32BE(0);
        if (this.#buffer.length < 4 + length) break;
        const message = new Uint8Array(this.#buffer.subarray(4, 4 + length));
        this.#buffer = this.#buffer.subarray(4 + length);
        this.deliver(message);
      }
    });
    input.on("end", () => this.closed("the stream ended"));
    input.on("error", () => this.closed("the stream failed"));
  }

  protected transmit(bytes: Uint8Array): void {
    const header = Buffer.alloc(4);
    header.writeUInt32BE(bytes.length, 0);
    try {
      this.write(Buffer.concat([header, bytes]));
    } catch {
      this.closed("the stream is gone");
    }
  }

  protected shutdown(): void {}
}

/**
 * The shipped app's transport. In Electron, WebRTC runs in the renderer (Chromium's own;
 * @roamhq/wrtc does not load in Electron), while keys, logs and rules stay in the host.
 * The renderer runs simple-peer and only moves bytes; the host sees a BridgedTransport.
 *
 * Wiring (for the IPC contract and the UI):
 *
 *   host → renderer   net.channel.send   {channelId, bytes}      BridgedTransport.send
 *                     net.channel.close  {channelId, reason}     BridgedTransport.close
 *   renderer → host   net.channel.data   {channelId, bytes}      BridgeRegistry.deliver
 *                     net.channel.closed {channelId, reason}     BridgeRegistry.closed
 *   signaling         renderer's simple-peer 'signal' (non-trickle SDP) → host
 *                     signalToCode(sdp, identity.digest()) → invite/answer code for the UI;
 *                     a pasted code → codeToSignal(code, kind) → renderer's peer.signal().
 *
 * Trust: the renderer is untrusted, and that is fine here. It never sees a private key,
 * so it cannot forge the peer's or our messages; at worst it drops or delays bytes, which
 * the session already survives. Inputs are still type- and size-checked at this boundary.
 */
import { NetError } from "./errors";
import { DEFAULT_MAX_FRAME_BYTES } from "./protocol";
import { BaseTransport } from "./transport";

/** What the host can ask of the renderer's side of one channel (implemented over IPC). */
export interface RendererChannel {
  send(bytes: Uint8Array): void;
  close(reason: string): void;
}

export class BridgedTransport extends BaseTransport {
  constructor(
    readonly channelId: string,
    private renderer: RendererChannel,
    private maxBytes = DEFAULT_MAX_FRAME_BYTES,
  ) {
    super();
  }

  /** Bytes the renderer's data channel received from the peer. */
  deliverFromRenderer(bytes: unknown): void {
    if (!(bytes instanceof Uint8Array)) return; // a confused or hostile renderer: ignore
    // Oversized input is passed on truncated-free but capped: the session reports it as oversized.
    this.deliver(bytes.length > this.maxBytes + 1 ? bytes.subarray(0, this.maxBytes + 1) : bytes);
  }

  /** The renderer reports that the channel closed (peer gone, ICE failure, window closed). */
  rendererClosed(reason: string): void {
    this.closed(`connection closed: ${String(reason).slice(0, 200)}`);
  }

  protected transmit(bytes: Uint8Array): void {
    this.renderer.send(bytes);
  }

  protected shutdown(reason: string): void {
    this.renderer.close(reason);
  }
}

/** Routes IPC events to the right BridgedTransport by channel id. */
export class BridgeRegistry {
  private channels = new Map<string, BridgedTransport>();
  private counter = 0;

  /** Creates the host side of a channel the renderer is about to open. */
  open(makeRenderer: (channelId: string) => RendererChannel): BridgedTransport {
    const id = `ch${++this.counter}`;
    const transport = new BridgedTransport(id, makeRenderer(id));
    this.channels.set(id, transport);
    transport.onClose(() => this.channels.delete(id));
    return transport;
  }

  deliver(channelId: unknown, bytes: unknown): void {
    this.lookup(channelId).deliverFromRenderer(bytes);
  }

  closed(channelId: unknown, reason: unknown): void {
    this.channels.get(String(channelId))?.rendererClosed(String(reason ?? "closed"));
  }

  private lookup(channelId: unknown): BridgedTransport {
    const t = typeof channelId === "string" ? this.channels.get(channelId) : undefined;
    if (!t) throw new NetError("no-channel", `No open network channel "${String(channelId)}".`);
    return t;
  }
}

/**
 * EventChannel: one data channel carrying a limited event and its games, told apart by the first
 * byte of each frame — the event's own messages (0x03, `wire.ts`) and the current game's match
 * frames (every other byte: the game's PeerSession refuses anything that is not its own).
 *
 *   channel ─┬─ `event` view: 0x03 frames, for the EventSession
 *            └─ game views: one per game, made by `nextGame()`, one at a time
 *
 * Games follow one another on the same channel. A game's view is retired (`retireGame`) once the
 * game and its audit are over; its late frames (acknowledgements) are then dropped, recognised by
 * the game id, not handed to the next game. Match frames that arrive while no game view is open
 * (the friend's program started the next game a moment before ours) are kept, up to a bound, and
 * handed to the next view first. Closing a view detaches it only; closing the channel ends them all.
 */
import { fromUtf8 } from "../../net/bytes";
import { BaseTransport, type Transport } from "../../net/transport";
import { EVENT_FRAME } from "./wire";

const MAX_HELD = 256;

class View extends BaseTransport {
  constructor(
    private readonly channel: Transport,
    private readonly onShutdown: () => void,
  ) {
    super();
  }
  protected transmit(bytes: Uint8Array): void {
    this.channel.send(bytes);
  }
  protected shutdown(): void {
    this.onShutdown();
  }
  push(bytes: Uint8Array): void {
    this.deliver(bytes);
  }
  end(reason: string): void {
    this.closed(reason);
  }
}

function gameIdOf(frame: Uint8Array): string | null {
  try {
    const p = JSON.parse(fromUtf8(frame.subarray(1, frame.length - 64))) as { gameId?: unknown };
    return typeof p.gameId === "string" && p.gameId ? p.gameId : null;
  } catch {
    return null;
  }
}

export class EventChannel {
  readonly event: Transport;
  readonly #channel: Transport;
  readonly #eventView: View;
  #game: View | null = null;
  #held: Uint8Array[] = [];
  readonly #retired = new Set<string>();

  constructor(channel: Transport) {
    this.#channel = channel;
    this.#eventView = new View(channel, () => {});
    this.event = this.#eventView;
    channel.onMessage((bytes) => this.#route(bytes));
    channel.onClose((reason) => {
      this.#eventView.end(reason);
      this.#game?.end(reason);
      this.#held = [];
    });
  }

  get isOpen(): boolean {
    return this.#channel.isOpen;
  }

  /** A view for the next game (the previous one must be retired). */
  nextGame(): Transport {
    if (this.#game) throw new Error("A game is still using this channel.");
    const view = new View(this.#channel, () => {
      if (this.#game === view) this.#game = null;
    });
    this.#game = view;
    const held = this.#held;
    this.#held = [];
    if (held.length) setImmediate(() => held.forEach((f) => view.push(f)));
    return view;
  }

  /** The game (`gameId`) is over and audited: its view ends and its late frames are dropped. */
  retireGame(gameId: string | null): void {
    if (gameId) this.#retired.add(gameId);
    const view = this.#game;
    this.#game = null;
    view?.end("the game is over");
    this.#held = this.#held.filter((f) => !this.#retired.has(gameIdOf(f) ?? ""));
  }

  close(reason = "closed locally"): void {
    this.#channel.close(reason);
  }

  #route(bytes: Uint8Array): void {
    if (bytes[0] === EVENT_FRAME) {
      this.#eventView.push(bytes);
      return;
    }
    if (this.#retired.size && this.#retired.has(gameIdOf(bytes) ?? "")) return;
    if (this.#game) {
      this.#game.push(bytes);
      return;
    }
    if (this.#held.length < MAX_HELD) this.#held.push(bytes.slice());
  }
}

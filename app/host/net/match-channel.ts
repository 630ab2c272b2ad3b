/**
 * MatchChannel: one match's data channel carrying two protocols, told apart by the first byte
 * of each frame — match frames (0x01, `protocol.ts`) and trade frames (0x02, `trade/wire.ts`).
 *
 *   channel ─┬─ `match`  view: only 0x01 frames reach the PeerSession (it never sees a trade frame)
 *            └─ `trade`  view: only 0x02 frames, and only once trading is allowed
 *
 * Trading is allowed only after the match finished (`allowTrade`, asked on every trade frame):
 * a trade frame while the match is live is refused — counted in `refused`, dropped, and changes
 * nothing (no trading mid-game). A trade frame after the finish that arrives before our side
 * claimed the trade view (the friend asked first) is kept (at most `MAX_WAITING` frames) and
 * announced through `onTradeRequest`, so the host can ask its player; `claimTrade()` then hands
 * the view, with the kept frames delivered first, to a `TradeSession`; `declineTrade()` drops them.
 * Any other first byte is passed to the match view, whose session refuses it as malformed.
 *
 * Closing the match view closes the channel, unless a trade uses it (then the trade closing it does);
 * closing the trade view detaches only it while the match holds the channel; closing the channel (or
 * the peer closing it) closes both views.
 */
import { BaseTransport, Listeners, type Transport } from "./transport";

export const MATCH_FRAME = 0x01;
export const TRADE_FRAME = 0x02;
/** Trade frames kept while the player decides (a hello and a sync are all a friend sends first). */
const MAX_WAITING = 16;

class KindView extends BaseTransport {
  constructor(
    private readonly channel: Transport,
    private readonly detachView: (reason: string) => void,
  ) {
    super();
  }

  protected transmit(bytes: Uint8Array): void {
    this.channel.send(bytes);
  }

  protected shutdown(reason: string): void {
    this.detachView(reason);
  }

  push(bytes: Uint8Array): void {
    this.deliver(bytes);
  }

  end(reason: string): void {
    this.closed(reason);
  }
}

export interface RefusedTradeFrame {
  reason: string;
  at: string;
}

export class MatchChannel {
  /** The view the match's PeerSession attaches to. */
  readonly match: Transport;
  /** Trade frames refused because the match was not finished (or too many waited). */
  readonly refused: RefusedTradeFrame[] = [];
  readonly #channel: Transport;
  readonly #matchView: KindView;
  #tradeView: KindView | null = null;
  /** The match's session let go of its view (it finished with the connection, or was closed). */
  #matchDone = false;
  #waiting: Uint8Array[] = [];
  #requested = false;
  readonly #requests = new Listeners<[]>();
  readonly #allowTrade: () => boolean;
  readonly #now: () => number;

  constructor(channel: Transport, options: { allowTrade: () => boolean; now?: () => number }) {
    this.#channel = channel;
    this.#allowTrade = options.allowTrade;
    this.#now = options.now ?? Date.now;
    // The match letting go of its view ends the connection, as before this channel carried trades,
    // unless a trade is using it: then the connection lives until the trade lets go too.
    this.#matchView = new KindView(channel, (reason) => {
      this.#matchDone = true;
      if (!this.#tradeView) channel.close(reason);
    });
    this.match = this.#matchView;
    channel.onMessage((bytes) => this.#route(bytes));
    channel.onClose((reason) => {
      this.#matchView.end(reason);
      this.#tradeView?.end(reason);
      this.#waiting = [];
    });
  }

  get isOpen(): boolean {
    return this.#channel.isOpen;
  }

  /** True while a friend's trade frames wait for our player's answer. */
  get tradeRequested(): boolean {
    return this.#requested && !this.#tradeView;
  }

  /** Called once when the friend's first trade frame arrives after the finish, before we claimed the view. */
  onTradeRequest(handler: () => void): () => void {
    return this.#requests.add(handler);
  }

  /** The trade view, for one `TradeSession.attach`: frames the friend already sent are delivered first. */
  claimTrade(): Transport {
    if (!this.#allowTrade()) throw new Error("No trading until the match is over.");
    if (this.#tradeView) throw new Error("This match's channel already carries a trade.");
    const view = new KindView(this.#channel, (reason) => {
      if (this.#tradeView === view) this.#tradeView = null;
      this.#requested = false;
      if (this.#matchDone) this.#channel.close(reason);
    });
    this.#tradeView = view;
    const waiting = this.#waiting;
    this.#waiting = [];
    // After the caller attached its session (the memory and WebRTC transports deliver later too).
    if (waiting.length) setImmediate(() => waiting.forEach((f) => view.push(f)));
    return view;
  }

  /** Our player said no: the kept frames are dropped, and later ones start a new request. */
  declineTrade(): void {
    this.#waiting = [];
    this.#requested = false;
  }

  close(reason = "closed locally"): void {
    this.#channel.close(reason);
  }

  #route(bytes: Uint8Array): void {
    if (bytes[0] !== TRADE_FRAME) {
      this.#matchView.push(bytes);
      return;
    }
    if (!this.#allowTrade()) {
      this.#refuse("A trade message during a match is refused: trading starts when the match is over.");
      return;
    }
    if (this.#tradeView) {
      this.#tradeView.push(bytes);
      return;
    }
    if (this.#waiting.length >= MAX_WAITING) {
      this.#refuse("Too many trade messages before the player answered.");
      return;
    }
    this.#waiting.push(bytes.slice());
    if (!this.#requested) {
      this.#requested = true;
      this.#requests.emit();
    }
  }

  #refuse(reason: string): void {
    if (this.refused.length < 100) this.refused.push({ reason, at: new Date(this.#now()).toISOString() });
  }
}

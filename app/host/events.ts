/**
 * Host → renderer push events, typed from the contract. Services emit; each transport
 * (a WebSocket connection, an Electron window) subscribes and forwards what is for it.
 */
import type { EventName, PayloadOf } from "../shared/contract/index";

/** Identifies one connected renderer: "ws:3", "window:1". */
export type ClientId = string;

export type EventSink = (name: EventName, payload: unknown, to: ClientId | undefined) => void;

export class EventBus {
  private readonly sinks = new Set<EventSink>();

  /**
   * Sends to every client, or only to `to` (hidden information: a player's view of a match
   * must reach that player's renderer alone).
   */
  emit<E extends EventName>(name: E, payload: PayloadOf<E>, to?: ClientId): void {
    for (const sink of [...this.sinks]) {
      try {
        sink(name, payload, to);
      } catch (e) {
        console.error(`moxen: event sink failed for ${name}:`, e);
      }
    }
  }

  subscribe(sink: EventSink): () => void {
    this.sinks.add(sink);
    return () => this.sinks.delete(sink);
  }
}

/**
 * Handlers of the "trade" contract group (app/shared/contract/trade.ts): one live TradeSession per
 * renderer, over a data channel the renderer opened with net.openChannel (taken from the match
 * host, which holds new channels until someone claims them). The identity key, the contract and
 * the collection writes stay here; the renderer gets views (`trade.changed`) only.
 */
import { join } from "node:path";
import type { TradeViewDto } from "../../shared/contract/trade";
import type { CollectionService } from "../collection/service";
import { CollectionError } from "../collection/errors";
import type { HostContext, Service } from "../context";
import { HostError } from "../errors";
import type { GroupHandlers } from "../ipc/router";
import { MatchError } from "../match/errors";
import type { Identity } from "../net/identity";
import { FileKnownPeers } from "../net/known-peers";
import type { Transport } from "../net/transport";
import { TradeSession } from "./session";
import { tradeRecords } from "./store";

export interface TradeServiceDeps {
  collection: () => CollectionService;
  identity: () => Identity;
  /** Takes the channel the renderer opened (the match host's `takeChannel`). */
  takeChannel: (channelId: string, client: string) => Transport;
  /** "Trade with <friend>": a finished network match's channel and its opponent's fingerprint (the match host's `tradeChannel`). */
  tradeChannel?: (matchId: number) => { transport: Transport; peerFingerprint: string };
  /** The match host's "<friend> wants to trade" (its `onTradeRequest`). */
  onTradeRequest?: (handler: (r: { matchId: number; friend: { name: string; fingerprint: string }; clients: string[] }) => void) => () => void;
}

export function createTradeService(ctx: HostContext, deps: TradeServiceDeps): Service<GroupHandlers<"trade">> {
  const live = new Map<string, TradeSession>();

  const call = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof CollectionError) throw new HostError(e.code.toLowerCase(), e.message);
      if (e instanceof MatchError) throw new HostError(e.code, e.message);
      throw e;
    }
  };
  const current = (client: string): TradeSession => {
    const s = live.get(client);
    if (!s || s.phase === "closed") throw new HostError("no_trade", "There is no trade going on: start one with a friend first.");
    return s;
  };
  const end = (client: string) => {
    live.get(client)?.close();
    live.delete(client);
  };

  const unsubscribe = deps.onTradeRequest?.(({ matchId, friend, clients }) => {
    if (clients.length === 0) ctx.events.emit("trade.requested", { matchId, friend });
    for (const c of clients) ctx.events.emit("trade.requested", { matchId, friend }, c);
  });

  const open = (client: string, transport: Transport, peerFingerprint: string | undefined): TradeViewDto => {
      const collection = deps.collection();
      const session = new TradeSession({
        ctx: collection.ctx,
        identity: deps.identity(),
        name: collection.profile.get().name,
        knownPeers: new FileKnownPeers(join(ctx.dataDir, "known-peers.json")),
        ...(peerFingerprint ? { expectedPeerFingerprint: peerFingerprint } : {}),
      });
      session.onChange(() => ctx.events.emit("trade.changed", session.view(), client));
      live.set(client, session);
      session.attach(transport);
      return session.view();
  };
  const noTradeOpen = (client: string) => {
    if (live.get(client)?.phase !== undefined && live.get(client)!.phase !== "closed") throw new HostError("trade_open", "A trade is already going on: close it first.");
  };

  return {
    handlers: {
      "trade.start": ({ channelId, peerFingerprint }, { client }) =>
        call((): TradeViewDto => {
          noTradeOpen(client);
          return open(client, deps.takeChannel(channelId, client), peerFingerprint);
        }),
      "trade.startAfterMatch": ({ matchId }, { client }) =>
        call((): TradeViewDto => {
          noTradeOpen(client);
          if (!deps.tradeChannel) throw new HostError("not_network", "Trading after a match is not available here.");
          const { transport, peerFingerprint } = deps.tradeChannel(matchId);
          return open(client, transport, peerFingerprint);
        }),
      "trade.setOffer": ({ units, coins }, { client }) =>
        call(() => {
          const s = current(client);
          s.setOffer({ units, coins });
          return s.view();
        }),
      "trade.accept": (_args, { client }) =>
        call(() => {
          const s = current(client);
          s.accept();
          return s.view();
        }),
      "trade.view": (_args, { client }) => live.get(client)?.view() ?? null,
      "trade.close": (_args, { client }) => end(client),
      "trade.history": () => call(() => tradeRecords(deps.collection().ctx, deps.identity().publicKey)),
    },
    clientClosed: end,
    close() {
      unsubscribe?.();
      for (const client of [...live.keys()]) end(client);
    },
  };
}

/**
 * Handlers of the "match" contract group (app/shared/contract/match.ts) over one MatchHost.
 * Arguments were validated against the contract by the router; the host checks the rest
 * (seats, deck ids, match states) and every refusal becomes a HostError with a clear message.
 */
import { join } from "node:path";
import type { HostContext, Service } from "../context";
import { HostError } from "../errors";
import type { GroupHandlers } from "../ipc/router";
import type { CollectionService } from "../collection/service";
import type { Identity } from "../net/identity";
import { FileKnownPeers } from "../net/known-peers";
import { resourcesDir } from "../paths";
import type { ComputerFactory } from "./computer";
import { MatchError } from "./errors";
import { LanSignaling, type LanOptions } from "./lan";
import { MatchHost } from "./match-host";
import type { Emit } from "./types";

export interface MatchServiceDeps {
  collection?: () => CollectionService;
  identity?: () => Identity;
  /** The computer players (default: app/host/ai in worker threads). */
  computer?: ComputerFactory;
  /** How long the computer waits after casting something (MatchHostOptions.pace). */
  pace?: () => number;
}

export interface MatchService extends Service<GroupHandlers<"match">> {
  host: MatchHost;
}

export function createMatchService(ctx: HostContext, deps: MatchServiceDeps = {}): MatchService {
  const host = new MatchHost({
    dataDir: ctx.dataDir,
    resourcesDir: resourcesDir(ctx.appRoot),
    emit: ctx.events.emit.bind(ctx.events) as Emit,
    collection: deps.collection,
    identity: deps.identity,
    knownPeers: new FileKnownPeers(join(ctx.dataDir, "known-peers.json")),
    computer: deps.computer,
    pace: deps.pace,
  });

  let lanSignaling: LanSignaling | undefined;
  const lan = (): LanSignaling => {
    if (!deps.identity) throw new MatchError("unavailable", "Network play is not available in this host (no identity).");
    return (lanSignaling ??= new LanSignaling({ identity: deps.identity, emit: ctx.events.emit.bind(ctx.events) as LanOptions["emit"] }));
  };
  const callAsync = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof MatchError) throw new HostError(e.code, e.message);
      throw e;
    }
  };

  /** MatchError → HostError with the same code; anything else is a bug ("internal"). */
  const call = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof MatchError) throw new HostError(e.code, e.message);
      throw e;
    }
  };

  return {
    host,
    handlers: {
      "match.list": () => call(() => host.list()),
      "match.history": (args) => call(() => host.history(args?.limit, args?.offset)),
      "match.get": ({ matchId }) => call(() => host.get(matchId)),
      "match.benchmarkDecks": () => call(() => host.benchmarkDecks()),
      "match.start": (args, c) => call(() => host.start(args, c.client)),
      "match.puzzles": () => call(() => host.puzzles()),
      "match.startPuzzle": (args, c) => call(() => host.startPuzzle(args, c.client)),
      "match.view": ({ matchId, seat }, c) => call(() => host.view(matchId, seat, c.client)),
      "match.legal": ({ matchId, seat }) => call(() => host.legal(matchId, seat)),
      "match.submit": ({ matchId, action }, c) => call(() => host.submit(matchId, action, c.client)),
      "match.concede": ({ matchId, seat }, c) => call(() => host.concede(matchId, seat, c.client)),
      "match.resume": ({ matchId, channelId }, c) => call(() => host.resume(matchId, channelId, c.client)),
      "match.replay": ({ matchId, step, seat }) => call(() => host.replay(matchId, step, seat)),
      "match.connect": (args, c) => call(() => host.connect(args, c.client)),
      "match.claimTimeout": ({ matchId }) => call(() => host.claimTimeout(matchId)),
      "match.chat": ({ matchId, text }) => call(() => host.chat(matchId, text)),
      "match.chatLog": ({ matchId }) => call(() => host.chatLog(matchId)),
      "match.lanAnnounce": (a, c) => callAsync(() => lan().announce(c.client, host.playerName(), a?.purpose ?? "match", a?.limited)),
      "match.lanAnswer": ({ requestId, signal }, c) => call(() => lan().answer(requestId, signal, c.client)),
      "match.lanStop": () => callAsync(() => lan().stopAnnouncing()),
      "match.lanBrowse": (_a, c) => call(() => lan().browse(c.client)),
      "match.lanStopBrowsing": (_a, c) => call(() => lan().stopBrowsing(c.client)),
      "match.lanJoin": ({ gameId, signal }) => callAsync(() => lan().join(gameId, signal)),
    },
    clientClosed: (client) => {
      host.clientClosed(client);
      lanSignaling?.clientClosed(client);
    },
    close: async () => {
      await lanSignaling?.close();
      await host.close();
    },
  };
}

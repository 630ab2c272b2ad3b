/**
 * Starts every host service in one place, for Electron main and the web host alike.
 *
 * To add a service: write its factory (ctx) => Service<GroupHandlers<"group">>, start it below
 * with `start(...)` and spread its handlers into `handlers`. The `Handlers` type makes the compiler check that
 * every contract method has exactly one handler.
 */
import { createAppService } from "./app-service";
import { createCollectionService } from "./collection/host-service";
import { createMatchService, type MatchServiceDeps } from "./match/host-service";
import { createNetService } from "./net/host-service";
import { createSettingsService } from "./settings";
import { createImageService, type ImageServiceOptions } from "./images/service";
import { loadCardData } from "./collection/card-data";
import { createTradeService } from "./trade/host-service";
import { createLimitedNetService, type LimitedNetServiceDeps } from "./limited/event/host-service";
import { createLimitedService } from "./limited/host-service";
import { SHOW_MS } from "../shared/pace";
import type { HostContext, Service } from "./context";
import { EventBus } from "./events";
import { createRouter, type Handlers, type Router, type RouterOptions } from "./ipc/router";
import { appRoot as findAppRoot, appVersion, ensurePrivateDir, resourcesDir } from "./paths";

export interface ServicesOptions extends RouterOptions {
  dataDir: string;
  shell: "electron" | "web";
  /** Defaults to the installed package's version. */
  version?: string;
  appRoot?: string;
  /** Match host settings (tests: an inline computer player, no pause after its spells). */
  match?: Pick<MatchServiceDeps, "computer" | "pace">;
  /** Card-image download settings (tests: a local image server, short delays). */
  images?: ImageServiceOptions;
  /** Network limited events (tests: the deck-building clock's time, injected). */
  limitedNet?: Pick<LimitedNetServiceDeps, "now">;
}

export interface Services {
  ctx: HostContext;
  router: Router;
  events: EventBus;
  clientClosed(client: string): void;
  close(): Promise<void>;
}

export async function createServices(opts: ServicesOptions): Promise<Services> {
  ensurePrivateDir(opts.dataDir);
  const root = opts.appRoot ?? findAppRoot();
  const events = new EventBus();
  const ctx: HostContext = {
    dataDir: opts.dataDir,
    appRoot: root,
    version: opts.version ?? appVersion(root),
    shell: opts.shell,
    events,
  };

  // Services started so far, so that a failure part-way closes what did start.
  const all: Service<unknown>[] = [];
  const start = <S extends Service<unknown>>(service: S): S => (all.push(service), service);
  const closeAll = async () => {
    // Reverse start order: later services may still use earlier ones while closing.
    for (const s of [...all].reverse()) await s.close?.();
  };

  let router: Router;
  try {
    const app = start(createAppService(ctx));
    const settings = start(createSettingsService(ctx));
    const collection = start(createCollectionService(ctx));
    const images = start(createImageService(ctx, { settings: () => settings.current(), cards: () => loadCardData(resourcesDir(root)).cards, options: opts.images }));
    // Data channels the renderer opens (net) go to the match host, which runs the sessions.
    const net = start(createNetService(ctx, { onChannel: (transport, client) => match.host.adoptChannel(transport, client) }));
    // The computer waits after casting something, for as long as the table shows it (app/shared/pace.ts).
    const pace = () => SHOW_MS[settings.current().animationSpeed];
    const match = start(createMatchService(ctx, { collection: collection.api, identity: net.identity, pace, ...opts.match }));
    // A channel the renderer opened can carry a trade instead of a match (trade.start takes it).
    const trade = start(createTradeService(ctx, { collection: collection.api, identity: net.identity, takeChannel: (id, client) => match.host.takeChannel(id, client), tradeChannel: (id) => match.host.tradeChannel(id), onTradeRequest: (h) => match.host.onTradeRequest(h) }));
    // A channel the renderer opened can carry a network limited event (its games go to the match host).
    const limitedNet = start(createLimitedNetService(ctx, { collection: collection.api, identity: net.identity, matchHost: () => match.host, ...opts.limitedNet }));

    // Sealed events against the computer: the pool in the collection, the games as local matches.
    const limited = start(createLimitedService({ collection: collection.api, matches: () => match.host }));

    const handlers: Handlers = {
      ...app.handlers,
      ...settings.handlers,
      ...collection.handlers,
      ...images.handlers,
      ...net.handlers,
      ...match.handlers,
      ...trade.handlers,
      ...limitedNet.handlers,
      ...limited.handlers,
    };
    router = createRouter(handlers, opts);
  } catch (e) {
    await closeAll();
    throw e;
  }

  return {
    ctx,
    router,
    events,
    clientClosed(client) {
      for (const s of all) s.clientClosed?.(client);
    },
    close: closeAll,
  };
}

/**
 * Handlers of the "limited" contract group (app/shared/contract/limited.ts): sealed events and
 * Winston drafts against the computer (local.ts) over the collection's database and the match host. The router
 * validated the arguments' shapes; LocalLimited checks the rest (packs, pool, phase), and every
 * refusal becomes a HostError with a clear message, nothing changed.
 */
import type { Service } from "../context";
import { HostError } from "../errors";
import type { GroupHandlers } from "../ipc/router";
import type { CollectionService } from "../collection/service";
import { CollectionError } from "../collection/errors";
import { MatchError } from "../match/errors";
import { LimitedError, LocalLimited, type LimitedMatches } from "./local";

export interface LimitedServiceDeps {
  collection: () => CollectionService;
  matches: () => LimitedMatches;
}

export interface LimitedService extends Service<GroupHandlers<"limited">> {
  events: LocalLimited;
}

export function createLimitedService(deps: LimitedServiceDeps): LimitedService {
  const events = new LocalLimited(() => deps.collection().ctx, deps.matches);
  const call = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof LimitedError) throw new HostError(e.code, e.message);
      // The collection's and the match host's refusals (not enough coins, a deck the match refuses…).
      if (e instanceof CollectionError || e instanceof MatchError) throw new HostError(e.code.toLowerCase(), e.message);
      throw e;
    }
  };
  return {
    events,
    handlers: {
      "limited.offer": () => call(() => events.offer()),
      "limited.quote": ({ packs, kind }) => call(() => events.quote(packs, kind ?? "sealed")),
      "limited.start": ({ kind, packs, ai }) => call(() => events.start({ kind, packs, ...(ai ? { ai } : {}) })),
      "limited.list": () => call(() => events.list()),
      "limited.get": ({ eventId }) => call(() => events.get(eventId)),
      "limited.checkDeck": ({ eventId, main }) => call(() => events.checkDeck(eventId, main)),
      "limited.submitDeck": ({ eventId, main }) => call(() => events.submitDeck(eventId, main)),
      "limited.playGame": ({ eventId }, c) => call(() => events.playGame(eventId, c.client)),
      "limited.winstonDecide": ({ eventId, choice }) => call(() => events.winstonDecide(eventId, choice)),
    },
  };
}

/**
 * Handlers of the "limitedNet" contract group (app/shared/contract/limited-net.ts): network sealed
 * events and Winston drafts for the renderer (a draft's piles reach the screen as the view's
 * `draft`, the player's take/pass comes back through limitedNet.decide). Each event lives here while its channel is open: the EventSession on the
 * channel's event view, and each game as a network match in the app's match host (the player plays
 * it on the table like any network match, `match.*` with the game's matchId). This service pays for
 * and keeps the pool when it is drawn, starts a game when both submitted their decks, records its
 * result and the friend's deck once the game's audit is done, and sends the secrets at the end.
 * With a deck-building clock (build-clock.ts) it keeps the deck being edited (limitedNet.saveDraft)
 * and submits game 1's deck itself when the player's time is up.
 */
import type { LimitedNetSummaryDto, LimitedNetViewDto } from "../../../shared/contract/limited-net";
import { CollectionError } from "../../collection/errors";
import type { CollectionService } from "../../collection/service";
import type { HostContext, Service } from "../../context";
import { HostError } from "../../errors";
import type { GroupHandlers } from "../../ipc/router";
import type { MatchHost } from "../../match/match-host";
import type { Identity } from "../../net/identity";
import type { Transport } from "../../net/transport";
import { PackSpecError, parsePackSpec } from "../packs";
import { packsPaidBy, recordPool } from "../pool";
import { EventChannel } from "./channel";
import { checkCoins, eventPrice } from "./price";
import { EventSession } from "./session";
import { EventStore } from "./store";
import { unplayableInEvent } from "../event-deck";
import { winstonSpecProblem } from "./winston-phase";
import { winstonDraftDto } from "../winston/view";

export interface LimitedNetServiceDeps {
  collection: () => CollectionService;
  identity: () => Identity;
  matchHost: () => MatchHost;
  /** The deck-building clock's time (epoch ms); default Date.now (tests inject one). */
  now?: () => number;
}

interface Live {
  session: EventSession;
  channel: EventChannel;
  client: string;
  /** The game being played (its match is watched until its audit is done). */
  playing: number | null;
  timer: ReturnType<typeof setInterval> | null;
  /** Whether game 1 could be claimed at the last look (the view is sent again when it changes). */
  claimable: boolean;
}

/** The deck-building clock for the view (null: none agreed). */
function clockDto(s: EventSession): LimitedNetViewDto["clock"] {
  const c = s.buildClock();
  if (!c) return null;
  const at = s.claimableAt();
  // Only while the friend's game-1 deck is awaited after ours: when (or that) game 1 may be claimed.
  const waiting = s.ready.me >= 1 && s.ready.peer === 0 && s.status === "playing" && !s.games().some((g) => g.game === 1 && g.winner);
  return {
    minutes: c.minutes, leftMs: c.leftMs, up: c.up, auto: c.auto, locked: s.ready.me >= 1,
    claimInMs: waiting && at !== null ? Math.max(0, at - s.now()) : null,
    canClaim: s.canClaim(),
    claimed: s.claimedAt !== null,
  };
}

/** Game 1's deck sent by the program when the player's time is up; not sendable at this moment (the event moved on): the next step or tick looks again. */
function submitIfTimeUp(s: EventSession): void {
  try {
    s.submitIfTimeUp();
  } catch {
    // Looked at again on the next step or tick.
  }
}

export function createLimitedNetService(ctx: HostContext, deps: LimitedNetServiceDeps): Service<GroupHandlers<"limitedNet">> {
  const live = new Map<string, Live>();
  /** Events whose key is not known yet (a guest waiting for the proposal), by client. */
  const pending = new Set<Live>();

  const call = <T>(fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof HostError) throw e;
      if (e instanceof CollectionError) throw new HostError(e.code.toLowerCase(), e.message);
      if (e instanceof PackSpecError) throw new HostError("bad_packs", e.message);
      throw new HostError("refused", (e as Error).message);
    }
  };

  const view = (l: Live): LimitedNetViewDto => {
    const s = l.session;
    const standings = s.standings();
    const audit = s.audit();
    // A game 1 forfeited on a claim has a result and no match.
    const games = s.games().filter((g) => g.matchId !== null || g.winner !== null);
    const over = standings.over || s.status === "halted" || s.status === "declined";
    const look = s.draftView();
    const packCount = s.packSpec ? s.packSpec.reduce((n, x) => n + x.count, 0) : null;
    return {
      key: s.key,
      role: s.role,
      status: s.status,
      kind: s.kind,
      draft: look ? winstonDraftDto(look, s.pending() !== null) : null,
      paidPacks: s.kind && packCount !== null ? packsPaidBy(s.kind, s.role, packCount) : null,
      spec: s.spec,
      price: s.packSpec ? eventPrice(s.kind ?? "sealed", s.role, s.packSpec) : null,
      friend: s.peerName && s.peerFingerprint ? { name: s.peerName, fingerprint: s.peerFingerprint } : null,
      pool: s.pool ? s.pool.flat().map((c) => ({ name: c.name, set: c.set, number: c.number, rarity: c.rarity, unplayable: unplayableInEvent(c.name) })) : null,
      packSizes: s.pool && s.kind === "sealed" ? s.pool.map((pack) => pack.length) : null,
      games: games.map((g) => ({ game: g.game, matchId: g.matchId, winner: g.winner, reason: g.reason, first: s.startingPlayer(g.game) })),
      ready: s.ready,
      lastDeck: s.games().find((g) => g.game === s.ready.me)?.myDeck ?? null,
      nextGame: s.pool && !over ? s.ready.me + 1 : null,
      choosesFirst: !!s.pool && !over && s.chooser(s.ready.me + 1) === "me",
      buildMinutes: s.buildMinutes,
      clock: clockDto(s),
      standings,
      left: { me: !!s.left.me, peer: !!s.left.peer },
      progress: s.progress(),
      audit: audit ? { clean: audit.clean, problems: audit.problems } : null,
      incidents: s.incidents.map((i) => ({ code: i.code, message: i.message, at: i.at })),
      halted: s.halted?.message ?? null,
      connected: l.channel.isOpen,
    };
  };

  const emit = (l: Live) => ctx.events.emit("limitedNet.changed", view(l), l.client);

  /** What the service does on its own as the event moves: keep the pool, start and follow games, send the secrets. */
  const step = (l: Live) => {
    const s = l.session;
    if (s.key && pending.has(l)) {
      pending.delete(l);
      live.set(s.key, l);
    }
    if (s.pool && s.peerName && !new EventStore(deps.collection().ctx).get(s.key!)?.poolEventId) {
      const kind = s.kind!;
      const paidPacks = packsPaidBy(kind, s.role, s.packSpec!.reduce((n, x) => n + x.count, 0));
      // A draft's pool is the cards this side took (not packs opened from its bytes), and its packs are shared.
      const r = recordPool(deps.collection().ctx, { kind, opponent: s.peerName, spec: s.spec!, bytes: s.poolKey!, ...(kind === "winston" ? { packs: s.pool, paidPacks } : {}) });
      s.setPoolEvent(r.eventId);
    }
    // The deck-building clock counts from the pool's recording (kept: a restart does not reset it).
    if (s.pool && s.buildMinutes !== null && s.poolKey) {
      if (s.buildClock()?.startedAt === null) s.startBuildClock(); // once: no write on every step
      submitIfTimeUp(s);
    }
    if (s.status === "playing" && l.playing === null && !s.standings().over) {
      const n = s.games().filter((g) => g.winner).length + 1;
      const row = s.games().find((g) => g.game === n);
      if (row && s.ready.me >= n && s.ready.peer >= n && l.channel.isOpen) {
        const host = deps.matchHost();
        let matchId = row.matchId;
        l.playing = n; // first: recording the game below changes the event, which steps again
        const view = l.channel.nextGame();
        if (matchId === null) {
          // CR 103.1: the starting player the previous game's loser chose (both hellos say it); none: drawn.
          const firstPlayer = s.startingRole(n);
          matchId = host.connectTransport({ transport: view, role: s.role, deck: { name: `${s.kind === "winston" ? "Winston" : "Sealed"} game ${n}`, cards: row.myDeck }, peerFingerprint: s.peerFingerprint!, format: "limited", ...(firstPlayer ? { firstPlayer } : {}) }, l.client).id;
          s.recordGame(n, { matchId });
        } else if (host.sessionOf(matchId)) {
          host.reconnect(matchId, view);
        }
      }
    }
    if (l.playing !== null) follow(l);
    if (s.pool && s.standings().over && !s.finalSent && (s.status === "playing" || s.status === "auditing")) s.finish();
  };

  /** The game in play: once its result and audit are in, its result and the friend's deck are kept. */
  const follow = (l: Live) => {
    const n = l.playing!;
    const row = l.session.games().find((g) => g.game === n)!;
    const host = deps.matchHost();
    const session = host.sessionOf(row.matchId!);
    let result: { winner: "A" | "B" | "draw"; reason: string } | null = null;
    let peerDeck: readonly string[] | null = null;
    let gameId: string | null = null;
    if (session) {
      if (session.finalResult && session.audit !== null) {
        result = session.finalResult;
        peerDeck = session.peerDeck;
        gameId = session.gameId;
      }
    } else {
      const summary = host.get(row.matchId!);
      if (summary.result) {
        result = summary.result;
        peerDeck = host.auditedDeck(row.matchId!).peerDeck;
      }
    }
    if (!result) return;
    const mySeat = l.session.role === "host" ? "A" : "B";
    const winner = result.winner === "draw" ? "draw" : result.winner === mySeat ? "me" : "peer";
    l.playing = null;
    l.channel.retireGame(gameId);
    l.session.recordGame(n, { winner, reason: result.reason, peerDeck: peerDeck ? [...peerDeck] : null });
  };

  const open = (client: string, transport: Transport, role: "host" | "guest", o: { key?: string; peerFingerprint?: string }): Live => {
    const collection = deps.collection();
    const session = new EventSession({
      identity: deps.identity(), ctx: collection.ctx, role, name: collection.profile.get().name, ...(deps.now ? { now: deps.now } : {}),
      ...(o.key ? { key: o.key } : {}), ...(o.peerFingerprint ? { expectedPeerFingerprint: o.peerFingerprint } : {}),
    });
    const l: Live = { session, channel: new EventChannel(transport), client, playing: null, timer: null, claimable: false };
    session.onChange(() => {
      step(l);
      emit(l);
    });
    // A game's progress is in the match host: looked at a few times a second.
    l.timer = setInterval(() => {
      // The deck-building clock: this side's time may run out while nothing else happens.
      if (l.playing === null && session.pool && session.ready.me === 0 && session.buildClock()?.up) {
        submitIfTimeUp(session); // its change steps and emits
        return;
      }
      if (session.canClaim() !== l.claimable) {
        l.claimable = !l.claimable;
        emit(l);
      }
      if (l.playing === null) return;
      const before = l.playing;
      step(l);
      if (l.playing !== before) emit(l);
    }, 100);
    transport.onClose(() => {
      session.detach();
      emit(l);
    });
    if (o.key) live.set(o.key, l);
    else pending.add(l);
    session.attach(l.channel.event);
    return l;
  };

  const get = (key: string): Live => {
    const l = live.get(key);
    if (!l) throw new HostError("no_event", "No such event open here: resume it with a new connection first.");
    return l;
  };

  const end = (l: Live) => {
    if (l.timer) clearInterval(l.timer);
    l.session.detach();
    l.channel.close("the event was closed");
    pending.delete(l);
    if (l.session.key) live.delete(l.session.key);
  };

  return {
    handlers: {
      "limitedNet.host": ({ channelId, packs, kind, peerFingerprint, buildMinutes }, { client }) =>
        call(() => {
          const ctx = deps.collection().ctx;
          const spec = parsePackSpec(packs, ctx.cards.sets);
          if (kind === "winston") {
            // Checked before the channel is taken: a refused spec leaves the channel to try again.
            const problem = winstonSpecProblem(spec);
            if (problem) throw new HostError("bad_packs", problem);
          }
          // Who cannot pay for the packs is refused before anything is sent (the channel stays untaken).
          checkCoins(ctx, kind ?? "sealed", "host", spec);
          const transport = deps.matchHost().takeChannel(channelId, client);
          const l = open(client, transport, "host", peerFingerprint ? { peerFingerprint } : {});
          try {
            l.session.propose(packs, kind ?? "sealed", buildMinutes ?? null);
          } catch (e) {
            end(l);
            throw e;
          }
          step(l);
          return view(l);
        }),
      "limitedNet.join": ({ channelId, peerFingerprint }, { client }) =>
        call(() => view(open(client, deps.matchHost().takeChannel(channelId, client), "guest", peerFingerprint ? { peerFingerprint } : {}))),
      "limitedNet.resume": ({ key, channelId, peerFingerprint }, { client }) =>
        call(() => {
          const row = new EventStore(deps.collection().ctx).get(key);
          if (!row) throw new HostError("no_event", "No such event in this collection.");
          const old = live.get(key);
          if (old) end(old);
          const l = open(client, deps.matchHost().takeChannel(channelId, client), row.role, { key, ...(peerFingerprint ? { peerFingerprint } : {}) });
          step(l);
          return view(l);
        }),
      "limitedNet.accept": ({ key }) =>
        call(() => {
          const l = get(key);
          const s = l.session;
          // Refused while this side cannot pay its packs: the proposal stays, nothing is sent.
          if (s.role === "guest" && s.status === "proposed" && s.packSpec) checkCoins(deps.collection().ctx, s.kind ?? "sealed", "guest", s.packSpec);
          s.accept();
          return view(l);
        }),
      "limitedNet.decline": ({ key }) =>
        call(() => {
          const l = get(key);
          l.session.decline("declined");
          return view(l);
        }),
      "limitedNet.decide": ({ key, choice }) =>
        call(() => {
          const l = get(key);
          const s = l.session;
          // Checked here first, so each refusal has its own code; the phase checks the same again.
          if (s.halted) throw new HostError("halted", `The event stopped: ${s.halted.message}`);
          const look = s.draftView();
          if (!look || look.phase === "over") throw new HostError("no_draft", s.kind === "winston" ? "No Winston draft is under way in this event (not started yet, or over)." : "This event is sealed: it has no draft.");
          const pending = s.pending();
          if (!pending) throw new HostError("not_your_turn", "It is not your turn to choose in the draft.");
          if (choice === "pass" && !pending.mayPass) throw new HostError("must_take", `Pile ${pending.at + 1} must be taken: nothing comes after it.`);
          s.decide(choice);
          return view(l);
        }),
      "limitedNet.view": ({ key }) => call(() => view(get(key))),
      "limitedNet.claim": ({ key }) =>
        call(() => {
          const l = get(key);
          l.session.claim();
          return view(l);
        }),
      "limitedNet.saveDraft": ({ key, deck }) =>
        call(() => {
          const l = get(key);
          l.session.saveDraft(deck);
          return view(l);
        }),
      "limitedNet.submitDeck": ({ key, deck, first }) =>
        call(() => {
          const l = get(key);
          l.session.readyFor(l.session.ready.me + 1, deck, first);
          step(l);
          return view(l);
        }),
      "limitedNet.leave": ({ key }) =>
        call(() => {
          const l = get(key);
          l.session.leave("left the event");
          step(l);
          return view(l);
        }),
      "limitedNet.list": () =>
        call((): LimitedNetSummaryDto[] =>
          new EventStore(deps.collection().ctx).list().map((e) => ({ key: e.key, role: e.role, createdAt: e.createdAt, friend: live.get(e.key)?.session.peerName ?? null, outcome: e.outcome })),
        ),
    },
    clientClosed(client) {
      for (const l of [...live.values(), ...pending]) if (l.client === client) end(l);
    },
    close() {
      for (const l of [...live.values(), ...pending]) end(l);
    },
  };
}

/**
 * LAN play without codes: the host announces its game over mDNS (bonjour-service) with a
 * tiny HTTP signaling endpoint; a player on the same network browses, picks the game, and
 * the WebRTC offer/answer (the same compact codes) travel over that endpoint.
 *
 * The endpoint is deliberately dumb: it accepts one small POST with an invite code and
 * returns an answer code. Nothing it carries is trusted — the identity handshake over the
 * data channel authenticates the players, and the announcement's fingerprint lets the
 * joiner check it is talking to the host it picked.
 */
import { createServer, type Server } from "node:http";
import { Bonjour, type Browser, type Service } from "bonjour-service";
import { NetError } from "./errors";
import { FINGERPRINT_PATTERN } from "./fingerprint";
import type { Identity } from "./identity";
import { JOIN_PATH, postJoin, readBody } from "./lan-http";
import type { Transport } from "./transport";
import { answerInvitation, createInvitation, type WebRtcOptions } from "./wrtc-transport";

const SERVICE_TYPE = "moxen";

export interface LanGame {
  /** Service instance name (unique on the network). */
  id: string;
  player: string;
  fingerprint: string;
  addresses: string[];
  port: number;
}

export interface LanHost {
  port: number;
  stop(): Promise<void>;
}

export interface HostLanGameOptions extends WebRtcOptions {
  identity: Identity;
  playerName: string;
  /** Called with each connection a joiner opened (after WebRTC connects). */
  onConnection(transport: Transport, peerFingerprint: string | undefined): void;
  /** Shared Bonjour instance (one per process is best); created if absent. */
  bonjour?: Bonjour;
}


/** Announces a game on the LAN and answers join requests. */
export async function hostLanGame(options: HostLanGameOptions): Promise<LanHost> {
  let busy = false;
  const server: Server = createServer(async (req, res) => {
    const reply = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== JOIN_PATH) return reply(404, { error: "not found" });
    if (busy) return reply(409, { error: "This game is already being joined." });
    busy = true;
    try {
      const { code } = JSON.parse(await readBody(req)) as { code?: unknown };
      if (typeof code !== "string") throw new NetError("bad-request", "missing code");
      const answer = await answerInvitation(code, options);
      reply(200, { answer: answer.code });
      const transport = await answer.connected;
      options.onConnection(transport, answer.peerFingerprint);
    } catch (err) {
      if (!res.headersSent) reply(400, { error: (err as Error).message });
    } finally {
      busy = false;
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "0.0.0.0", resolve));
  const port = (server.address() as { port: number }).port;
  const bonjour = options.bonjour ?? new Bonjour();
  const service = bonjour.publish({
    name: `Moxen ${options.playerName} ${options.identity.fingerprint.slice(0, 4)}`,
    type: SERVICE_TYPE,
    port,
    txt: { v: "1", player: options.playerName.slice(0, 64), fp: options.identity.fingerprint },
  });
  return {
    port,
    stop: async () => {
      await new Promise<void>((resolve) => (service.stop ? service.stop(() => resolve()) : resolve()));
      if (!options.bonjour) bonjour.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function toGame(service: Service): LanGame | null {
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  const fingerprint = String(txt.fp ?? "");
  // Only a game is a game to join: a Trade screen's (`kind=trade`) or a limited event's
  // (`kind=limited`) announcement, or any other kind, is not.
  if (txt.v !== "1" || !FINGERPRINT_PATTERN.test(fingerprint) || !service.port || txt.kind !== undefined) return null;
  return {
    id: service.name,
    player: String(txt.player ?? "?").slice(0, 64),
    fingerprint,
    addresses: (service.addresses ?? []).filter((a) => !a.startsWith("fe80")),
    port: service.port,
  };
}

export interface LanBrowser {
  games(): LanGame[];
  stop(): void;
}

/** Watches the LAN for announced games; `onChange` gets the current list on every change. */
export function browseLanGames(onChange: (games: LanGame[]) => void, bonjour?: Bonjour): LanBrowser {
  const own = bonjour ?? new Bonjour();
  const found = new Map<string, LanGame>();
  const browser: Browser = own.find({ type: SERVICE_TYPE });
  const emit = () => onChange([...found.values()]);
  browser.on("up", (s: Service) => {
    const g = toGame(s);
    if (g) (found.set(g.id, g), emit());
  });
  browser.on("down", (s: Service) => {
    if (found.delete(s.name)) emit();
  });
  return {
    games: () => [...found.values()],
    stop: () => {
      browser.stop();
      if (!bonjour) own.destroy();
    },
  };
}


/** Joins an announced game: sends our offer to its endpoint and connects with its answer. */
export async function joinLanGame(game: LanGame, options: WebRtcOptions & { identity: Identity }): Promise<{ transport: Transport; peerFingerprint: string }> {
  const invitation = await createInvitation(options);
  const addresses = [...game.addresses].sort((a, b) => Number(a.includes(":")) - Number(b.includes(":"))); // IPv4 first
  let lastError: Error | null = null;
  for (const address of addresses) {
    try {
      const { status, json } = await postJoin(address, game.port, JSON.stringify({ code: invitation.code }), 10_000);
      if (status !== 200 || typeof json.answer !== "string") throw new NetError("join-refused", `The host refused: ${String(json.error ?? status)}`);
      const { transport, peerFingerprint } = await invitation.accept(json.answer);
      if (peerFingerprint && peerFingerprint !== game.fingerprint) {
        transport.close("fingerprint mismatch");
        throw new NetError("fingerprint-mismatch", `The game answered with identity ${peerFingerprint}, not the announced ${game.fingerprint}.`);
      }
      return { transport, peerFingerprint: game.fingerprint };
    } catch (err) {
      lastError = err as Error;
      if (err instanceof NetError && err.code !== "join-refused") break;
    }
  }
  invitation.cancel();
  throw new NetError("join-failed", `Could not join ${game.player}'s game: ${lastError?.message ?? "no address"}`);
}

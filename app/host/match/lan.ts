/**
 * LAN play without typing codes, for the shipped app where WebRTC runs in the renderer.
 *
 * Same wire as app/host/net/lan-discovery.ts (mDNS service "moxen", TXT {v, player, fp}, and
 * POST /moxen/v1/join {code} → {answer}), so the app and `moxen peer` find each other; but the
 * SDP comes from and goes to the renderer's simple-peer instead of @roamhq/wrtc:
 *
 *   announcing: a joiner POSTs its invite code → event match.lanOffer {requestId, signal} to the
 *     announcing renderer → it opens a channel, feeds the offer to a non-initiator peer and
 *     returns the answer with match.lanAnswer → the HTTP reply carries the answer code.
 *   joining: the renderer's initiator peer makes an offer → match.lanJoin {gameId, signal} →
 *     the host POSTs the invite code to the announced endpoint and returns the answer SDP.
 *   Either side then starts the match with match.connect on its channel, with the other's
 *   fingerprint, so a different key is refused by the handshake.
 *
 * Nothing carried over HTTP is trusted: the identity handshake on the data channel
 * authenticates the players; the endpoint only swaps codes, one join at a time, size-limited.
 */
import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { Bonjour, type Browser, type Service } from "bonjour-service";
import type { LanGameInfo, LanLimitedInfo, LanOffer, LanPurpose, SignalSdp } from "../../shared/contract/match";
import { CodeError } from "../net/errors";
import { FINGERPRINT_PATTERN } from "../net/fingerprint";
import type { Identity } from "../net/identity";
import { JOIN_PATH, postJoin, readBody } from "../net/lan-http";
import { codeToSignal, signalToCode } from "../net/signal-code";
import { MatchError } from "./errors";

const SERVICE_TYPE = "moxen";
/** How long the announcing renderer has to answer a join request. */
const ANSWER_TIMEOUT_MS = 20_000;

export interface LanOptions {
  identity: () => Identity;
  emit: (name: "match.lanGames" | "match.lanOffer", payload: { games: LanGameInfo[] } | LanOffer, to: string) => void;
}

interface Pending {
  client: string;
  resolve(sdp: SignalSdp): void;
  reject(e: Error): void;
}



/** A limited event's spec as announced: short, and only the characters a pack spec uses. */
const LAN_SPEC = /^[A-Za-z0-9:, ]{1,100}$/;

/** The TXT record of an announcement: `kind` says what is offered (absent: a match). */
export function lanTxt(playerName: string, fingerprint: string, purpose: LanPurpose, limited?: LanLimitedInfo): Record<string, string> {
  const txt: Record<string, string> = { v: "1", player: playerName.slice(0, 64), fp: fingerprint };
  if (purpose !== "match") txt.kind = purpose;
  if (purpose === "limited" && limited) (txt.spec = limited.spec.slice(0, 100), (txt.event = limited.kind));
  return txt;
}

/**
 * An announcement as the lists show it. Its TXT is anybody's on the LAN: an unknown `kind` is
 * dropped (not shown as a game), and a limited event's spec is only shown when it reads as one.
 */
export function toGame(service: Pick<Service, "name" | "txt" | "addresses" | "port">): LanGameInfo | null {
  const txt = (service.txt ?? {}) as Record<string, unknown>;
  const fingerprint = String(txt.fp ?? "");
  if (txt.v !== "1" || !FINGERPRINT_PATTERN.test(fingerprint) || !service.port) return null;
  const kind = txt.kind === undefined ? "match" : String(txt.kind);
  if (kind !== "match" && kind !== "trade" && kind !== "limited") return null;
  const game: LanGameInfo = {
    id: service.name.slice(0, 200),
    player: String(txt.player ?? "?").slice(0, 64),
    fingerprint,
    addresses: (service.addresses ?? []).filter((a) => !a.startsWith("fe80")).slice(0, 8),
    port: service.port,
    purpose: kind,
  };
  if (kind === "limited") {
    const spec = String(txt.spec ?? "");
    if (!LAN_SPEC.test(spec)) return null;
    game.limited = { spec, kind: txt.event === "winston" ? "winston" : "sealed" };
  }
  return game;
}

export class LanSignaling {
  private bonjour: Bonjour | null = null;
  private announced: { client: string; server: Server; service: Service; port: number; purpose: LanPurpose; what: string } | null = null;
  private browser: Browser | null = null;
  private readonly found = new Map<string, LanGameInfo>();
  private readonly browsing = new Set<string>();
  private readonly pending = new Map<string, Pending>();
  private busy = false;

  constructor(private readonly o: LanOptions) {}

  private mdns(): Bonjour {
    return (this.bonjour ??= new Bonjour());
  }

  /**
   * Announces this player's game (or its wish to trade: TXT `kind=trade`; or a limited event:
   * `kind=limited` with its `spec` and `event` sealed|winston) on the LAN; join requests go to
   * `client` as match.lanOffer. Announcing something else (another purpose or event) replaces it.
   */
  async announce(client: string, playerName: string, purpose: LanPurpose = "match", limited?: LanLimitedInfo): Promise<{ port: number; fingerprint: string }> {
    const identity = this.o.identity();
    if (purpose === "limited" && !limited) throw new MatchError("bad_argument", "A limited event is announced with its packs (limited.spec) and kind.");
    if (limited && !LAN_SPEC.test(limited.spec)) throw new MatchError("bad_argument", "The packs are announced like 3ED:6 or LEG:2,DRK:2.");
    const what = JSON.stringify([purpose, purpose === "limited" ? limited : null]);
    if (this.announced && this.announced.what !== what) await this.stopAnnouncing();
    if (this.announced) {
      this.announced.client = client;
      return { port: this.announced.port, fingerprint: identity.fingerprint };
    }
    const server = createServer((req, res) => void this.handleJoin(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "0.0.0.0", resolve);
    });
    const port = (server.address() as { port: number }).port;
    const service = this.mdns().publish({
      // The instance name differs per event (its packs): a browser keeps the last instance of a name.
      name: `Moxen ${purpose === "match" ? "" : `${purpose} `}${limited ? `${limited.spec.slice(0, 20)} ` : ""}${playerName.slice(0, 30)} ${identity.fingerprint.slice(0, 4)}`,
      type: SERVICE_TYPE,
      port,
      txt: lanTxt(playerName, identity.fingerprint, purpose, limited),
    });
    this.announced = { client, server, service, port, purpose, what };
    return { port, fingerprint: identity.fingerprint };
  }

  private async handleJoin(req: IncomingMessage, res: import("node:http").ServerResponse): Promise<void> {
    const reply = (status: number, body: unknown) => {
      if (res.headersSent) return;
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== JOIN_PATH) return reply(404, { error: "not found" });
    if (this.busy || !this.announced) return reply(409, { error: "This game is already being joined." });
    this.busy = true;
    try {
      const { code } = JSON.parse(await readBody(req)) as { code?: unknown };
      if (typeof code !== "string") throw new Error("missing code");
      const { signal, identity: peerFingerprint } = codeToSignal(code, "offer");
      const requestId = randomUUID();
      const answer = new Promise<SignalSdp>((resolve, reject) => {
        const timer = setTimeout(() => (this.pending.delete(requestId), reject(new Error("the host did not answer in time"))), ANSWER_TIMEOUT_MS);
        this.pending.set(requestId, {
          client: this.announced!.client,
          resolve: (s) => (clearTimeout(timer), resolve(s)),
          reject: (e) => (clearTimeout(timer), reject(e)),
        });
      });
      this.o.emit("match.lanOffer", { requestId, signal: signal as SignalSdp, peerFingerprint: peerFingerprint ?? null }, this.announced.client);
      const sdp = await answer;
      reply(200, { answer: signalToCode(sdp, this.o.identity().digest()) });
    } catch (err) {
      reply(400, { error: (err as Error).message });
    } finally {
      this.busy = false;
    }
  }

  /** The announcing renderer's answer to a join request. */
  answer(requestId: string, signal: SignalSdp, client: string): void {
    const p = this.pending.get(requestId);
    if (!p || p.client !== client) throw new MatchError("not_found", "That join request is gone (it timed out or was answered).");
    if (signal.type !== "answer") throw new MatchError("bad_argument", "A join request needs an answer, not an offer.");
    this.pending.delete(requestId);
    p.resolve(signal);
  }

  async stopAnnouncing(): Promise<void> {
    const a = this.announced;
    this.announced = null;
    if (!a) return;
    for (const [id, p] of this.pending) (this.pending.delete(id), p.reject(new Error("the host stopped announcing")));
    await new Promise<void>((resolve) => (a.service.stop ? a.service.stop(() => resolve()) : resolve()));
    await new Promise<void>((resolve) => a.server.close(() => resolve()));
  }

  /** Starts watching the LAN for games; `client` gets match.lanGames on every change. */
  browse(client: string): LanGameInfo[] {
    this.browsing.add(client);
    if (!this.browser) {
      this.found.clear();
      const browser = this.mdns().find({ type: SERVICE_TYPE });
      const changed = () => {
        const games = this.games();
        for (const c of this.browsing) this.o.emit("match.lanGames", { games }, c);
      };
      browser.on("up", (s: Service) => {
        const g = toGame(s);
        if (g && g.fingerprint !== this.o.identity().fingerprint) (this.found.set(g.id, g), changed());
      });
      browser.on("down", (s: Service) => {
        if (this.found.delete(s.name)) changed();
      });
      this.browser = browser;
    }
    return this.games();
  }

  games(): LanGameInfo[] {
    return [...this.found.values()];
  }

  stopBrowsing(client: string): void {
    this.browsing.delete(client);
    if (this.browsing.size === 0 && this.browser) {
      // The games seen stay known (for a join right after), until browsing starts again.
      this.browser.stop();
      this.browser = null;
    }
  }

  /** Sends our renderer's offer to an announced game; returns the host's answer SDP. */
  async join(gameId: string, offer: SignalSdp): Promise<{ signal: SignalSdp; peerFingerprint: string }> {
    const game = this.found.get(gameId);
    if (!game) throw new MatchError("not_found", "That game is no longer announced on the network.");
    if (offer.type !== "offer") throw new MatchError("bad_argument", "Joining needs your connection's offer, not an answer.");
    const code = signalToCode(offer, this.o.identity().digest());
    const addresses = [...game.addresses].sort((a, b) => Number(a.includes(":")) - Number(b.includes(":"))); // IPv4 first
    let last = "no address";
    for (const address of addresses) {
      try {
        const { status, json } = await postJoin(address, game.port, JSON.stringify({ code }), ANSWER_TIMEOUT_MS + 5000);
        if (status !== 200 || typeof json.answer !== "string") throw new MatchError("join_refused", `${game.player}'s game refused: ${String(json.error ?? status)}`);
        const { signal, identity } = codeToSignal(json.answer, "answer");
        if (identity && identity !== game.fingerprint) {
          throw new MatchError("fingerprint_mismatch", `The game answered with identity ${identity}, not the announced ${game.fingerprint}.`);
        }
        return { signal: signal as SignalSdp, peerFingerprint: game.fingerprint };
      } catch (e) {
        if (e instanceof MatchError) throw e;
        if (e instanceof CodeError) throw new MatchError(e.code, e.message);
        last = (e as Error).message;
      }
    }
    throw new MatchError("join_failed", `Could not reach ${game.player}'s game: ${last}`);
  }

  clientClosed(client: string): void {
    this.stopBrowsing(client);
    if (this.announced?.client === client) void this.stopAnnouncing();
  }

  async close(): Promise<void> {
    await this.stopAnnouncing();
    this.browsing.clear();
    this.browser?.stop();
    this.browser = null;
    this.bonjour?.destroy();
    this.bonjour = null;
  }
}

/**
 * One player's side of a network match, end to end, for the command line (and any headless
 * host): identity and pins from the data folder, connection through invite/answer codes over
 * @roamhq/wrtc, a durable match log, the real engine, and either a computer player or a
 * caller-supplied chooser for a person.
 */
import type { MatchFormat } from "./message-bodies";
import { join } from "node:path";
import type { Action, GameState, PlayerView } from "../../../engine/index";
import { createAiPlayer } from "../ai/player";
import type { AiKind } from "../ai/types";
import { driveWithAi } from "./ai-driver";
import type { AuditResult } from "./game-rules";
import { NetError } from "./errors";
import { FileIdentityStore, loadOrCreateIdentity } from "./identity";
import { FileKnownPeers } from "./known-peers";
import type { MatchResult, ReadyInfo } from "./session-types";
import type { Transport } from "./transport";
import { MATCHES_FILE } from "../match/db";
import { MatchHost } from "../match/match-host";
import { resourcesDir } from "../paths";
import type { PeerSession } from "./peer-session";
import { answerInvitation, createInvitation, type IceServer } from "./wrtc-transport";
import { legalActionList, viewFor } from "../../../engine/index";

export interface PeerMatchIo {
  /** Shows our invite (host) or answer (guest) code to the player. */
  showCode(kind: "invite" | "answer", code: string): void;
  /** Host: waits for the friend's answer code. */
  readAnswer(): Promise<string>;
  /** Progress and messages for the player. */
  info(text: string): void;
  /** A person's decision (when no AI plays this seat). */
  choose?(view: PlayerView, legal: Action[]): Promise<Action>;
}

export interface PeerMatchOptions {
  role: "host" | "guest";
  /** Guest: the host's invite code. */
  inviteCode?: string;
  deck: string[];
  /** The deck's sideboard (cards outside the game, CR 400.11), committed hidden with it. */
  sideboard?: string[];
  playerName: string;
  dataDir: string;
  ai?: AiKind;
  aiSeed?: number;
  /** A still-running game after this turn is a draw (computer players); none by default. */
  turnCap?: number;
  /** The format both decks must be legal in (default freeform). */
  format?: MatchFormat;
  /** The "dexterity cards" option (both players must choose it). */
  dexterity?: boolean;
  /** Play for ante (both players must choose it). A deck given by its cards brings no collection units: nothing changes hands outside the game. */
  ante?: boolean;
  iceServers?: IceServer[];
  io: PeerMatchIo;
}

export interface PeerMatchOutcome {
  result: MatchResult;
  hash: string;
  seed: string;
  gameId: string;
  turns: number;
  peer: ReadyInfo["peer"];
  logFile: string;
  /** The audit of the opponent's secrets at the end (null if they never showed them in time). */
  audit: AuditResult | null;
}

export async function runPeerMatch(o: PeerMatchOptions): Promise<PeerMatchOutcome> {
  const identity = loadOrCreateIdentity(new FileIdentityStore(join(o.dataDir, "identity.json")), "default");
  o.io.info(`Your fingerprint: ${identity.fingerprint}`);
  let transport: Transport;
  let peerFingerprint: string | undefined;
  if (o.role === "host") {
    const invitation = await createInvitation({ identity, iceServers: o.iceServers });
    o.io.showCode("invite", invitation.code);
    try {
      ({ transport, peerFingerprint } = await invitation.accept(await o.io.readAnswer()));
    } catch (err) {
      invitation.cancel();
      throw err;
    }
  } else {
    if (!o.inviteCode) throw new NetError("no-code", "An invite code is needed to join.");
    const answer = await answerInvitation(o.inviteCode, { identity, iceServers: o.iceServers });
    o.io.showCode("answer", answer.code);
    peerFingerprint = answer.peerFingerprint;
    transport = await answer.connected;
  }
  o.io.info("Connected.");

  // The match host keeps the signed log in <data dir>/matches.db, so the match is in the
  // app's history like any other, and survives a crash of this process.
  const host = new MatchHost({
    dataDir: o.dataDir,
    resourcesDir: resourcesDir(),
    identity: () => identity,
    knownPeers: new FileKnownPeers(join(o.dataDir, "known-peers.json")),
    emit: () => {},
  });
  let matchId: number;
  try {
    matchId = host.connectTransport({ transport, role: o.role, deck: { name: "deck", cards: o.deck, ...(o.sideboard?.length ? { sideboard: o.sideboard } : {}) }, peerFingerprint, name: o.playerName, turnCap: o.turnCap, ...(o.format ? { format: o.format } : {}), ...(o.dexterity ? { dexterity: true } : {}), ...(o.ante ? { ante: true } : {}) }).id;
  } catch (err) {
    transport.close("the match could not start");
    await host.close();
    throw err;
  }
  const logFile = `${join(o.dataDir, MATCHES_FILE)} (match #${matchId})`;
  const session = host.sessionOf(matchId)!;
  const ai = o.ai ? createAiPlayer(o.ai, { seed: o.aiSeed, deck: o.deck }) : null;
  let stopDriver = () => {};
  try {
    return await new Promise<PeerMatchOutcome>((resolve, reject) => {
      let ready: ReadyInfo | null = null;
      session.on("ready", (info) => {
        ready = info;
        o.io.info(`Playing ${info.peer.name} (${info.peer.fingerprint}${info.peer.firstContact ? ", first meeting: compare fingerprints" : ""}) as seat ${info.seat}.`);
        ai?.newGame({ deck: o.deck, opponentDeck: [...(session.peerDeck ?? [])] });
      });
      session.on("halted", (incident) => reject(new NetError(incident.code, `The match stopped: ${incident.message}`)));
      session.on("rejected", (incident) => !incident.halted && o.io.info(`Refused a message: ${incident.message}`));
      session.on("chat", (c) => c.from === "peer" && o.io.info(`${ready?.peer.name ?? "Opponent"}: ${c.text}`));
      session.on("disconnected", (reason) => o.io.info(`Connection lost (${reason}).`));
      session.on("confirmed", (result) => {
        const state = session.state!;
        const outcome = { result, hash: session.stateHash!, seed: session.seed, gameId: session.gameId, turns: state.turn.number, peer: ready!.peer, logFile };
        // Leave once the peer acknowledged our result and secrets and showed its own (the audit),
        // or after a grace period.
        const started = Date.now();
        const poll = setInterval(() => {
          const done = session.heads.theirAck >= session.heads.mine && session.audit !== null;
          if (done || Date.now() - started > 10_000) {
            clearInterval(poll);
            resolve({ ...outcome, audit: session.audit });
          }
        }, 10);
      });
      if (ai) stopDriver = driveWithAi(session, ai, reject);
      else if (o.io.choose) stopDriver = driveWithPerson(session, o.io.choose, reject);
    });
  } finally {
    stopDriver();
    await host.close();
    await ai?.close();
  }
}

function driveWithPerson(
  session: PeerSession<GameState, Action>,
  choose: NonNullable<PeerMatchIo["choose"]>,
  onError: (err: Error) => void,
): () => void {
  let asking = false;
  const step = async () => {
    const state = session.state;
    if (asking || session.status !== "playing" || !state || session.toAct !== session.seat) return;
    asking = true;
    try {
      const action = await choose(viewFor(state, session.seat), legalActionList(state, session.seat));
      const r = session.submit(action);
      if (!r.ok) throw new Error(r.rejection.message);
    } catch (err) {
      onError(err as Error);
    } finally {
      asking = false;
    }
    setImmediate(() => void step());
  };
  const offs = [session.on("ready", () => void step()), session.on("state", () => void step())];
  return () => offs.forEach((off) => off());
}

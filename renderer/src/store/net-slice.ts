/**
 * Network play from the lobby: your fingerprint, hosting with an invite code, joining with an
 * answer code, and games on the LAN. Each step that can fail says which step and why, in words.
 * The WebRTC peer itself lives in net/rtc-peer.ts.
 */
import type { LanGameInfo, LanOffer, MatchSummary } from "../../../app/shared/contract/match";
import { answerLanOffer } from "../net/lan-answer";
import { openPeer, withTimeout, type RtcPeer } from "../net/rtc-peer";
import type { Slice } from "./slice";
import { anteCardsIn } from "../../../app/shared/ante";

export type DeckChoice = { deckId?: number; benchmark?: string };

export type HostFlow =
  | { stage: "idle" }
  | { stage: "preparing" }
  | { stage: "invite"; invite: string; connecting: boolean }
  | { stage: "error"; step: string; message: string };

export type JoinFlow =
  | { stage: "idle" }
  | { stage: "reading" }
  | { stage: "answer"; answer: string; peerFingerprint: string | null }
  | { stage: "error"; step: string; message: string };

export interface LanState {
  announcing: boolean;
  browsing: boolean;
  games: LanGameInfo[];
  busy: string | null;
  error: string | null;
}

export interface NetSlice {
  fingerprint: string | null;
  fingerprintError: string | null;
  hostFlow: HostFlow;
  joinFlow: JoinFlow;
  /** The friend's fingerprint of the connection being made (to compare aloud). */
  friendFingerprint: string | null;
  lan: LanState;
  /** An unfinished network match to reconnect over the next codes (instead of a new match). */
  resumeTarget: { matchId: number; opponent: string } | null;
  setResumeTarget(t: NetSlice["resumeTarget"]): void;
  /** "Play for ante" (CR 407), a match option off by default: both network players must choose it. */
  playForAnte: boolean;
  setPlayForAnte(on: boolean): void;
  /** The ante cards of the chosen deck (a deck holding one is legal only for ante: the lobby offers it). */
  deckAnteCards: string[];
  /** Looks the chosen deck's cards up; a deck with an ante card turns "Play for ante" on. */
  checkDeckForAnte(deck: DeckChoice | null): Promise<void>;
  loadFingerprint(): Promise<void>;
  hostGame(deck: DeckChoice): Promise<void>;
  acceptAnswer(code: string, deck: DeckChoice): Promise<void>;
  joinGame(invite: string, deck: DeckChoice): Promise<void>;
  cancelNet(): void;
  lanAnnounce(deck: DeckChoice): Promise<void>;
  lanStop(): Promise<void>;
  lanBrowse(): Promise<void>;
  lanStopBrowsing(): Promise<void>;
  lanJoin(game: LanGameInfo, deck: DeckChoice): Promise<void>;
}

const CONNECT_MS = 30_000;

/** The STUN/TURN servers from Settings (loaded on first need). */
async function iceServers(get: () => { settings: { iceServers: { urls: string; username?: string; credential?: string }[] } | null; loadSettings(): Promise<void> }): Promise<RTCIceServer[]> {
  if (!get().settings) await get().loadSettings();
  return (get().settings?.iceServers ?? []).map((s) => ({ urls: s.urls, ...(s.username ? { username: s.username } : {}), ...(s.credential ? { credential: s.credential } : {}) }));
}

let hostPeer: RtcPeer | null = null;
let joinPeer: RtcPeer | null = null;
let lanDeck: DeckChoice | null = null;
let lanBound = false;

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

export const createNetSlice: Slice<NetSlice> = (set, get) => {
  const hostError = (step: string, message: string) => set({ hostFlow: { stage: "error", step, message } });
  const joinError = (step: string, message: string) => set({ joinFlow: { stage: "error", step, message } });

  /** Both sides: the channel is open, so the match starts (the handshake fixes the seed). */
  const connect = async (peer: RtcPeer, role: "host" | "guest", deck: DeckChoice, peerFingerprint: string | null): Promise<MatchSummary | string> => {
    const resume = get().resumeTarget;
    if (resume) {
      const r = await window.moxen.match.resume({ matchId: resume.matchId, channelId: peer.channelId });
      if (!r.ok) {
        peer.close();
        return r.error.message;
      }
      set({ resumeTarget: null });
      const m = await window.moxen.match.get({ matchId: resume.matchId });
      if (!m.ok) return m.error.message;
      await get().showMatch(m.value);
      return m.value;
    }
    // The "dexterity cards" option as the lobby shows it (settings); the opponent must have chosen the same.
    const dexterity = !!(get().settings as { dexterity?: boolean } | null)?.dexterity;
    const r = await window.moxen.match.connect({ channelId: peer.channelId, role, deck, ...(peerFingerprint ? { peerFingerprint } : {}), ...(dexterity ? { dexterity } : {}), ...(get().playForAnte ? { ante: true } : {}) });
    if (!r.ok) {
      peer.close();
      return r.error.message;
    }
    await get().showMatch(r.value);
    return r.value;
  };

  const bindLan = () => {
    if (lanBound) return;
    lanBound = true;
    window.moxen.onEvent("match.lanGames", ({ games }) => set((s) => ({ lan: { ...s.lan, games } })));
    window.moxen.onEvent("match.lanOffer", (offer) => void answerLanJoin(offer));
  };

  const answerLanJoin = async (offer: LanOffer) => {
    const deck = lanDeck;
    if (!deck || !get().lan.announcing) return;
    set((s) => ({ lan: { ...s.lan, busy: "Someone is joining your game…", error: null }, friendFingerprint: offer.peerFingerprint }));
    try {
      const peer = await answerLanOffer(offer, { connectTimeoutMs: CONNECT_MS, iceServers: await iceServers(get) });
      set((s) => ({ lan: { ...s.lan, announcing: false, busy: null } }));
      const m = await connect(peer, "host", deck, offer.peerFingerprint);
      if (typeof m === "string") throw new Error(`Starting the match failed: ${m}`);
    } catch (e) {
      set((s) => ({ lan: { ...s.lan, busy: null, error: messageOf(e) } }));
    }
  };

  return {
    fingerprint: null,
    fingerprintError: null,
    hostFlow: { stage: "idle" },
    joinFlow: { stage: "idle" },
    friendFingerprint: null,
    lan: { announcing: false, browsing: false, games: [], busy: null, error: null },
    resumeTarget: null,
    setResumeTarget: (resumeTarget) => set({ resumeTarget }),
    playForAnte: false,
    setPlayForAnte: (playForAnte) => set({ playForAnte }),
    deckAnteCards: [],

    async checkDeckForAnte(deck) {
      let cards: string[] = [];
      if (deck?.deckId !== undefined) {
        const r = await window.moxen.decks.get({ id: deck.deckId });
        cards = r.ok ? anteCardsIn(r.value.main.map((c) => c.name)) : [];
      }
      // CR 407.3: such a deck is legal only for ante, so the option is offered (turned on, and said
      // why); choosing another deck after it turns it off again (ante stays a choice, off by default).
      if (cards.length) set({ deckAnteCards: cards, playForAnte: true });
      else set((s) => ({ deckAnteCards: [], playForAnte: s.deckAnteCards.length ? false : s.playForAnte }));
    },

    async loadFingerprint() {
      const r = await window.moxen.net.identity();
      set(r.ok ? { fingerprint: r.value.fingerprint, fingerprintError: null } : { fingerprintError: r.error.message });
    },

    async hostGame(deck) {
      hostPeer?.close();
      set({ hostFlow: { stage: "preparing" }, friendFingerprint: null });
      let peer: RtcPeer;
      try {
        peer = await openPeer(true, { connectTimeoutMs: CONNECT_MS, iceServers: await iceServers(get) });
        hostPeer = peer;
      } catch (e) {
        return hostError("Opening a connection", messageOf(e));
      }
      let offer;
      try {
        offer = await peer.signal;
      } catch (e) {
        return hostError("Preparing the invite", messageOf(e));
      }
      const code = await window.moxen.net.makeCode({ signal: offer });
      if (!code.ok) return hostError("Making the invite code", code.error.message);
      if (hostPeer === peer) set({ hostFlow: { stage: "invite", invite: code.value.code, connecting: false } });
      void deck;
    },

    async acceptAnswer(code, deck) {
      const flow = get().hostFlow;
      const peer = hostPeer;
      if (flow.stage !== "invite" || !peer) return;
      const read = await window.moxen.net.readCode({ code: code.trim(), expect: "answer" });
      if (!read.ok) {
        // A bad paste is not fatal: the invite stays valid, the player can paste again.
        set({ hostFlow: { ...flow, connecting: false }, friendFingerprint: null });
        return hostError("Reading the answer code", `${read.error.message} Your invite is still open: paste the answer again, or start over.`);
      }
      set({ hostFlow: { ...flow, connecting: true }, friendFingerprint: read.value.peerFingerprint });
      peer.accept(read.value.signal);
      try {
        await peer.connected;
      } catch (e) {
        return hostError("Connecting to your friend", messageOf(e));
      }
      const m = await connect(peer, "host", deck, read.value.peerFingerprint);
      if (typeof m === "string") return hostError("Starting the match", m);
      hostPeer = null;
      set({ hostFlow: { stage: "idle" } });
    },

    async joinGame(invite, deck) {
      joinPeer?.close();
      set({ joinFlow: { stage: "reading" }, friendFingerprint: null });
      const read = await window.moxen.net.readCode({ code: invite.trim(), expect: "invite" });
      if (!read.ok) return joinError("Reading the invite code", read.error.message);
      set({ friendFingerprint: read.value.peerFingerprint });
      let peer: RtcPeer;
      try {
        peer = await openPeer(false, { connectTimeoutMs: CONNECT_MS, iceServers: await iceServers(get) });
        joinPeer = peer;
        peer.accept(read.value.signal);
      } catch (e) {
        return joinError("Opening a connection", messageOf(e));
      }
      let answer;
      try {
        answer = await peer.signal;
      } catch (e) {
        return joinError("Preparing the answer", messageOf(e));
      }
      const code = await window.moxen.net.makeCode({ signal: answer });
      if (!code.ok) return joinError("Making the answer code", code.error.message);
      set({ joinFlow: { stage: "answer", answer: code.value.code, peerFingerprint: read.value.peerFingerprint } });
      try {
        // The friend still has to paste the answer: give them time.
        await withTimeout(peer.connected, 10 * 60_000, "Your friend did not use the answer code within 10 minutes. Start over with a new invite.");
      } catch (e) {
        if (joinPeer === peer) return joinError("Waiting for your friend to connect", messageOf(e));
        return;
      }
      const m = await connect(peer, "guest", deck, read.value.peerFingerprint);
      if (typeof m === "string") return joinError("Starting the match", m);
      joinPeer = null;
      set({ joinFlow: { stage: "idle" } });
    },

    cancelNet() {
      hostPeer?.close();
      joinPeer?.close();
      hostPeer = joinPeer = null;
      set({ hostFlow: { stage: "idle" }, joinFlow: { stage: "idle" }, friendFingerprint: null });
    },

    async lanAnnounce(deck) {
      bindLan();
      lanDeck = deck;
      const r = await window.moxen.match.lanAnnounce();
      set((s) => ({ lan: { ...s.lan, announcing: r.ok, error: r.ok ? null : `Announcing on the local network failed: ${r.error.message}` } }));
    },
    async lanStop() {
      await window.moxen.match.lanStop();
      set((s) => ({ lan: { ...s.lan, announcing: false } }));
    },
    async lanBrowse() {
      bindLan();
      const r = await window.moxen.match.lanBrowse();
      set((s) => ({
        lan: r.ok ? { ...s.lan, browsing: true, games: r.value, error: null } : { ...s.lan, error: `Looking for games on the local network failed: ${r.error.message}` },
      }));
    },
    async lanStopBrowsing() {
      await window.moxen.match.lanStopBrowsing();
      set((s) => ({ lan: { ...s.lan, browsing: false } }));
    },
    async lanJoin(game, deck) {
      set((s) => ({ lan: { ...s.lan, busy: `Joining ${game.player}…`, error: null }, friendFingerprint: game.fingerprint }));
      try {
        const peer = await openPeer(true, { connectTimeoutMs: CONNECT_MS, iceServers: await iceServers(get) });
        const offer = await peer.signal;
        const j = await window.moxen.match.lanJoin({ gameId: game.id, signal: offer });
        if (!j.ok) {
          peer.close();
          throw new Error(`${game.player}'s game did not answer: ${j.error.message}`);
        }
        peer.accept(j.value.signal);
        await peer.connected;
        await window.moxen.match.lanStopBrowsing();
        set((s) => ({ lan: { ...s.lan, browsing: false, busy: null } }));
        const m = await connect(peer, "guest", deck, j.value.peerFingerprint);
        if (typeof m === "string") throw new Error(`Starting the match failed: ${m}`);
      } catch (e) {
        set((s) => ({ lan: { ...s.lan, busy: null, error: messageOf(e) } }));
      }
    },
  };
};

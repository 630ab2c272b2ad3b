/**
 * Sealed deck with a friend (issue 35): the renderer's state for the LimitedFriend screen. Its own
 * small zustand store (not a slice of the main store) so it stays apart from the local Limited
 * screens; the host holds the event, its keys, its log and the pools (limitedNet.*, see
 * app/host/limited/event/README.md). The data channel is opened as for a match: an invite code and
 * an answer code (net.makeCode / net.readCode) over the renderer's WebRTC peer.
 */
import { create } from "zustand";
import type { LimitedNetKind, LimitedNetSummaryDto, LimitedNetViewDto } from "../../../app/shared/contract/limited-net";
import type { LanGameInfo, LanOffer } from "../../../app/shared/contract/match";
import { coinsNow, priceOf } from "../components/limited-friend/price";
import { answerLanOffer as answerOffer } from "../net/lan-answer";
import { openPeer, type RtcPeer } from "../net/rtc-peer";

/** What is done with the data channel once it is open. */
export type Purpose = { kind: "host"; packs: string; eventKind: LimitedNetKind; buildMinutes: number | null } | { kind: "join" } | { kind: "resume"; key: string };

export type Flow =
  | { stage: "idle" }
  | { stage: "busy"; what: string }
  | { stage: "invite"; code: string; purpose: Purpose }
  | { stage: "answer"; code: string }
  | { stage: "error"; message: string };

export interface LimitedFriendState {
  view: LimitedNetViewDto | null;
  flow: Flow;
  list: LimitedNetSummaryDto[];
  /** The host's refusal of the last action (a bad deck, bad packs), shown until the next one. */
  error: string | null;
  /**
   * The LAN, as for matches (match.lan*, app/host/match/lan.ts): this player's event announced
   * (`kind=limited` with its packs), and the limited events others announce.
   */
  lan: { announcing: { packs: string; kind: LimitedNetKind; buildMinutes: number | null } | null; browsing: boolean; events: LanGameInfo[] };
  bind(): void;
  /** Announces the proposal on the LAN; the first friend who joins gets it. */
  lanAnnounce(packs: string, kind: LimitedNetKind, buildMinutes: number | null): Promise<void>;
  lanStop(): Promise<void>;
  lanBrowse(): Promise<void>;
  /** Joins a limited event found on the LAN (its announced fingerprint pinned). */
  lanJoin(event: LanGameInfo): Promise<void>;
  refreshList(): Promise<void>;
  /** Makes an invite code; the event starts (or resumes) once the friend's answer is pasted. */
  invite(purpose: Purpose): Promise<void>;
  answer(code: string): Promise<void>;
  /** Answers a friend's invite code; `purpose` is join (a new event) or resume. */
  join(code: string, purpose: Purpose): Promise<void>;
  accept(): Promise<void>;
  decline(): Promise<void>;
  /** `first`: who plays first, when this player lost the previous game (view.choosesFirst, CR 103.1). */
  submitDeck(deck: string[], first?: "me" | "peer"): Promise<boolean>;
  /** A Winston draft: take or pass the pile this player looks at (a refusal lands in `error`). */
  decide(choice: "take" | "pass"): Promise<void>;
  leave(): Promise<void>;
  /** Keeps the deck being edited for game 1 in the host (submitted for the player if its deck-building time runs out). */
  saveDraft(deck: string[]): Promise<void>;
  /** Claims game 1: the friend's deck is late by the agreed clock and its grace (view.clock.canClaim). */
  claim(): Promise<void>;
  close(): void;
}

let peer: RtcPeer | null = null;
let bound = false;

const message = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const useLimitedFriend = create<LimitedFriendState>()((set, get) => {
  const fail = (what: string, e: unknown) => set({ flow: { stage: "error", message: `${what} failed: ${message(e)}` } });
  const start = async (p: RtcPeer, friend: string | null, purpose: Purpose) => {
    await p.connected;
    const pin = friend ? { peerFingerprint: friend } : {};
    const r =
      purpose.kind === "host"
        ? await window.moxen.limitedNet.host({ channelId: p.channelId, packs: purpose.packs, kind: purpose.eventKind, buildMinutes: purpose.buildMinutes, ...pin })
        : purpose.kind === "join"
          ? await window.moxen.limitedNet.join({ channelId: p.channelId, ...pin })
          : await window.moxen.limitedNet.resume({ key: purpose.key, channelId: p.channelId, ...pin });
    if (!r.ok) throw new Error(r.error.message);
    set({ view: r.value, flow: { stage: "idle" }, error: null });
  };
  /** Says so (and returns true) when the player's coins are below `price`: checked before sending. */
  const short = async (price: number | null | undefined) => {
    const coins = price ? await coinsNow() : null;
    if (coins === null || coins >= price!) return false;
    set({ error: `Not enough coins: your packs cost ${price} coins and you have ${coins}.` });
    return true;
  };
  /** Runs an action on the event; a refusal is kept in `error`, the view replaced on success. */
  const act = async (call: (key: string) => Promise<{ ok: true; value: LimitedNetViewDto } | { ok: false; error: { message: string } }>) => {
    const key = get().view?.key;
    if (!key) return false;
    const r = await call(key);
    if (!r.ok) {
      set({ error: r.error.message });
      return false;
    }
    set({ view: r.value, error: null });
    return true;
  };
  /** A friend on the LAN joins our announced event: answer its offer, then propose on that channel. */
  const answerLanOffer = async (offer: LanOffer) => {
    const announced = get().lan.announcing;
    if (!announced || get().view) return;
    set((s) => ({ lan: { ...s.lan, announcing: null }, flow: { stage: "busy", what: "A friend is joining your event…" }, error: null }));
    try {
      peer?.close();
      const p = await answerOffer(offer);
      peer = p;
      await start(p, offer.peerFingerprint, { kind: "host", packs: announced.packs, eventKind: announced.kind, buildMinutes: announced.buildMinutes });
    } catch (e) {
      fail("Answering the friend on the LAN", e);
    }
  };
  /** Only limited events are listed here (games and trades belong to their own screens). */
  const onlyEvents = (games: LanGameInfo[]) => games.filter((g) => g.purpose === "limited" && g.limited);
  return {
    view: null,
    flow: { stage: "idle" },
    list: [],
    error: null,
    lan: { announcing: null, browsing: false, events: [] },
    async lanAnnounce(packs, kind, buildMinutes) {
      if (!packs.trim()) return set({ error: "Give the packs, for example 3ED:6 or LEG:2,DRK:2,FEM:2" });
      if (await short(priceOf(packs, kind)?.host)) return;
      const r = await window.moxen.match.lanAnnounce({ purpose: "limited", limited: { spec: packs.trim(), kind } });
      if (!r.ok) return set({ error: r.error.message });
      set((s) => ({ lan: { ...s.lan, announcing: { packs: packs.trim(), kind, buildMinutes } }, error: null }));
    },
    async lanStop() {
      set((s) => ({ lan: { ...s.lan, announcing: null } }));
      await window.moxen.match.lanStop();
    },
    async lanBrowse() {
      const r = await window.moxen.match.lanBrowse();
      if (!r.ok) return set({ error: r.error.message });
      set((s) => ({ lan: { ...s.lan, browsing: true, events: onlyEvents(r.value) } }));
    },
    async lanJoin(event) {
      set({ flow: { stage: "busy", what: `Connecting to ${event.player}…` }, error: null });
      try {
        peer?.close();
        const p = await openPeer(true);
        peer = p;
        const j = await window.moxen.match.lanJoin({ gameId: event.id, signal: await p.signal });
        if (!j.ok) throw new Error(j.error.message);
        p.accept(j.value.signal);
        await window.moxen.match.lanStopBrowsing();
        set((s) => ({ lan: { ...s.lan, browsing: false } }));
        await start(p, j.value.peerFingerprint, { kind: "join" });
      } catch (e) {
        fail(`Joining ${event.player}'s event`, e);
      }
    },
    bind() {
      if (bound) return;
      bound = true;
      window.moxen.onEvent("match.lanGames", ({ games }) => set((s) => ({ lan: { ...s.lan, events: onlyEvents(games) } })));
      window.moxen.onEvent("match.lanOffer", (offer) => void answerLanOffer(offer));
      window.moxen.onEvent("limitedNet.changed", (v) => {
        const cur = get().view;
        // The view of the event on this screen (a guest's first view has its key only once the proposal is in).
        if (!cur || cur.key === null || v.key === cur.key) set({ view: v });
      });
    },
    async refreshList() {
      const r = await window.moxen.limitedNet.list();
      if (r.ok) set({ list: r.value });
    },
    async invite(purpose) {
      if (purpose.kind === "host" && !purpose.packs.trim()) return set({ error: "Give the packs, for example 3ED:6 or LEG:2,DRK:2,FEM:2" });
      if (purpose.kind === "host" && (await short(priceOf(purpose.packs)?.host))) return;
      set({ flow: { stage: "busy", what: "Preparing the invite…" }, error: null });
      try {
        peer?.close();
        peer = await openPeer(true);
        const code = await window.moxen.net.makeCode({ signal: await peer.signal });
        if (!code.ok) throw new Error(code.error.message);
        set({ flow: { stage: "invite", code: code.value.code, purpose } });
      } catch (e) {
        fail("Making the invite code", e);
      }
    },
    async answer(text) {
      const flow = get().flow;
      const p = peer;
      if (!p || flow.stage !== "invite") return;
      const read = await window.moxen.net.readCode({ code: text.trim(), expect: "answer" });
      if (!read.ok) return fail("Reading the answer code", new Error(read.error.message));
      set({ flow: { stage: "busy", what: "Connecting…" } });
      p.accept(read.value.signal);
      await start(p, read.value.peerFingerprint, flow.purpose).catch((e) => fail("Connecting", e));
    },
    async join(text, purpose) {
      const read = await window.moxen.net.readCode({ code: text.trim(), expect: "invite" });
      if (!read.ok) return fail("Reading the invite code", new Error(read.error.message));
      set({ flow: { stage: "busy", what: "Preparing the answer…" }, error: null });
      try {
        peer?.close();
        const p = await openPeer(false);
        peer = p;
        p.accept(read.value.signal);
        const code = await window.moxen.net.makeCode({ signal: await p.signal });
        if (!code.ok) throw new Error(code.error.message);
        set({ flow: { stage: "answer", code: code.value.code } });
        await start(p, read.value.peerFingerprint, purpose);
      } catch (e) {
        fail("Joining", e);
      }
    },
    accept: async () => {
      if (await short(get().view?.price?.me)) return;
      await act((key) => window.moxen.limitedNet.accept({ key }));
    },
    decline: async () => void (await act((key) => window.moxen.limitedNet.decline({ key }))),
    submitDeck: (deck, first) => act((key) => window.moxen.limitedNet.submitDeck({ key, deck, ...(first ? { first } : {}) })),
    decide: async (choice) => void (await act((key) => window.moxen.limitedNet.decide({ key, choice }))),
    leave: async () => void (await act((key) => window.moxen.limitedNet.leave({ key }))),
    saveDraft: async (deck) => {
      // Silent: a refusal only means game 1's deck is in already (submitted, or by the clock).
      const key = get().view?.key;
      if (key) await window.moxen.limitedNet.saveDraft({ key, deck });
    },
    claim: async () => void (await act((key) => window.moxen.limitedNet.claim({ key }))),
    close() {
      set({ view: null, flow: { stage: "idle" }, error: null });
      void get().refreshList();
    },
  };
});

/**
 * The match being shown: the host's last update (read-only: the renderer never changes game
 * state, design.md §2), the game log and chat, and the player's table preferences (stops,
 * auto-pass, the order of their permanents per match). Intents go out through `submit`.
 */
import type { Action } from "../../../engine/index";
import type { ChatLine, LogTag, MatchSummary, MatchUpdate, SubmittedAction } from "../../../app/shared/contract/match";
import { shareView } from "./share-view";
import type { Slice } from "./slice";
import { playSounds, soundsFor } from "../components/table/sounds";
import { loadTablePrintings } from "../components/card/table-printings";

export type StartArgs = Parameters<Window["moxen"]["match"]["start"]>[0];

/** F4: pass until a step with a stop; F6: until your next turn. */
/** `depth`: how many subgames deep the game was as "until your next turn" began (CR 729; absent: the main game). */
export type PassMode = { kind: "stop"; serial: number } | { kind: "turn"; turn: number; depth?: number } | null;

export interface Rejected {
  message: string;
  /** A card that was dragged: it snaps back and shakes. */
  card?: string;
  at: number;
}

export interface MatchSlice {
  matchId: number | null;
  summary: MatchSummary | null;
  update: MatchUpdate | null;
  log: string[];
  /** Where `log[0]` is in the match's whole log (lines dropped from the front before it): each
   *  line keeps its position, so the log view adds and drops lines instead of rewriting them all. */
  logFirst: number;
  /** What each line of `log` records (one for one), for the condensed log (table/log-story.ts). */
  logTags: LogTag[];
  chat: ChatLine[];
  rejected: Rejected | null;
  submitting: boolean;
  passMode: PassMode;
  /** Steps where passing stops (F4 and auto-pass halt there): "me:<step>" in your turns, "opp:<step>" in theirs. */
  stops: string[];
  /** Pass automatically when passing is all you could do. */
  autoPass: boolean;
  /** Cast with manual payment (the payment dialog) by default. */
  payByHand: boolean;
  /** Stop with your own spell on top of the stack (else it resolves unless the opponent responds). */
  respondToOwn: boolean;
  /** Your permanents' order on the table, per match. */
  orders: Record<number, string[]>;
  /** How each local match was started, for "rematch". */
  starts: Record<number, StartArgs>;
  lobbyError: string | null;
  /** The match whose replay is open, if any. */
  replayId: number | null;

  openReplay(matchId: number | null): void;
  startMatch(args: StartArgs): Promise<boolean>;
  openMatch(matchId: number): Promise<boolean>;
  /** A network match once match.connect answered (its view arrives once the handshake is done). */
  showMatch(summary: MatchSummary): Promise<void>;
  leaveMatch(): void;
  /** Asks for the view again (e.g. while a network handshake runs, in case an event was missed). */
  pollView(): Promise<void>;
  receiveUpdate(u: MatchUpdate): void;
  submit(action: SubmittedAction, card?: string): Promise<boolean>;
  concede(): Promise<void>;
  /** Network: wins because the opponent owed a message past the claim time. */
  claimTimeout(): Promise<void>;
  sendChat(text: string): Promise<string | null>;
  refreshSummary(): Promise<void>;
  setPassMode(m: PassMode): void;
  toggleStop(key: string): void;
  setAutoPass(on: boolean): void;
  setPayByHand(on: boolean): void;
  setRespondToOwn(on: boolean): void;
  setOrder(matchId: number, ids: string[]): void;
  clearRejected(): void;
}

const PREFS_KEY = "moxen.table.prefs.v1";
const ORDERS_KEY = "moxen.table.orders";
const DEFAULT_STOPS = ["me:precombat_main"];

export { stopKey } from "../components/table/pass-rules";

interface Prefs {
  stops: string[];
  autoPass: boolean;
  payByHand: boolean;
  respondToOwn: boolean;
}

function load<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage?.getItem(key);
    return raw ? { ...fallback, ...(JSON.parse(raw) as T) } : fallback;
  } catch {
    return fallback;
  }
}
function save(key: string, value: unknown) {
  try {
    window.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* private mode or full: preferences last for the session */
  }
}

/** Updates that arrived before their match was shown (a network handshake can finish first). */
const early = new Map<number, MatchUpdate>();

const prefs = load<Prefs>(PREFS_KEY, { stops: DEFAULT_STOPS, autoPass: true, payByHand: false, respondToOwn: false });
const MAX_LOG = 1000;

export const createMatchSlice: Slice<MatchSlice> = (set, get) => {
  const savePrefs = () => {
    const { stops, autoPass, payByHand, respondToOwn } = get();
    save(PREFS_KEY, { stops, autoPass, payByHand, respondToOwn });
  };
  const view = async (matchId: number) => {
    const r = await window.moxen.match.view({ matchId });
    if (!r.ok) {
      set({ lobbyError: r.error.message });
      return false;
    }
    if (get().matchId === matchId) {
      get().receiveUpdate(r.value);
      const first = early.get(matchId);
      early.delete(matchId);
      if (first && first.view && (!get().update?.view || first.step > (get().update?.step ?? -1))) get().receiveUpdate({ ...first, events: [] });
    }
    return true;
  };
  return {
    matchId: null,
    summary: null,
    update: null,
    log: [],
    logFirst: 0,
    logTags: [],
    chat: [],
    rejected: null,
    submitting: false,
    passMode: null,
    stops: prefs.stops,
    autoPass: prefs.autoPass,
    payByHand: prefs.payByHand,
    respondToOwn: prefs.respondToOwn,
    orders: load<Record<number, string[]>>(ORDERS_KEY, {}),
    starts: {},
    lobbyError: null,
    replayId: null,

    openReplay: (replayId) => set(replayId === null ? { replayId } : { replayId, matchId: null, summary: null, update: null, log: [], logTags: [], chat: [], passMode: null }),

    async startMatch(args) {
      set({ lobbyError: null });
      const r = await window.moxen.match.start(args);
      if (!r.ok) {
        set({ lobbyError: r.error.message });
        return false;
      }
      set((s) => ({ starts: { ...s.starts, [r.value.id]: args } }));
      await get().showMatch(r.value);
      return true;
    },

    async openMatch(matchId) {
      set({ lobbyError: null });
      const s = await window.moxen.match.get({ matchId });
      if (!s.ok) {
        set({ lobbyError: s.error.message });
        return false;
      }
      await get().showMatch(s.value);
      return true;
    },

    async showMatch(summary) {
      // Cards from a collection deck show their units' printings (before the first view arrives).
      await loadTablePrintings(summary).catch(() => {});
      set({ matchId: summary.id, summary, update: null, log: [], logTags: [], chat: [], rejected: null, passMode: null, lobbyError: null, replayId: null });
      if (summary.kind === "network") {
        const c = await window.moxen.match.chatLog({ matchId: summary.id });
        if (c.ok && get().matchId === summary.id) set({ chat: c.value });
      }
      await view(summary.id);
    },

    async pollView() {
      const { matchId } = get();
      if (matchId !== null) await view(matchId);
    },

    leaveMatch: () => set({ matchId: null, summary: null, update: null, log: [], logTags: [], chat: [], rejected: null, passMode: null }),

    receiveUpdate(u) {
      const s = get();
      if (u.matchId !== s.matchId) {
        if (early.size > 20) early.clear();
        early.set(u.matchId, u);
        return;
      }
      // Updates carry the whole view: replace it, unless an older one arrives late.
      const stale = s.update && !u.reset && u.step < s.update.step;
      const all = u.reset ? u.events : [...s.log, ...u.events];
      const drop = u.reset ? 0 : Math.max(0, all.length - MAX_LOG);
      const log = drop ? all.slice(drop) : all;
      const logFirst = (u.reset ? 0 : s.logFirst) + drop;
      const fresh = u.tags?.length === u.events.length ? u.tags : u.events.map((): LogTag => ({ kind: "note" }));
      const allTags = u.reset ? fresh : [...s.logTags, ...fresh];
      const logTags = drop ? allTags.slice(drop) : allTags;
      // Cards equal to the ones shown keep their objects, so the table redraws only what changed.
      const next = stale ? s.update : u.view && s.update?.view ? { ...u, view: shareView(s.update.view, u.view) } : u;
      set({ update: next, log, logFirst, logTags });
      // Table sounds (off by default): for what this update adds, not for a whole log sent again.
      if (!stale && !u.reset && get().settings?.sound) playSounds(soundsFor(fresh, u.view?.players[u.view.you]?.name));
      if (!stale && s.summary && (u.status !== s.summary.status || u.result)) void get().refreshSummary();
    },

    async submit(action, card) {
      const { matchId } = get();
      if (matchId === null) return false;
      set({ submitting: true });
      const r = await window.moxen.match.submit({ matchId, action });
      if (!r.ok) {
        set({ submitting: false, rejected: { message: r.error.message, card, at: Date.now() } });
        return false;
      }
      set({ submitting: false, rejected: null });
      get().receiveUpdate(r.value);
      return true;
    },

    async claimTimeout() {
      const { matchId } = get();
      if (matchId === null) return;
      const r = await window.moxen.match.claimTimeout({ matchId });
      if (!r.ok) set({ rejected: { message: r.error.message, at: Date.now() } });
      else set({ summary: r.value });
      await view(matchId);
    },
    async concede() {
      const { matchId } = get();
      if (matchId === null) return;
      const r = await window.moxen.match.concede({ matchId });
      if (!r.ok) set({ rejected: { message: r.error.message, at: Date.now() } });
      else set({ summary: r.value });
      await view(matchId);
    },

    async sendChat(text) {
      const { matchId } = get();
      if (matchId === null) return "No match";
      const r = await window.moxen.match.chat({ matchId, text });
      return r.ok ? null : r.error.message;
    },

    async refreshSummary() {
      const { matchId } = get();
      if (matchId === null) return;
      const r = await window.moxen.match.get({ matchId });
      if (r.ok && get().matchId === matchId) set({ summary: r.value });
    },

    setPassMode: (passMode) => set({ passMode }),
    toggleStop(key) {
      set((s) => ({ stops: s.stops.includes(key) ? s.stops.filter((x) => x !== key) : [...s.stops, key] }));
      savePrefs();
    },
    setAutoPass(autoPass) {
      set({ autoPass });
      savePrefs();
    },
    setPayByHand(payByHand) {
      set({ payByHand });
      savePrefs();
    },
    setRespondToOwn(respondToOwn) {
      set({ respondToOwn });
      savePrefs();
    },
    setOrder(matchId, ids) {
      const orders = { ...get().orders, [matchId]: ids };
      // Keep the newest matches' orders only.
      const keys = Object.keys(orders).map(Number).sort((a, b) => b - a);
      for (const k of keys.slice(30)) delete orders[k];
      set({ orders });
      save(ORDERS_KEY, orders);
    },
    clearRejected: () => set({ rejected: null }),
  };
};

/** Chat and updates pushed by the host; bound once for the whole session. */
let bound = false;
export function bindMatchEvents(store: { getState(): MatchSlice; setState(p: Partial<MatchSlice>): void }): void {
  if (bound) return;
  bound = true;
  window.moxen.onEvent("match.updated", (u) => store.getState().receiveUpdate(u));
  window.moxen.onEvent("match.chat", (line) => {
    const s = store.getState();
    if (line.matchId === s.matchId) store.setState({ chat: [...s.chat, line].slice(-300) });
  });
}

export type { Action };

/**
 * Limited events against the computer (the "limited" contract group): the event open in the Play
 * screen, the packs still to turn over (the shop's pack-opening animation, `opening`), the deck
 * being built from the pool and its live legality.
 */
import type { DeckValidation, OpenedPack } from "../../../app/shared/contract/collection";
import type { LimitedEvent, LimitedEventSummary, LimitedKind, LimitedOffer } from "../../../app/shared/contract/limited";
import type { AiKind } from "../../../app/shared/contract/match";
import type { Slice } from "./slice";

export interface LimitedSlice {
  limitedOffer: LimitedOffer | null;
  /** Unfinished events (resume from the Play screen). */
  limitedList: LimitedEventSummary[];
  /** The event shown instead of the lobby (null: the lobby). */
  limitedEvent: LimitedEvent | null;
  /** Packs of the event not opened yet on screen (index of the next; null: all shown). */
  limitedNextPack: number | null;
  /** The deck being built: card names, one per copy. */
  limitedDeck: string[];
  limitedCheck: DeckValidation | null;
  limitedError: string | null;
  limitedBusy: boolean;
  loadLimited(): Promise<void>;
  startLimited(packs: string, ai: AiKind, kind?: LimitedKind): Promise<boolean>;
  /** The player's decision in a Winston draft against the computer. */
  winstonDecide(choice: "take" | "pass"): Promise<void>;
  openLimited(eventId: number): Promise<void>;
  refreshLimited(): Promise<void>;
  closeLimited(): void;
  /** After the pack-opening screen of one pack closes: the next, or the builder. */
  nextLimitedPack(): void;
  setLimitedDeck(deck: string[]): void;
  submitLimitedDeck(): Promise<boolean>;
  playLimitedGame(): Promise<void>;
}

/** One pack of the event as the shop's pack-opening screen shows it. */
function asOpened(ev: LimitedEvent, i: number, coins: number): OpenedPack {
  const pack = ev.packs[i]!;
  return {
    packId: i + 1,
    set: pack[0]?.set ?? "",
    seed: 0,
    price: ev.price / ev.packs.length,
    cards: pack.map((c) => ({ ...c, rarity: c.rarity as OpenedPack["cards"][number]["rarity"], implemented: true })),
    coins,
  };
}

export const createLimitedSlice: Slice<LimitedSlice> = (set, get) => {
  let checkSeq = 0;
  const check = async (deck: string[]) => {
    const ev = get().limitedEvent;
    if (!ev) return;
    const seq = ++checkSeq;
    const r = await window.moxen.limited.checkDeck({ eventId: ev.id, main: deck });
    if (seq !== checkSeq) return;
    set(r.ok ? { limitedCheck: r.value } : { limitedCheck: null, limitedError: r.error.message });
  };
  const show = (ev: LimitedEvent) => {
    const deck = ev.deck ?? get().limitedDeck;
    set({ limitedEvent: ev, limitedDeck: ev.id === get().limitedEvent?.id || ev.deck ? deck : [] });
    void check(get().limitedDeck);
  };
  return {
    limitedOffer: null,
    limitedList: [],
    limitedEvent: null,
    limitedNextPack: null,
    limitedDeck: [],
    limitedCheck: null,
    limitedError: null,
    limitedBusy: false,

    async loadLimited() {
      const [o, l] = await Promise.all([window.moxen.limited.offer(), window.moxen.limited.list()]);
      set({ ...(o.ok ? { limitedOffer: o.value } : {}), ...(l.ok ? { limitedList: l.value } : {}) });
    },

    async startLimited(packs, ai, kind = "sealed") {
      set({ limitedError: null, limitedBusy: true });
      const r = await window.moxen.limited.start({ kind, packs, ai });
      set({ limitedBusy: false });
      if (!r.ok) {
        set({ limitedError: r.error.message });
        return false;
      }
      set({ limitedEvent: null, limitedDeck: [], limitedCheck: null });
      show(r.value);
      await get().loadProfile();
      // A Winston draft opens no packs on screen: its cards are seen pile by pile.
      if (kind === "winston") return true;
      const coins = get().profile?.coins ?? 0;
      set({ limitedNextPack: 0, opening: { pack: asOpened(r.value, 0, coins), revealed: 0 } });
      return true;
    },

    async openLimited(eventId) {
      set({ limitedError: null, limitedDeck: [], limitedCheck: null, limitedEvent: null, limitedNextPack: null });
      const r = await window.moxen.limited.get({ eventId });
      if (!r.ok) return set({ limitedError: r.error.message });
      show(r.value);
    },

    async refreshLimited() {
      const ev = get().limitedEvent;
      if (!ev) return;
      const r = await window.moxen.limited.get({ eventId: ev.id });
      if (r.ok) show(r.value);
      else set({ limitedError: r.error.message });
    },

    closeLimited() {
      set({ limitedEvent: null, limitedNextPack: null, limitedDeck: [], limitedCheck: null, limitedError: null, opening: null });
      void get().loadLimited();
    },

    nextLimitedPack() {
      const { limitedEvent: ev, limitedNextPack: i } = get();
      if (!ev || i === null) return;
      const next = i + 1;
      if (next >= ev.packs.length) return set({ limitedNextPack: null, opening: null });
      set({ limitedNextPack: next, opening: { pack: asOpened(ev, next, get().profile?.coins ?? 0), revealed: 0 } });
    },

    setLimitedDeck(deck) {
      set({ limitedDeck: deck, limitedError: null });
      void check(deck);
    },

    async submitLimitedDeck() {
      const ev = get().limitedEvent;
      if (!ev) return false;
      set({ limitedError: null, limitedBusy: true });
      const r = await window.moxen.limited.submitDeck({ eventId: ev.id, main: get().limitedDeck });
      set({ limitedBusy: false });
      if (!r.ok) {
        set({ limitedError: r.error.message });
        return false;
      }
      show(r.value);
      return true;
    },

    async winstonDecide(choice) {
      const ev = get().limitedEvent;
      if (!ev || get().limitedBusy) return;
      set({ limitedError: null, limitedBusy: true });
      const r = await window.moxen.limited.winstonDecide({ eventId: ev.id, choice });
      set({ limitedBusy: false });
      if (!r.ok) return set({ limitedError: r.error.message });
      show(r.value);
    },

    async playLimitedGame() {
      const ev = get().limitedEvent;
      if (!ev) return;
      set({ limitedError: null, limitedBusy: true });
      const r = await window.moxen.limited.playGame({ eventId: ev.id });
      set({ limitedBusy: false });
      if (!r.ok) return set({ limitedError: r.error.message });
      show(r.value);
      if (r.value.currentMatchId) await get().openMatch(r.value.currentMatchId);
    },
  };
};

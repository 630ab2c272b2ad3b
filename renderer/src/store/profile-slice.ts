/** The player's name, coins and coin ledger; the Shop: boosters, opening a pack card by card, selling units. */
import type { LedgerEntry, OpenedPack, Prices, Profile, Sale, ShopOffer, Unit } from "../../../app/shared/contract/collection";
import type { Result } from "../../../app/shared/contract/index";
import type { Slice } from "./slice";

export interface PackOpening {
  pack: OpenedPack;
  /** How many cards are face up, in order. */
  revealed: number;
}

export interface ProfileSlice {
  profile: Profile | null;
  ledger: LedgerEntry[];
  shopOffers: ShopOffer[];
  prices: Prices | null;
  opening: PackOpening | null;
  sellable: Unit[];
  shopError: string | null;
  loadProfile(): Promise<void>;
  setPlayerName(name: string): Promise<Result<Profile>>;
  loadShop(): Promise<void>;
  loadSellable(): Promise<void>;
  buyPack(set: string): Promise<void>;
  revealNext(): void;
  revealAll(): void;
  closePack(): void;
  sellUnit(unitId: string): Promise<Result<Sale>>;
}

export const createProfileSlice: Slice<ProfileSlice> = (set, get) => ({
  profile: null,
  ledger: [],
  shopOffers: [],
  prices: null,
  opening: null,
  sellable: [],
  shopError: null,

  async loadProfile() {
    const [p, l] = await Promise.all([window.moxen.profile.get(), window.moxen.profile.ledger({ limit: 50 })]);
    if (p.ok) set({ profile: p.value });
    if (l.ok) set({ ledger: l.value });
  },

  async setPlayerName(name) {
    const r = await window.moxen.profile.setName({ name });
    if (r.ok) set({ profile: r.value });
    return r;
  },

  async loadShop() {
    const [o, pr] = await Promise.all([window.moxen.shop.offer(), window.moxen.shop.prices()]);
    set({ shopOffers: o.ok ? o.value : [], prices: pr.ok ? pr.value : null, shopError: o.ok ? null : o.error.message });
    await get().loadProfile();
  },

  async loadSellable() {
    const all: Unit[] = [];
    for (let offset = 0; ; offset += 1000) {
      const r = await window.moxen.collection.units({ limit: 1000, offset });
      if (!r.ok) break;
      all.push(...r.value.items);
      if (offset + 1000 >= r.value.total) break;
    }
    set({ sellable: all });
  },

  async buyPack(code) {
    set({ shopError: null });
    const r = await window.moxen.shop.buyPack({ set: code });
    if (!r.ok) {
      set({ shopError: r.error.message });
      return;
    }
    set((s) => ({ opening: { pack: r.value, revealed: 0 }, profile: s.profile ? { ...s.profile, coins: r.value.coins } : s.profile }));
    void get().loadProfile();
  },

  revealNext: () =>
    set((s) => (s.opening ? { opening: { ...s.opening, revealed: Math.min(s.opening.pack.cards.length, s.opening.revealed + 1) } } : {})),
  revealAll: () => set((s) => (s.opening ? { opening: { ...s.opening, revealed: s.opening.pack.cards.length } } : {})),
  closePack: () => set({ opening: null }),

  async sellUnit(unitId) {
    const r = await window.moxen.shop.sell({ unitId });
    if (r.ok) {
      set((s) => ({
        sellable: s.sellable.filter((u) => u.id !== unitId),
        profile: s.profile ? { ...s.profile, coins: r.value.coins } : s.profile,
      }));
      void get().loadProfile();
    }
    return r;
  },
});

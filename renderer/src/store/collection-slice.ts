/**
 * Browsing cards: the Collection (owned, grouped by name, or every unit) and the Library
 * (all classic cards with owned counts), each with its own query, chips and view; and the
 * card detail dialog (printings, rulings, your units).
 */
import type { CardDetail, CardSummary, ShopOffer, Unit } from "../../../app/shared/contract/collection";
import { composeQuery, explainSearchError, NO_CHIPS, type ChipKind, type Chips, type SearchError } from "../components/collection/query";
import type { Slice } from "./slice";

export type BrowseScope = "owned" | "library";
export type BrowseView = "grid" | "list";

export interface BrowseState {
  query: string;
  chips: Chips;
  view: BrowseView;
  /** Collection only: one row per unit instead of per name. */
  showUnits: boolean;
  status: "idle" | "loading" | "ready" | "failed";
  items: CardSummary[];
  total: number;
  units: Unit[];
  unitsTotal: number;
  limit: number;
  error: SearchError | null;
  /** Increments per request, so a slow older answer cannot overwrite a newer one. */
  seq: number;
}

export interface CardDetailState {
  card: string;
  status: "loading" | "ready" | "failed";
  detail: CardDetail | null;
  error: string | null;
}

export interface CollectionSlice {
  browse: Record<BrowseScope, BrowseState>;
  sets: ShopOffer[];
  cardDetail: CardDetailState | null;
  setBrowseQuery(scope: BrowseScope, query: string): void;
  toggleChip(scope: BrowseScope, kind: ChipKind, value: string): void;
  clearChips(scope: BrowseScope): void;
  setBrowseView(scope: BrowseScope, view: BrowseView): void;
  setShowUnits(show: boolean): void;
  runBrowse(scope: BrowseScope): Promise<void>;
  showMore(scope: BrowseScope): Promise<void>;
  loadSets(): Promise<void>;
  openCardDetail(card: string): Promise<void>;
  closeCardDetail(): void;
}

export const PAGE_SIZE = 120;
/** The most cards the host returns for one request (`limit` in the contract). */
const SERVER_PAGE = 1000;

type CardsPage = Awaited<ReturnType<Window["moxen"]["cards"]["search"]>>;

/** `limit` cards from `offset` on, fetched in as many requests as the host's page size needs. */
async function fetchCards(scope: BrowseScope, query: string, offset: number, limit: number, all: boolean): Promise<CardsPage> {
  const api = window.moxen;
  const page = (o: number, n: number) => (scope === "owned" ? api.collection.owned({ query, offset: o, limit: n }) : api.cards.search({ query, offset: o, limit: n }));
  const first = await page(offset, Math.min(limit, SERVER_PAGE));
  if (!first.ok || all) return first;
  const items = [...first.value.items];
  while (items.length < limit && offset + items.length < first.value.total) {
    const next = await page(offset + items.length, Math.min(limit - items.length, SERVER_PAGE));
    if (!next.ok) return next;
    if (next.value.items.length === 0) break;
    items.push(...next.value.items);
  }
  return { ok: true, value: { ...first.value, items } };
}

const initialBrowse = (): BrowseState => ({
  query: "",
  chips: NO_CHIPS,
  view: "grid",
  showUnits: false,
  status: "idle",
  items: [],
  total: 0,
  units: [],
  unitsTotal: 0,
  limit: PAGE_SIZE,
  error: null,
  seq: 0,
});

export const createCollectionSlice: Slice<CollectionSlice> = (set, get) => {
  const patch = (scope: BrowseScope, p: Partial<BrowseState>) =>
    set((s) => ({ browse: { ...s.browse, [scope]: { ...s.browse[scope], ...p } } }));

  return {
    browse: { owned: initialBrowse(), library: initialBrowse() },
    sets: [],
    cardDetail: null,

    setBrowseQuery: (scope, query) => patch(scope, { query }),
    toggleChip(scope, kind, value) {
      const cur = get().browse[scope].chips;
      const list = cur[kind].includes(value) ? cur[kind].filter((v) => v !== value) : [...cur[kind], value];
      patch(scope, { chips: { ...cur, [kind]: list }, limit: PAGE_SIZE });
      void get().runBrowse(scope);
    },
    clearChips(scope) {
      patch(scope, { chips: NO_CHIPS, limit: PAGE_SIZE });
      void get().runBrowse(scope);
    },
    setBrowseView: (scope, view) => patch(scope, { view }),
    setShowUnits(showUnits) {
      patch("owned", { showUnits, limit: PAGE_SIZE });
      void get().runBrowse("owned");
    },

    async runBrowse(scope) {
      const b = get().browse[scope];
      const seq = b.seq + 1;
      patch(scope, { status: "loading", seq });
      const { query, shift } = composeQuery(b.query, b.chips);
      const filtered = query.trim() !== "";
      const api = window.moxen;
      const unitsMode = scope === "owned" && b.showUnits;
      // Every unit: the cards that match first (all of them), then their units. Otherwise as
      // many cards as were shown before (a refresh keeps "Show more" pages), in pages the host allows.
      const r = await fetchCards(scope, query, 0, unitsMode ? SERVER_PAGE : b.limit, unitsMode);
      if (get().browse[scope].seq !== seq) return;
      if (!r.ok) {
        const error = await explainSearchError(r.error, b.query, shift);
        if (get().browse[scope].seq === seq) patch(scope, { status: "failed", error });
        return;
      }
      if (!unitsMode) {
        patch(scope, { status: "ready", error: null, items: r.value.items, total: r.value.total });
        return;
      }
      const units: Unit[] = [];
      let unitsTotal = 0;
      const codes = new Set(r.value.items.map((c) => c.code));
      for (let offset = 0; ; offset += 1000) {
        const u = await api.collection.units({ limit: 1000, offset });
        if (!u.ok) {
          patch(scope, { status: "failed", error: { message: u.error.message, position: null } });
          return;
        }
        for (const unit of u.value.items) if (!filtered || codes.has(unit.cardCode)) units.push(unit);
        unitsTotal = u.value.total;
        if (offset + 1000 >= u.value.total) break;
      }
      if (get().browse[scope].seq !== seq) return;
      patch(scope, { status: "ready", error: null, items: r.value.items, total: r.value.total, units, unitsTotal: filtered ? units.length : unitsTotal });
    },

    async showMore(scope) {
      // The next page only, appended: asking again for everything shown so far went over the
      // host's 1,000-card limit past 960 cards and broke every later search.
      const b = get().browse[scope];
      if (b.status !== "ready" || b.items.length >= b.total || (scope === "owned" && b.showUnits)) return;
      const seq = b.seq + 1;
      patch(scope, { status: "loading", seq });
      const { query, shift } = composeQuery(b.query, b.chips);
      const r = await fetchCards(scope, query, b.items.length, PAGE_SIZE, false);
      if (get().browse[scope].seq !== seq) return;
      if (!r.ok) {
        const error = await explainSearchError(r.error, b.query, shift);
        if (get().browse[scope].seq === seq) patch(scope, { status: "failed", error });
        return;
      }
      const items = [...b.items, ...r.value.items];
      patch(scope, { status: "ready", error: null, items, total: r.value.total, limit: items.length });
    },

    async loadSets() {
      if (get().sets.length) return;
      const r = await window.moxen.shop.offer();
      if (r.ok) set({ sets: r.value });
    },

    async openCardDetail(card) {
      set({ cardDetail: { card, status: "loading", detail: null, error: null } });
      const r = await window.moxen.cards.detail({ card });
      if (get().cardDetail?.card !== card) return;
      set({
        cardDetail: r.ok
          ? { card, status: "ready", detail: r.value, error: null }
          : { card, status: "failed", detail: null, error: r.error.message },
      });
    },
    closeCardDetail: () => set({ cardDetail: null }),
  };
};

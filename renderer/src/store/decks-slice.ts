/**
 * The Decks screen: the deck boxes, and the deck being built. Every change to the draft is
 * saved a moment later (decks.update) and validated again (decks.validate), so the format's
 * reasons and `playable` follow the player's hands live. In collection mode each copy is a
 * unit of the player's collection: adding takes a free unit of that card, removing frees it.
 */
import type {
  CardSummary,
  Deck,
  DeckCard,
  DeckFileFormat,
  DeckFormat,
  DeckInput,
  DeckMode,
  DeckSummary,
  DeckValidation,
  ExportedDeck,
  FreebuildCard,
  ImportResult,
  Unit,
} from "../../../app/shared/contract/collection";
import type { Result } from "../../../app/shared/contract/index";
import { composeQuery, explainSearchError, NO_CHIPS, type ChipKind, type Chips, type SearchError } from "../components/collection/query";
import type { Slice } from "./slice";

export type Section = "main" | "side";

export interface DeckDraft {
  id: number;
  name: string;
  mode: DeckMode;
  format: DeckFormat;
  notes: string;
  main: DeckCard[];
  side: DeckCard[];
}

export interface PoolState {
  query: string;
  chips: Chips;
  /** Codes matching the query, in name order; null until loaded. */
  codes: string[] | null;
  error: SearchError | null;
  seq: number;
}

export type SaveState = { status: "saved" | "saving" | "pending" } | { status: "failed"; problems: string[] };

export interface DecksSlice {
  deckList: DeckSummary[] | null;
  deckListError: string | null;
  draft: DeckDraft | null;
  deckSave: SaveState;
  validation: DeckValidation | null;
  /** Every card of the catalogue by code (summaries, with owned counts), for the pool and stats. */
  catalogue: Map<string, CardSummary> | null;
  /** The player's units (collection mode picks from them). */
  ownedUnits: Unit[];
  pool: PoolState;
  /** Last thing the builder did, for the screen reader and the status line. */
  deckAnnouncement: string;

  loadDecks(): Promise<void>;
  loadDeckData(): Promise<void>;
  openDeck(id: number): Promise<void>;
  closeDeck(): void;
  newDeck(mode: DeckMode): Promise<void>;
  deleteDeck(id: number): Promise<Result<unknown>>;
  renameDeck(name: string): void;
  setDeckFormat(format: DeckFormat): void;
  /** Adds one copy of a card; false (and says why) when no free unit is left. */
  addCard(code: string, section: Section): boolean;
  removeCard(code: string, section: Section): boolean;
  moveCard(code: string, from: Section, to: Section): boolean;
  /** Collection mode: swap sold units for free ones of the same card, or drop them. */
  fixMissing(): void;
  setPoolQuery(q: string): void;
  togglePoolChip(kind: ChipKind, value: string): void;
  clearPoolChips(): void;
  runPool(): Promise<void>;
  exportDeck(fileFormat: DeckFileFormat): Promise<Result<ExportedDeck>>;
  importDeck(args: { text: string; mode: DeckMode; name?: string; format?: DeckFormat }): Promise<Result<ImportResult>>;
}

const SAVE_DELAY_MS = 350;

function lastIndex<T>(list: T[], pred: (x: T) => boolean): number {
  for (let i = list.length - 1; i >= 0; i--) if (pred(list[i]!)) return i;
  return -1;
}
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function toDraft(d: Deck): DeckDraft {
  return { id: d.id, name: d.name, mode: d.mode, format: d.format, notes: d.notes, main: d.main, side: d.sideboard };
}

/** Free-build entries: one per card and printing, with counts. */
function freebuildList(cards: DeckCard[]): FreebuildCard[] {
  const by = new Map<string, FreebuildCard>();
  for (const c of cards) {
    const key = `${c.name}|${c.set ?? ""}|${c.number ?? ""}`;
    const e = by.get(key);
    if (e) e.count++;
    else by.set(key, { name: c.name, count: 1, ...(c.set ? { set: c.set } : {}), ...(c.set && c.number ? { number: c.number } : {}) });
  }
  return [...by.values()];
}

export function draftInput(d: DeckDraft): DeckInput {
  const list = (cards: DeckCard[]) => (d.mode === "collection" ? cards.map((c) => c.unitId!) : freebuildList(cards));
  return { name: d.name.trim() || "Untitled deck", mode: d.mode, format: d.format, notes: d.notes, main: list(d.main), sideboard: list(d.side) };
}

/** The deck "New deck" just created, until the builder closes (an untouched one is deleted then). */
let freshDeckId: number | null = null;

export const createDecksSlice: Slice<DecksSlice> = (set, get) => {
  const say = (deckAnnouncement: string) => set({ deckAnnouncement });

  async function validate() {
    const d = get().draft;
    if (!d) return;
    const r = await window.moxen.decks.validate({ id: d.id });
    if (get().draft?.id === d.id && r.ok) set({ validation: r.value });
  }

  async function saveNow() {
    const d = get().draft;
    if (!d) return;
    if (get().deckSave.status === "saving") {
      set({ deckSave: { status: "pending" } });
      return;
    }
    set({ deckSave: { status: "saving" } });
    const r = await window.moxen.decks.update({ id: d.id, deck: draftInput(d) });
    const pending = get().deckSave.status === "pending";
    if (!r.ok) {
      const lines = r.error.message.split("\n");
      set({ deckSave: { status: "failed", problems: lines.length > 1 ? lines.slice(1) : lines } });
    } else set({ deckSave: { status: "saved" } });
    if (pending || get().draft !== d) return scheduleSave(0);
    await validate();
  }

  function scheduleSave(delay = SAVE_DELAY_MS) {
    clearTimeout(saveTimer);
    if (get().deckSave.status !== "saving") set({ deckSave: { status: "pending" } });
    saveTimer = setTimeout(() => void saveNow(), delay);
  }

  /** Waits for the draft to be stored (export reads the stored deck). */
  async function flushSave() {
    clearTimeout(saveTimer);
    if (get().deckSave.status === "pending") await saveNow();
    for (let i = 0; i < 100 && (get().deckSave.status === "saving" || get().deckSave.status === "pending"); i++) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const updateDraft = (fn: (d: DeckDraft) => DeckDraft) => {
    const d = get().draft;
    if (!d) return;
    set({ draft: fn(d) });
    scheduleSave();
  };

  const listOf = (d: DeckDraft, s: Section) => (s === "main" ? d.main : d.side);
  const withList = (d: DeckDraft, s: Section, cards: DeckCard[]): DeckDraft => (s === "main" ? { ...d, main: cards } : { ...d, side: cards });
  const where = (s: Section) => (s === "main" ? "the main deck" : "the sideboard");

  /** A unit of `code` the draft does not use yet. */
  function freeUnit(d: DeckDraft, code: string): Unit | undefined {
    const used = new Set([...d.main, ...d.side].map((c) => c.unitId));
    return get().ownedUnits.find((u) => u.cardCode === code && !used.has(u.id));
  }

  const count = (d: DeckDraft, s: Section, code: string) => listOf(d, s).filter((c) => c.code === code).length;

  return {
    deckList: null,
    deckListError: null,
    draft: null,
    deckSave: { status: "saved" },
    validation: null,
    catalogue: null,
    ownedUnits: [],
    pool: { query: "", chips: NO_CHIPS, codes: null, error: null, seq: 0 },
    deckAnnouncement: "",

    async loadDecks() {
      const r = await window.moxen.decks.list();
      set(r.ok ? { deckList: r.value, deckListError: null } : { deckListError: r.error.message });
    },

    async loadDeckData() {
      const api = window.moxen;
      const [cat, units] = await Promise.all([
        api.cards.search({ query: "", limit: 1000 }),
        (async () => {
          const all: Unit[] = [];
          for (let offset = 0; ; offset += 1000) {
            const r = await api.collection.units({ limit: 1000, offset });
            if (!r.ok) return all;
            all.push(...r.value.items);
            if (offset + 1000 >= r.value.total) return all;
          }
        })(),
      ]);
      if (cat.ok) set({ catalogue: new Map(cat.value.items.map((c) => [c.code, c])) });
      set({ ownedUnits: units });
    },

    async openDeck(id) {
      // A change still waiting for the deck on screen is stored before another one opens.
      await flushSave();
      const r = await window.moxen.decks.get({ id });
      if (!r.ok) {
        set({ deckListError: r.error.message });
        return;
      }
      // Another deck starts with a clear search: a filter left from the last deck hid cards here.
      const other = get().draft?.id !== id;
      set((s) => ({ draft: toDraft(r.value), validation: null, deckSave: { status: "saved" }, deckAnnouncement: "", ...(other ? { pool: { ...s.pool, query: "", chips: NO_CHIPS } } : {}) }));
      await Promise.all([get().loadDeckData(), validate()]);
      void get().runPool();
    },

    closeDeck() {
      const d = get().draft;
      if (d && d.id === freshDeckId && !d.main.length && !d.side.length && /^New deck( \d+)?$/.test(d.name) && !d.notes) {
        // "New deck" creates the deck so that the builder can open it; left untouched, it is not kept.
        clearTimeout(saveTimer);
        freshDeckId = null;
        set({ draft: null, validation: null });
        void window.moxen.decks.delete({ id: d.id }).then(() => get().loadDecks());
        return;
      }
      // A change still waiting is saved before the builder closes.
      clearTimeout(saveTimer);
      if (get().deckSave.status === "pending") void saveNow();
      set({ draft: null, validation: null });
      void get().loadDecks();
    },

    async newDeck(mode) {
      const taken = new Set((get().deckList ?? []).map((d) => d.name));
      let name = "New deck";
      for (let i = 2; taken.has(name); i++) name = `New deck ${i}`;
      const r = await window.moxen.decks.create({ deck: { name, mode, format: "oldschool", main: [], sideboard: [] } });
      if (!r.ok) {
        set({ deckListError: r.error.message });
        return;
      }
      freshDeckId = r.value.id;
      await get().openDeck(r.value.id);
    },

    async deleteDeck(id) {
      const r = await window.moxen.decks.delete({ id });
      if (r.ok && get().draft?.id === id) {
        clearTimeout(saveTimer);
        set({ draft: null, validation: null });
      }
      await get().loadDecks();
      return r;
    },

    renameDeck: (name) => updateDraft((d) => ({ ...d, name })),
    setDeckFormat(format) {
      updateDraft((d) => ({ ...d, format }));
      set({ validation: null });
    },

    addCard(code, section) {
      const d = get().draft;
      const card = get().catalogue?.get(code);
      if (!d || !card) return false;
      let entry: DeckCard;
      if (d.mode === "collection") {
        const unit = freeUnit(d, code);
        if (!unit) {
          const owned = get().ownedUnits.filter((u) => u.cardCode === code).length;
          say(owned ? `All ${owned} of your ${card.name} ${owned === 1 ? "is" : "are"} already in this deck.` : `You own no ${card.name}: buy one in the Shop, or make this a free-build deck.`);
          return false;
        }
        entry = { code, name: card.name, unitId: unit.id, set: unit.set, number: unit.number, missing: false };
      } else entry = { code, name: card.name, unitId: null, set: null, number: null, missing: false };
      updateDraft((x) => withList(x, section, [...listOf(x, section), entry]));
      say(`Added ${card.name} to ${where(section)} (${count(get().draft!, section, code)}).`);
      return true;
    },

    removeCard(code, section) {
      const d = get().draft;
      if (!d) return false;
      const list = listOf(d, section);
      // The last one added goes first; sold units before owned ones.
      let i = lastIndex(list, (c) => c.code === code && c.missing);
      if (i < 0) i = lastIndex(list, (c) => c.code === code);
      if (i < 0) return false;
      const name = list[i]!.name;
      updateDraft((x) => withList(x, section, listOf(x, section).filter((_, j) => j !== i)));
      say(`Removed ${name} from ${where(section)} (${count(get().draft!, section, code)} left).`);
      return true;
    },

    moveCard(code, from, to) {
      const d = get().draft;
      if (!d || from === to) return false;
      const src = listOf(d, from);
      const i = lastIndex(src, (c) => c.code === code);
      if (i < 0) return false;
      const card = src[i]!;
      updateDraft((x) => withList(withList(x, from, src.filter((_, j) => j !== i)), to, [...listOf(x, to), card]));
      say(`Moved ${card.name} to ${where(to)}.`);
      return true;
    },

    fixMissing() {
      const d = get().draft;
      if (!d || d.mode !== "collection") return;
      let replaced = 0;
      const dropped: string[] = [];
      const used = new Set([...d.main, ...d.side].filter((c) => !c.missing).map((c) => c.unitId));
      const fix = (cards: DeckCard[]) =>
        cards.flatMap((c) => {
          if (!c.missing) return [c];
          const unit = get().ownedUnits.find((u) => u.cardCode === c.code && !used.has(u.id));
          if (!unit) return dropped.push(c.name), [];
          used.add(unit.id);
          replaced++;
          return [{ ...c, unitId: unit.id, set: unit.set, number: unit.number, missing: false }];
        });
      updateDraft((x) => ({ ...x, main: fix(x.main), side: fix(x.side) }));
      say(replacementReport(replaced, dropped));
    },

    setPoolQuery: (query) => set((s) => ({ pool: { ...s.pool, query } })),
    togglePoolChip(kind, value) {
      const chips = get().pool.chips;
      const list = chips[kind].includes(value) ? chips[kind].filter((v) => v !== value) : [...chips[kind], value];
      set((s) => ({ pool: { ...s.pool, chips: { ...chips, [kind]: list } } }));
      void get().runPool();
    },

    clearPoolChips() {
      set((s) => ({ pool: { ...s.pool, chips: NO_CHIPS } }));
      void get().runPool();
    },

    async runPool() {
      const d = get().draft;
      if (!d) return;
      const p = get().pool;
      const seq = p.seq + 1;
      set({ pool: { ...p, seq } });
      const { query, shift } = composeQuery(p.query, p.chips);
      const r =
        d.mode === "collection"
          ? await window.moxen.collection.owned({ query, limit: 1000 })
          : await window.moxen.cards.search({ query, limit: 1000 });
      const error = r.ok ? null : await explainSearchError(r.error, p.query, shift);
      if (get().pool.seq !== seq) return;
      set((s) => ({ pool: r.ok ? { ...s.pool, codes: r.value.items.map((c) => c.code), error: null } : { ...s.pool, error } }));
    },

    async exportDeck(fileFormat) {
      const d = get().draft;
      if (!d) return { ok: false, error: { code: "no_deck", message: "No deck is open." } };
      await flushSave();
      return window.moxen.decks.export({ id: d.id, fileFormat });
    },

    async importDeck(args) {
      const r = await window.moxen.decks.import(args);
      if (r.ok) await get().loadDecks();
      return r;
    },
  };
};

/**
 * What "Use other copies" did, in a player's words: how many sold cards another owned copy
 * replaced, and by name the ones taken out because no other copy is left in the collection.
 */
export function replacementReport(replaced: number, dropped: string[]): string {
  const copies = (n: number) => `${n} sold card${n === 1 ? "" : "s"}`;
  const parts: string[] = [];
  if (replaced) parts.push(`Replaced ${copies(replaced)} with other copies you own.`);
  if (dropped.length) {
    const names = [...new Set(dropped)].map((n) => { const k = dropped.filter((d) => d === n).length; return k > 1 ? `${k}× ${n}` : n; });
    parts.push(`Took out ${copies(dropped.length)} you have no other copy of: ${names.join(", ")}.`);
  }
  return parts.join(" ") || "Nothing to replace.";
}

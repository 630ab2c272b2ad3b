import type { Slice } from "./slice";

export const PAGES = ["collection", "library", "decks", "shop", "trade", "play", "puzzles", "settings"] as const;
/** Pages reached by a link or their hash only, not in the top bar (#/limited/friend: sealed deck with a friend). */
export const LINKED_PAGES = ["limited/friend"] as const;
export type Page = (typeof PAGES)[number] | (typeof LINKED_PAGES)[number];

export const isPage = (s: string): s is Page => (PAGES as readonly string[]).includes(s) || (LINKED_PAGES as readonly string[]).includes(s);

export interface NavSlice {
  page: Page;
  goTo(page: Page): void;
}

export const createNavSlice: Slice<NavSlice> = (set) => ({
  page: "collection",
  goTo: (page) => set({ page }),
});

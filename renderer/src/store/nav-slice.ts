import type { Slice } from "./slice";

export const PAGES = ["collection", "library", "decks", "shop", "trade", "play", "puzzles", "settings"] as const;
export type Page = (typeof PAGES)[number];

export const isPage = (s: string): s is Page => (PAGES as readonly string[]).includes(s);

export interface NavSlice {
  page: Page;
  goTo(page: Page): void;
}

export const createNavSlice: Slice<NavSlice> = (set) => ({
  page: "collection",
  goTo: (page) => set({ page }),
});

/**
 * Oracle data by card name, asked of the host once (cards.detail) and kept for the session:
 * the table's views carry names and live stats only, the frame and preview need the rest.
 */
import { useSyncExternalStore } from "react";
import type { CardData } from "../../../../app/shared/contract/collection";

const known = new Map<string, CardData | null>();
const asked = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function notify() {
  version++;
  for (const l of listeners) l();
}

/** Starts loading a card's data (no-op when known or on its way). */
export function loadCardData(name: string): void {
  if (!name || asked.has(name)) return;
  asked.add(name);
  void window.moxen.cards.detail({ card: name }).then((r) => {
    known.set(name, r.ok ? r.value.card : null);
    notify();
  });
}

/** The card's data, loading it if needed (null if the host does not know it). */
export async function fetchCardData(name: string): Promise<CardData | null> {
  if (known.has(name)) return known.get(name)!;
  const r = await window.moxen.cards.detail({ card: name });
  const card = r.ok ? r.value.card : null;
  if (!known.has(name)) {
    known.set(name, card);
    asked.add(name);
    notify();
  }
  return known.get(name)!;
}

/** Data already loaded, for callers outside React. */
export const cachedCardData = (name: string): CardData | null | undefined => known.get(name);

/** Seeds the cache from data the caller already holds (e.g. a detail view). */
export function rememberCardData(card: CardData): void {
  if (known.get(card.name) === card) return;
  known.set(card.name, card);
  asked.add(card.name);
  notify();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The card's Oracle data: undefined while loading, null if the host does not know it. */
export function useCardData(name: string | undefined): CardData | null | undefined {
  useSyncExternalStore(subscribe, () => version);
  if (!name) return undefined;
  if (!known.has(name)) loadCardData(name);
  return known.get(name);
}

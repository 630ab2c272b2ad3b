/**
 * Card images from the player's own folder (Settings), fetched as data URLs through the host
 * and kept for the session. Until the setting exists or when no file matches, null: the drawn
 * frame is shown.
 */
import { useSyncExternalStore } from "react";
import type { CardFace } from "./card-face";

type Lookup = (face: CardFace) => Promise<string | null>;

const images = new Map<string, string | null>();
const listeners = new Set<() => void>();
let version = 0;
let lookup: Lookup | null = null;

const keyOf = (f: CardFace) => `${f.name}|${f.set ?? ""}|${f.number ?? ""}`;

/** Installs the function that finds an image (or null), and forgets earlier answers. */
export function setCardImageLookup(fn: Lookup | null): void {
  lookup = fn;
  images.clear();
  version++;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

export function useCardImage(face: CardFace, enabled = true): string | null {
  useSyncExternalStore(subscribe, () => version);
  if (!enabled || !lookup) return null;
  const key = keyOf(face);
  if (!images.has(key)) {
    images.set(key, null);
    const v0 = version;
    void lookup(face).then((url) => {
      if (v0 !== version || !url) return;
      images.set(key, url);
      version++;
      for (const l of listeners) l();
    });
  }
  return images.get(key) ?? null;
}

/**
 * Card images, fetched as data URLs through the host and kept for the session. First the
 * player's own folder (Settings: it always wins, shown as the whole card), then the images
 * downloaded from Scryfall (app/host/images): the whole card ("full") or its art crop ("art",
 * which the drawn frame shows in its art box). When neither has one: null, the drawn frame.
 *
 * Which printing's image: the face's own (a unit, a printing picked in the card detail), else
 * the one the player chose for the card (settings.shownPrintings), else the face's set and
 * number, else the card's first printing.
 */
import { useSyncExternalStore } from "react";
import type { CardData } from "../../../../app/shared/contract/collection";
import type { CardFace } from "./card-face";
import { fetchCardData } from "./card-data";

export type ImageWant = "full" | "art";
export interface FoundImage {
  url: string;
  /** True for the whole card (the player's folder always gives one); false for an art crop. */
  whole: boolean;
}

export interface ImageSources {
  /** The player's folder, or null when none is set. */
  folder: ((face: CardFace) => Promise<string | null>) | null;
  /** Card code → the chosen printing's Scryfall id. */
  shown: Record<string, string>;
}

const images = new Map<string, FoundImage | null>();
const listeners = new Set<() => void>();
let version = 0;
let generation = 0;
let sources: ImageSources = { folder: null, shown: {} };

const keyOf = (f: CardFace, want: ImageWant) => `${want}|${f.name}|${f.set ?? ""}|${f.number ?? ""}|${f.scryfallId ?? ""}|${f.ownPrinting ? 1 : 0}`;

function notify() {
  version++;
  for (const l of listeners) l();
}

/** Installs where images come from, and forgets earlier answers. */
export function setImageSources(next: ImageSources): void {
  sources = next;
  generation++;
  images.clear();
  notify();
}

/** Downloads moved on: ask again for the images not found so far. */
export function forgetMissingImages(): void {
  let any = false;
  for (const [k, v] of images) if (v === null) (images.delete(k), (any = true));
  if (any) notify();
}

/** The Scryfall id of the printing a face shows (see the file comment). */
export function printingIdOf(face: CardFace, card: CardData | null, shown: Record<string, string>): string | null {
  if (face.scryfallId) return face.scryfallId;
  if (!card) return null;
  const bySetNumber = face.set && face.number ? card.printings.find((p) => p.set === face.set && p.number === face.number) : undefined;
  if (face.ownPrinting && bySetNumber) return bySetNumber.scryfallId;
  const chosen = shown[card.code];
  if (chosen && card.printings.some((p) => p.scryfallId === chosen)) return chosen;
  return (bySetNumber ?? card.printings[0])?.scryfallId ?? null;
}

async function find(face: CardFace, want: ImageWant): Promise<FoundImage | null> {
  const src = sources;
  if (src.folder) {
    const url = await src.folder(face);
    if (url) return { url, whole: true };
  }
  if (!face.name && !face.scryfallId) return null;
  const card = face.scryfallId ? null : await fetchCardData(face.name);
  const id = printingIdOf(face, card, src.shown);
  if (!id) return null;
  const r = await window.moxen.images.get({ scryfallId: id, kind: want === "art" ? "art" : "card" });
  return r.ok && r.value.dataUrl ? { url: r.value.dataUrl, whole: want === "full" } : null;
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The image for a face, or null (none yet, none at all, or `want` null: frames only). */
export function useCardImage(face: CardFace, want: ImageWant | null): FoundImage | null {
  useSyncExternalStore(subscribe, () => version);
  if (!want) return null;
  const key = keyOf(face, want);
  if (!images.has(key)) {
    images.set(key, null);
    const gen0 = generation;
    void find(face, want).then(
      (found) => {
        // An answer from before the sources changed is dropped (the map was cleared meanwhile).
        if (!found || gen0 !== generation) return;
        images.set(key, found);
        notify();
      },
      () => {},
    );
  }
  return images.get(key) ?? null;
}

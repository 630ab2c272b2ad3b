import type { CardFace } from "../components/card/card-face";
import type { Slice } from "./slice";

/** The large card shown beside whatever card the pointer or keyboard focus is on. */
export interface CardPreview {
  /** The hook instance that opened it, so only it closes it. */
  owner: string;
  face: CardFace;
  /** Live facts to list under the card (e.g. "Tapped", "2 damage"). */
  notes: string[];
  /** Where the small card is on screen (client coordinates). */
  anchor: { left: number; top: number; right: number; bottom: number };
}

export interface CardPreviewSlice {
  cardPreview: CardPreview | null;
  showCardPreview(p: CardPreview): void;
  hideCardPreview(owner?: string): void;
}

export const createCardPreviewSlice: Slice<CardPreviewSlice> = (set, get) => ({
  cardPreview: null,
  showCardPreview: (cardPreview) => set({ cardPreview }),
  hideCardPreview: (owner) => {
    const cur = get().cardPreview;
    if (cur && (owner === undefined || cur.owner === owner)) set({ cardPreview: null });
  },
});

/**
 * Hover / focus preview: any card (or row naming a card) spreads `useCardPreview(face)` on
 * its element; <CardPreviewLayer/> (mounted once in App) draws the large card beside it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type MouseEvent } from "react";
import { selectCardPreview, selectHideCardPreview } from "../../store/selectors";
import { useStore } from "../../store/index";
import type { CardFace } from "./card-face";
import { useCardData } from "./card-data";
import { Card } from "./Card";

export interface PreviewHandlers {
  onMouseEnter?(e: MouseEvent<HTMLElement>): void;
  onMouseLeave?(e: MouseEvent<HTMLElement>): void;
  onFocus?(e: FocusEvent<HTMLElement>): void;
  onBlur?(e: FocusEvent<HTMLElement>): void;
}

/** Handlers that show `face` large while the element is hovered or focused; `notes` list live facts. */
export function useCardPreview(face: CardFace | null, notes: string[] = []): PreviewHandlers {
  const owner = useId();
  const latest = useRef({ face, notes });
  latest.current = { face, notes };
  // Close it when the card goes away (e.g. dragged out, or moved to another zone).
  useEffect(() => () => useStore.getState().hideCardPreview(owner), [owner]);
  if (!face) return {};
  const show = (el: HTMLElement) => {
    const r = el.getBoundingClientRect();
    useStore.getState().showCardPreview({
      owner,
      face: latest.current.face!,
      notes: latest.current.notes,
      anchor: { left: r.left, top: r.top, right: r.right, bottom: r.bottom },
    });
  };
  const hide = () => useStore.getState().hideCardPreview(owner);
  return {
    onMouseEnter: (e) => show(e.currentTarget),
    onMouseLeave: hide,
    onFocus: (e) => {
      if (e.target === e.currentTarget) show(e.currentTarget);
    },
    onBlur: hide,
  };
}

const GAP = 14;

export function CardPreviewLayer() {
  const preview = useStore(selectCardPreview);
  const hide = useStore(selectHideCardPreview);
  // Fill in the Oracle text when the caller only knew the name (e.g. a table view).
  const data = useCardData(preview && !preview.face.oracleText && !preview.face.typeLine ? preview.face.name : undefined);
  const ref = useRef<HTMLDivElement>(null);
  const [pos, setPos] = useState<{ left: number; top: number } | null>(null);

  useEffect(() => {
    if (!preview) return;
    // No hiding on scroll: Chromium sends mouseleave when scrolling moves the card away.
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && hide();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [preview, hide]);

  useLayoutEffect(() => {
    if (!preview || !ref.current) return setPos(null);
    const { width, height } = ref.current.getBoundingClientRect();
    const a = preview.anchor;
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    let left = a.right + GAP;
    if (left + width > vw - 8) left = a.left - GAP - width;
    if (left < 8) left = Math.max(8, Math.min(vw - width - 8, a.left));
    const top = Math.max(8, Math.min(vh - height - 8, (a.top + a.bottom) / 2 - height / 2));
    setPos({ left, top });
  }, [preview]);

  if (!preview) return null;
  const face: CardFace = data
    ? { ...preview.face, manaCost: data.manaCost, typeLine: data.typeLine, oracleText: data.oracleText, colors: preview.face.colors ?? data.colors,
        power: preview.face.power ?? data.power ?? null, toughness: preview.face.toughness ?? data.toughness ?? null,
        implemented: preview.face.implemented ?? data.implemented }
    : preview.face;
  return (
    <div
      ref={ref}
      className="card-preview"
      role="tooltip"
      data-testid="card-preview"
      style={pos ? { left: pos.left, top: pos.top } : { left: -9999, top: 0 }}
    >
      <Card face={face} size="lg" aria-label={`${face.name} (preview)`} />
      {preview.notes.length > 0 && (
        <ul className="card-preview__notes">
          {preview.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

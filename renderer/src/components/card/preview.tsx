/**
 * Hover / focus preview: any card (or row naming a card) spreads `useCardPreview(face)` on
 * its element; <CardPreviewLayer/> (mounted once in App) draws the large card beside it, clear of
 * every element marked `data-preview-clear` (controls the player needs while looking at a card).
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
const EDGE = 8;

type Rect = { left: number; top: number; right: number; bottom: number };

/**
 * What the preview must not cover: the boxes of elements marked `data-preview-clear` (the
 * table's pass/Cancel buttons, the stack, the opponent's spell shown large: issue 39), visible.
 */
function keepClear(self: HTMLElement): Rect[] {
  const out: Rect[] = [];
  for (const e of document.querySelectorAll<HTMLElement>("[data-preview-clear]")) {
    if (self.contains(e)) continue;
    const r = e.getBoundingClientRect();
    // A little wider than drawn: a box still growing in (the opponent's spell scales up) ends larger.
    const dx = r.width * 0.05;
    const dy = r.height * 0.05;
    if (r.width > 0 && r.height > 0) out.push({ left: r.left - dx, top: r.top - dy, right: r.right + dx, bottom: r.bottom + dy });
  }
  return out;
}

const area = (a: Rect, b: Rect) => Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

/**
 * Where the preview goes: beside its card (right, else left), inside the window, and clear of
 * `avoid` and of the card itself. Candidate spots are beside the card and beside or above/below
 * each box to avoid; the one covering the least wins, the nearest to the card among equals.
 */
export function placePreview(a: Rect, width: number, height: number, avoid: Rect[], vw = window.innerWidth, vh = window.innerHeight): { left: number; top: number } {
  const clampX = (x: number) => Math.max(EDGE, Math.min(vw - width - EDGE, x));
  const clampY = (y: number) => Math.max(EDGE, Math.min(vh - height - EDGE, y));
  let right = a.right + GAP;
  if (right + width > vw - EDGE) right = a.left - GAP - width;
  if (right < EDGE) right = clampX(a.left);
  const xs = [right, a.right + GAP, a.left - GAP - width, ...avoid.flatMap((r) => [r.left - GAP - width, r.right + GAP])].map(clampX);
  const ys = [(a.top + a.bottom) / 2 - height / 2, a.top - GAP - height, a.bottom + GAP, ...avoid.flatMap((r) => [r.top - GAP - height, r.bottom + GAP])].map(clampY);
  const card = { left: a.left, top: a.top, right: a.right, bottom: a.bottom };
  let best = { left: xs[0]!, top: ys[0]!, cost: Infinity };
  for (const left of xs) {
    for (const top of ys) {
      const box = { left, top, right: left + width, bottom: top + height };
      // Covering the card looked at is worst; then covering a control; then being far from the card.
      const cost = area(box, card) * 4 + avoid.reduce((n, r) => n + area(box, r), 0) * 2 + Math.hypot(left - xs[0]!, top - ys[0]!) / 1000;
      if (cost < best.cost) best = { left, top, cost };
    }
  }
  return { left: best.left, top: best.top };
}

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
    const el = ref.current;
    const place = () => {
      const { width, height } = el.getBoundingClientRect();
      const next = placePreview(preview.anchor, width, height, keepClear(el));
      setPos((p) => (p && p.left === next.left && p.top === next.top ? p : next));
    };
    place();
    // What it must keep clear of can appear or move while it is open (the opponent's spell shown
    // large, a Cancel button): place it again when the page changes, once a frame at most.
    let frame = 0;
    const watch = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), place()));
    });
    watch.observe(document.body, { childList: true, subtree: true });
    // And once something has finished growing or moving in.
    const settled = () => place();
    document.addEventListener("animationend", settled, true);
    return () => (watch.disconnect(), cancelAnimationFrame(frame), document.removeEventListener("animationend", settled, true));
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

/**
 * The main deck or the sideboard: a drop zone listing its cards by type, one row per card
 * with its count. Rows drag to the other section or back to the pool; buttons and keys
 * (+ add a copy, - remove one, S/M move to sideboard/main) do the same.
 */
import { useDraggable, useDroppable } from "@dnd-kit/core";
import type { KeyboardEvent } from "react";
import type { CardSummary } from "../../../../app/shared/contract/collection";
import type { Section } from "../../store/decks-slice";
import { useStore } from "../../store/index";
import { ManaCost, faceFromSummary, useCardPreview } from "../card/index";
import { mainType, TYPE_ORDER, type DeckRow, type MainType } from "./deck-stats";

const PLURAL: Record<MainType, string> = {
  Creature: "Creatures", Instant: "Instants", Sorcery: "Sorceries", Enchantment: "Enchantments", Artifact: "Artifacts", Land: "Lands", Other: "Other",
};

function RowItem({ row, section, notImplemented }: { row: DeckRow; section: Section; notImplemented: boolean }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `${section}:${row.code}`, data: { from: section, code: row.code } });
  const face = row.card ? faceFromSummary(row.card) : { name: row.name };
  const preview = useCardPreview(face);
  const st = useStore.getState;
  const other: Section = section === "main" ? "side" : "main";
  const onKey = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.target !== e.currentTarget) return;
    const k = e.key;
    let done = false;
    const el = e.currentTarget;
    const leaving = row.count === 1 && (k === "-" || k === "Delete" || k === "Backspace" || k === "s" || k === "S" || k === "m" || k === "M");
    // Keep the keyboard in the list when this row goes away: on the next row, else the previous, else the section.
    const sectionEl = el.closest("section");
    const rows = sectionEl ? [...sectionEl.querySelectorAll<HTMLElement>(".deck-row")] : [];
    const at = rows.indexOf(el);
    const next = leaving ? (rows[at + 1] ?? rows[at - 1] ?? null) : null;
    if (k === "+" || k === "=") done = st().addCard(row.code, section) || true;
    else if (k === "-" || k === "Delete" || k === "Backspace") done = st().removeCard(row.code, section) || true;
    else if ((k === "s" || k === "S") && section === "main") done = st().moveCard(row.code, "main", "side") || true;
    else if ((k === "m" || k === "M") && section === "side") done = st().moveCard(row.code, "side", "main") || true;
    else if (k === "ArrowDown" || k === "ArrowUp") {
      rows[at + (k === "ArrowDown" ? 1 : -1)]?.focus();
      done = true;
    }
    if (done) e.preventDefault();
    if (leaving && done) requestAnimationFrame(() => (next?.isConnected ? next : sectionEl)?.focus());
  };
  return (
    <li
      ref={setNodeRef}
      className={`deck-row${isDragging ? " dragging" : ""}${row.missing ? " missing" : ""}`}
      data-testid={`${section}-row`}
      data-name={row.name}
      {...attributes}
      {...listeners}
      {...preview}
      tabIndex={0}
      role="listitem"
      aria-roledescription="card in the deck"
      aria-label={`${row.count} ${row.name}${row.missing ? `, ${row.missing} sold` : ""}${notImplemented ? ", not implemented" : ""}. + add, - remove, ${section === "main" ? "S to sideboard" : "M to main deck"}.`}
      onKeyDown={onKey}
    >
      <span className="deck-row__count" data-testid="row-count">{row.count}</span>
      <span className="deck-row__name">
        {row.name}
        {notImplemented && <span className="mark-unimpl" title="Not implemented by the rules engine yet">!</span>}
        {row.missing > 0 && <span className="mark-missing" title="Sold: no longer in your collection">sold ×{row.missing}</span>}
      </span>
      {row.card && <ManaCost cost={row.card.manaCost} shadow={false} />}
      <span className="deck-row__buttons">
        <button type="button" tabIndex={-1} className="icon-button" aria-label={`One more ${row.name}`} title="Add a copy (+)" onPointerDown={(e) => e.stopPropagation()} onClick={() => st().addCard(row.code, section)}>+</button>
        <button type="button" tabIndex={-1} className="icon-button" aria-label={`One less ${row.name}`} title="Remove a copy (-)" onPointerDown={(e) => e.stopPropagation()} onClick={() => st().removeCard(row.code, section)}>−</button>
        <button type="button" tabIndex={-1} className="icon-button wide" aria-label={`Move a ${row.name} to the ${other === "side" ? "sideboard" : "main deck"}`} title={other === "side" ? "To sideboard (S)" : "To main deck (M)"} onPointerDown={(e) => e.stopPropagation()} onClick={() => st().moveCard(row.code, section, other)}>
          {other === "side" ? "SB" : "Main"}
        </button>
      </span>
    </li>
  );
}

export function DeckSection({ section, rows, total, notImplemented }: { section: Section; rows: DeckRow[]; total: number; notImplemented: Set<string> }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: section });
  const dragging = !!active && active.data.current?.from !== section;
  const groups = section === "main" ? groupByType(rows) : [{ type: null, rows }];
  const title = section === "main" ? "Main deck" : "Sideboard";
  return (
    <section
      ref={setNodeRef}
      className={`deck-section${isOver && dragging ? " drop-over" : ""}${dragging ? " drop-ready" : ""}`}
      aria-label={title}
      data-testid={`${section}-zone`}
      tabIndex={-1}
    >
      <header>
        <h3>{title}</h3>
        <span className="deck-section__count" data-testid={`${section}-count`}>{total}</span>
      </header>
      {rows.length === 0 && <p className="deck-section__empty">Drag cards here{section === "main" ? ", click them, or focus one and press +" : " or press S on a card"}.</p>}
      {groups.map((g) => (
        <div key={g.type ?? "all"} className="deck-group">
          {g.type && (
            <h4>
              {PLURAL[g.type]} <span>{g.rows.reduce((n, r) => n + r.count, 0)}</span>
            </h4>
          )}
          <ul role="list">
            {g.rows.map((r) => (
              <RowItem key={r.code} row={r} section={section} notImplemented={notImplemented.has(r.name)} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function groupByType(rows: DeckRow[]): { type: MainType | null; rows: DeckRow[] }[] {
  const out: { type: MainType; rows: DeckRow[] }[] = [];
  for (const t of [...TYPE_ORDER, "Other"] as MainType[]) {
    const rs = rows.filter((r) => mainType(r.card as CardSummary | undefined) === t);
    if (rs.length) out.push({ type: t, rows: rs });
  }
  return out;
}

/**
 * The cards to build from: the player's collection (copies still free for this deck) or, in
 * free-build mode, the whole library. Drag a card to the deck, click it, or focus it and
 * press + (main deck) or S (sideboard).
 */
import { useDraggable, useDroppable } from "@dnd-kit/core";
import { useState, type KeyboardEvent } from "react";
import type { CardSummary } from "../../../../app/shared/contract/collection";
import { useStore } from "../../store/index";
import { Card, CardViewSwitch, faceFromSummary, useCardPreview } from "../card/index";
import { FilterChips } from "../collection/FilterChips";
import { SearchBox } from "../collection/SearchBox";

const POOL_PAGE = 150;

export interface PoolEntry {
  card: CardSummary;
  /** Copies in this deck (main + sideboard). */
  inDeck: number;
  /** Collection mode: free units left; Infinity in free build. */
  free: number;
}

function PoolCard({ entry }: { entry: PoolEntry }) {
  const { card, inDeck, free } = entry;
  const face = faceFromSummary(card);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `pool:${card.code}`, data: { from: "pool", code: card.code } });
  const preview = useCardPreview(face);
  const st = useStore.getState;
  const exhausted = free <= 0;
  const onKey = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    if (e.key === "+" || e.key === "=" || e.key === "Enter") {
      e.preventDefault();
      st().addCard(card.code, "main");
    } else if (e.key === "s" || e.key === "S") {
      e.preventDefault();
      st().addCard(card.code, "side");
    }
  };
  return (
    <div
      ref={setNodeRef}
      className={`pool-card${exhausted ? " exhausted" : ""}${isDragging ? " dragging" : ""}`}
      data-testid="pool-card"
      data-name={card.name}
      {...attributes}
      {...listeners}
      {...preview}
      tabIndex={0}
      role="button"
      aria-roledescription="card in the pool"
      aria-label={`${card.name}: ${Number.isFinite(free) ? `${free} free of ${card.owned}` : "free build"}, ${inDeck} in deck. Press + for the main deck, S for the sideboard.`}
      onKeyDown={onKey}
      onClick={() => st().addCard(card.code, "main")}
    >
      <Card face={face} size="sm" image="grid" />
      <span className="pool-card__count" data-testid="pool-free">
        {[Number.isFinite(free) ? `${free} free` : "", inDeck ? `${inDeck} in deck` : ""].filter(Boolean).join(" · ")}
      </span>
      <div className="pool-card__actions">
        <button type="button" tabIndex={-1} title="Add to main deck" aria-label={`Add ${card.name} to the main deck`} onPointerDown={(e) => e.stopPropagation()} onClick={(e) => (e.stopPropagation(), st().addCard(card.code, "main"))} disabled={exhausted}>
          +
        </button>
        <button type="button" tabIndex={-1} title="Add to sideboard" aria-label={`Add ${card.name} to the sideboard`} onPointerDown={(e) => e.stopPropagation()} onClick={(e) => (e.stopPropagation(), st().addCard(card.code, "side"))} disabled={exhausted}>
          SB
        </button>
      </div>
    </div>
  );
}

export function CardPool({ entries, mode }: { entries: PoolEntry[]; mode: "collection" | "freebuild" }) {
  const pool = useStore((s) => s.pool);
  const sets = useStore((s) => s.sets);
  const [limit, setLimit] = useState(POOL_PAGE);
  const { setNodeRef, isOver, active } = useDroppable({ id: "pool" });
  const fromDeck = active?.data.current?.from && active.data.current.from !== "pool";
  const st = useStore.getState;
  return (
    <section className={`pool${isOver && fromDeck ? " drop-over" : ""}`} ref={setNodeRef} aria-label="Card pool" data-testid="pool">
      <header className="pool__head">
        <h3>{mode === "collection" ? "Your collection" : "Every classic card (free build)"}</h3>
        <span className="dim">{entries.length} cards</span>
        <CardViewSwitch />
      </header>
      <SearchBox value={pool.query} onChange={(q) => st().setPoolQuery(q)} onSearch={() => void st().runPool()} error={pool.error} label="Search the pool" placeholder="Search: bolt · t:creature c:g · mv<=2" />
      <FilterChips chips={pool.chips} sets={sets} onToggle={(k, v) => st().togglePoolChip(k, v)} onClear={() => st().clearPoolChips()} />
      <div className="pool__grid">
        {entries.slice(0, limit).map((e) => (
          <PoolCard key={e.card.code} entry={e} />
        ))}
      </div>
      {entries.length > limit && (
        <button type="button" className="button show-more" onClick={() => setLimit(limit + POOL_PAGE)}>
          Show more ({entries.length - limit} left)
        </button>
      )}
      {fromDeck && <div className="pool__drop-hint" aria-hidden="true">Drop here to take it out of the deck</div>}
    </section>
  );
}

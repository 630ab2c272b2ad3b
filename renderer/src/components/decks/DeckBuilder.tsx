/**
 * The deck builder: the card pool on the left, the deck (main and sideboard) on the right
 * with its figures and live validation. Drag and drop with @dnd-kit (pointer), and the same
 * moves by click, buttons and keys.
 */
import { DndContext, DragOverlay, PointerSensor, pointerWithin, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from "@dnd-kit/core";
import { useMemo, useState } from "react";
import type { DeckFormat } from "../../../../app/shared/contract/collection";
import type { Section } from "../../store/decks-slice";
import { useStore } from "../../store/index";
import { Card, faceFromSummary } from "../card/index";
import { CardPool, type PoolEntry } from "./CardPool";
import { DeckSection } from "./DeckSection";
import { Breakdowns, CurveChart, ValidationPanel } from "./DeckStats";
import { ExportControls, ImportDialog } from "./DeckFiles";
import { deckFigures, groupRows } from "./deck-stats";

const SAVE_TEXT = { saved: "Saved", saving: "Saving…", pending: "Saving…", failed: "Not saved" } as const;

export function DeckBuilder() {
  const draft = useStore((s) => s.draft)!;
  const catalogue = useStore((s) => s.catalogue);
  const ownedUnits = useStore((s) => s.ownedUnits);
  const poolCodes = useStore((s) => s.pool.codes);
  const validation = useStore((s) => s.validation);
  const save = useStore((s) => s.deckSave);
  const announcement = useStore((s) => s.deckAnnouncement);
  const st = useStore.getState;
  const [dragCode, setDragCode] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const mainRows = useMemo(() => groupRows(draft.main, catalogue), [draft.main, catalogue]);
  const sideRows = useMemo(() => groupRows(draft.side, catalogue), [draft.side, catalogue]);
  const figures = useMemo(() => deckFigures(draft.main, catalogue), [draft.main, catalogue]);
  const notImplemented = useMemo(() => new Set(validation?.notImplemented ?? []), [validation]);

  const entries: PoolEntry[] = useMemo(() => {
    if (!catalogue || !poolCodes) return [];
    const inDeck = new Map<string, number>();
    const used = new Set<string>();
    for (const c of [...draft.main, ...draft.side]) {
      inDeck.set(c.code, (inDeck.get(c.code) ?? 0) + 1);
      if (c.unitId) used.add(c.unitId);
    }
    const free = new Map<string, number>();
    for (const u of ownedUnits) if (!used.has(u.id)) free.set(u.cardCode, (free.get(u.cardCode) ?? 0) + 1);
    return poolCodes.flatMap((code) => {
      const card = catalogue.get(code);
      if (!card) return [];
      return [{ card, inDeck: inDeck.get(code) ?? 0, free: draft.mode === "collection" ? (free.get(code) ?? 0) : Infinity }];
    });
  }, [catalogue, poolCodes, draft.main, draft.side, draft.mode, ownedUnits]);

  const onDragStart = (e: DragStartEvent) => {
    setDragCode((e.active.data.current?.code as string) ?? null);
    st().hideCardPreview();
  };
  const onDragEnd = (e: DragEndEvent) => {
    setDragCode(null);
    const from = e.active.data.current?.from as "pool" | Section | undefined;
    const code = e.active.data.current?.code as string | undefined;
    const to = e.over?.id as "pool" | Section | undefined;
    if (!from || !code || !to || from === to) return;
    if (from === "pool") st().addCard(code, to as Section);
    else if (to === "pool") st().removeCard(code, from);
    else st().moveCard(code, from, to);
  };

  const dragCard = dragCode ? catalogue?.get(dragCode) : undefined;
  const missing = [...draft.main, ...draft.side].filter((c) => c.missing).length;

  return (
    <div className="builder">
      <header className="builder__bar">
        <button type="button" className="button" onClick={() => st().closeDeck()} aria-label="Back to all decks">
          ← Decks
        </button>
        <input className="input deck-name" aria-label="Deck name" value={draft.name} maxLength={100} onChange={(e) => st().renameDeck(e.target.value)} />
        <select className="select" aria-label="Format" value={draft.format} onChange={(e) => st().setDeckFormat(e.target.value as DeckFormat)}>
          <option value="oldschool">Old School 93/94</option>
          <option value="freeform">Freeform</option>
        </select>
        <span className="mode-badge" title={draft.mode === "collection" ? "Each copy is a card you own" : "Any card, any number: not tied to your collection"}>
          {draft.mode === "collection" ? "From collection" : "Free build"}
        </span>
        <span className={`save-state ${save.status}`} data-testid="save-state">
          {SAVE_TEXT[save.status]}
        </span>
        <span className="spacer" />
        <ExportControls />
        <button type="button" className="button" onClick={() => setImporting(true)}>
          Import…
        </button>
      </header>
      {save.status === "failed" && (
        <div className="builder__alert" role="alert">
          <strong>The deck could not be saved:</strong>
          <ul>{save.problems.map((p) => <li key={p}>{p}</li>)}</ul>
        </div>
      )}
      {missing > 0 && (
        <div className="builder__alert warn" role="status">
          {missing} card{missing === 1 ? " was" : "s were"} sold and {missing === 1 ? "is" : "are"} no longer in your collection.{" "}
          <button type="button" className="button" onClick={() => st().fixMissing()}>
            Use other copies you own
          </button>
        </div>
      )}
      <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragCode(null)}>
        <div className="builder__body">
          <CardPool entries={entries} mode={draft.mode} />
          <aside className="builder__deck" aria-label="Deck">
            <ValidationPanel validation={validation} saving={save.status !== "saved"} />
            <DeckSection section="main" rows={mainRows} total={draft.main.length} notImplemented={notImplemented} />
            <DeckSection section="side" rows={sideRows} total={draft.side.length} notImplemented={notImplemented} />
            <section className="deck-figures" aria-label="Figures">
              <h3>Mana curve</h3>
              <CurveChart curve={figures.curve} />
              <Breakdowns figures={figures} />
            </section>
          </aside>
        </div>
        <DragOverlay dropAnimation={null}>{dragCard ? <Card face={faceFromSummary(dragCard)} size="sm" image="grid" className="drag-card" /> : null}</DragOverlay>
      </DndContext>
      <p className="sr-only" aria-live="polite" data-testid="deck-announcement">
        {announcement}
      </p>
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(r) => {
          setImporting(false);
          void st().openDeck(r.deck.id);
          for (const w of r.warnings) st().addNotice({ level: "warning", message: w });
        }}
      />
    </div>
  );
}

/**
 * Cards as a grid or a list, filtered by the search syntax and chips: the Collection
 * (scope "owned", optionally unit by unit) and the Library (scope "library").
 */
import { useEffect, type KeyboardEvent } from "react";
import type { CardSummary, Unit } from "../../../../app/shared/contract/collection";
import type { BrowseScope } from "../../store/collection-slice";
import { useStore } from "../../store/index";
import { Card, CardViewSwitch, ManaCost, faceFromSummary, useCardPreview } from "../card/index";
import { CardDetailDialog } from "./CardDetailDialog";
import { FilterChips } from "./FilterChips";
import { SearchBox } from "./SearchBox";
import "./collection.css";

const activate = (fn: () => void) => (e: KeyboardEvent) => {
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    fn();
  }
};

function GridCard({ card, library }: { card: CardSummary; library: boolean }) {
  const face = faceFromSummary(card);
  const preview = useCardPreview(face);
  const open = () => void useStore.getState().openCardDetail(card.code);
  return (
    <div
      className={`browse-card${library && card.owned === 0 ? " unowned" : ""}`}
      role="button"
      tabIndex={0}
      aria-label={`${card.name}, ${card.owned} owned`}
      data-testid="browse-card"
      data-name={card.name}
      onClick={open}
      onKeyDown={activate(open)}
      {...preview}
    >
      <Card face={face} size="md" image="grid" />
      <span className={`owned-badge${card.owned === 0 ? " none" : ""}`} data-testid="owned-count">
        ×{card.owned}
      </span>
    </div>
  );
}

function ListRow({ card }: { card: CardSummary }) {
  const preview = useCardPreview(faceFromSummary(card));
  const open = () => void useStore.getState().openCardDetail(card.code);
  return (
    <tr tabIndex={0} className={card.owned === 0 ? "unowned" : undefined} onClick={open} onKeyDown={activate(open)} data-testid="browse-row" data-name={card.name} {...preview}>
      <td className="num">{card.owned}</td>
      <td className="name">{card.name}</td>
      <td className="cost">
        <ManaCost cost={card.manaCost} shadow={false} />
      </td>
      <td>{card.typeLine}</td>
      <td className="num">{card.power != null ? `${card.power}/${card.toughness}` : ""}</td>
    </tr>
  );
}

function UnitRow({ unit }: { unit: Unit }) {
  const preview = useCardPreview({ name: unit.name, set: unit.set, number: unit.number, ownPrinting: true });
  const open = () => void useStore.getState().openCardDetail(unit.cardCode);
  return (
    <tr tabIndex={0} onClick={open} onKeyDown={activate(open)} data-testid="unit-row" {...preview}>
      <td className="mono">{unit.id}</td>
      <td className="name">{unit.name}</td>
      <td>{unit.set}</td>
      <td className="num">{unit.number}</td>
      <td>
        <span className={`rarity-dot ${unit.rarity}`} aria-hidden="true" /> {unit.rarity}
      </td>
      <td>{unit.source}</td>
      <td>{unit.acquiredAt.slice(0, 10)}</td>
    </tr>
  );
}

export function CardBrowser({ scope }: { scope: BrowseScope }) {
  const b = useStore((s) => s.browse[scope]);
  const sets = useStore((s) => s.sets);
  const library = scope === "library";
  useEffect(() => {
    const s = useStore.getState();
    void s.loadSets();
    // Refresh on each visit: packs bought or cards sold change the counts.
    void s.runBrowse(scope);
  }, [scope]);

  const st = useStore.getState;
  const ownedNames = b.items.filter((c) => c.owned > 0).length;
  const showingUnits = !library && b.showUnits;
  const more = showingUnits ? false : b.items.length < b.total;

  return (
    <div className="browser">
      <header className="browser__head">
        <h2>{library ? "Library" : "Collection"}</h2>
        <p className="browser__sub" data-testid="browse-summary">
          {b.status === "failed" && !b.items.length
            ? "—"
            : library
              ? `${b.total} classic card${b.total === 1 ? "" : "s"}${b.items.length < b.total ? ` (showing ${b.items.length})` : ""} · you own ${ownedNames} of those shown`
              : showingUnits
                ? `${b.unitsTotal} unit${b.unitsTotal === 1 ? "" : "s"} of ${b.total} card${b.total === 1 ? "" : "s"}`
                : `${b.total} card${b.total === 1 ? "" : "s"} · ${copiesWord(b.items.reduce((n, c) => n + c.owned, 0))}${b.items.length < b.total ? " shown" : ""}`}
        </p>
        <div className="browser__views">
          <CardViewSwitch />
          {!library && (
            <button type="button" className={`toggle${b.showUnits ? " on" : ""}`} aria-pressed={b.showUnits} onClick={() => st().setShowUnits(!b.showUnits)}>
              Every unit
            </button>
          )}
          <div className="segmented" role="group" aria-label="View">
            <button type="button" className={b.view === "grid" ? "on" : ""} aria-pressed={b.view === "grid"} onClick={() => st().setBrowseView(scope, "grid")} disabled={showingUnits}>
              Grid
            </button>
            <button type="button" className={b.view === "list" ? "on" : ""} aria-pressed={b.view === "list"} onClick={() => st().setBrowseView(scope, "list")} disabled={showingUnits}>
              List
            </button>
          </div>
        </div>
      </header>

      <SearchBox
        value={b.query}
        onChange={(q) => st().setBrowseQuery(scope, q)}
        onSearch={() => void st().runBrowse(scope)}
        error={b.error}
        label={library ? "Search the library" : "Search your collection"}
      />
      <FilterChips chips={b.chips} sets={sets} onToggle={(k, v) => st().toggleChip(scope, k, v)} onClear={() => st().clearChips(scope)} />

      <div className={`browser__results${b.status === "loading" ? " loading" : ""}${b.error ? " stale" : ""}`} data-testid="browse-results" aria-busy={b.status === "loading"}>
        {b.status === "ready" && b.items.length === 0 && <p className="empty">No cards match.</p>}
        {showingUnits ? (
          <table className="card-list units">
            <thead>
              <tr><th>Unit</th><th>Name</th><th>Set</th><th className="num">No.</th><th>Rarity</th><th>From</th><th>Acquired</th></tr>
            </thead>
            <tbody>{b.units.map((u) => <UnitRow key={u.id} unit={u} />)}</tbody>
          </table>
        ) : b.view === "grid" ? (
          <div className="card-grid">
            {b.items.map((c) => (
              <GridCard key={c.code} card={c} library={library} />
            ))}
          </div>
        ) : (
          b.items.length > 0 && (
            <table className="card-list">
              <thead>
                <tr><th className="num">Own</th><th>Name</th><th>Cost</th><th>Type</th><th className="num">P/T</th></tr>
              </thead>
              <tbody>{b.items.map((c) => <ListRow key={c.code} card={c} />)}</tbody>
            </table>
          )
        )}
        {more && (
          <button type="button" className="button show-more" onClick={() => void st().showMore(scope)}>
            Show more ({b.total - b.items.length} left)
          </button>
        )}
      </div>
      <CardDetailDialog />
    </div>
  );
}

/** "1 copy", "3 copies". */
function copiesWord(n: number): string {
  return `${n} ${n === 1 ? "copy" : "copies"}`;
}

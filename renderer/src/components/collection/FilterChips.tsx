/** Toggle chips for color, type, set and rarity; they combine with the typed query. */
import type { ReactNode } from "react";
import type { ShopOffer } from "../../../../app/shared/contract/collection";
import { ManaSymbol } from "../card/index";
import { COLOR_CHIPS, RARITY_CHIPS, TYPE_CHIPS, chipCount, type ChipKind, type Chips } from "./query";

export interface FilterChipsProps {
  chips: Chips;
  sets: ShopOffer[];
  onToggle(kind: ChipKind, value: string): void;
  onClear(): void;
}

function Chip({ on, label, onClick, children, testId }: { on: boolean; label: string; onClick(): void; children: ReactNode; testId?: string }) {
  return (
    <button type="button" className={`chip${on ? " on" : ""}`} aria-pressed={on} aria-label={label} title={label} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

export function FilterChips({ chips, sets, onToggle, onClear }: FilterChipsProps) {
  return (
    <div className="filter-chips" role="group" aria-label="Filters">
      <div className="chip-group" role="group" aria-label="Color">
        {COLOR_CHIPS.map((c) => (
          <Chip key={c.value} on={chips.colors.includes(c.value)} label={c.label} onClick={() => onToggle("colors", c.value)} testId={`chip-color-${c.value}`}>
            {c.sym ? <ManaSymbol sym={c.sym} /> : <span className="chip-multi" aria-hidden="true" />}
          </Chip>
        ))}
      </div>
      <div className="chip-group" role="group" aria-label="Type">
        {TYPE_CHIPS.map((t) => (
          <Chip key={t} on={chips.types.includes(t)} label={t} onClick={() => onToggle("types", t)}>
            <i className={`ms ms-${t.toLowerCase()}`} aria-hidden="true" /> {t}
          </Chip>
        ))}
      </div>
      <div className="chip-group" role="group" aria-label="Rarity">
        {RARITY_CHIPS.map((r) => (
          <Chip key={r} on={chips.rarities.includes(r)} label={r} onClick={() => onToggle("rarities", r)}>
            <span className={`rarity-dot ${r}`} aria-hidden="true" /> {r[0]!.toUpperCase() + r.slice(1)}
          </Chip>
        ))}
      </div>
      <div className="chip-group" role="group" aria-label="Set">
        {sets.map((s) => (
          <Chip key={s.set} on={chips.sets.includes(s.set)} label={s.name} onClick={() => onToggle("sets", s.set)}>
            {s.set}
          </Chip>
        ))}
      </div>
      {chipCount(chips) > 0 && (
        <button type="button" className="chip chip-clear" onClick={onClear}>
          Clear filters
        </button>
      )}
    </div>
  );
}

/**
 * Building a limited deck from the event's pool: the pool on the left (what is left of each card),
 * basic lands in any number, the main deck on the right with the host's live verdict (the limited
 * deck rules: 40 cards or more, the pool's cards and basic lands). The rest of the pool is the
 * sideboard. "Use this deck" settles it; the host refuses an illegal deck with the reason.
 */
import { useMemo } from "react";
import type { LimitedEvent } from "../../../../app/shared/contract/limited";
import { useStore } from "../../store/index";
import { Card, useCardData, useCardPreview } from "../card/index";
import { ValidationPanel } from "../decks/DeckStats";

const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

function count(names: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return m;
}

/** A pool card for the main deck; an ante or dexterity card (`unplayable`, the host's reason) stays in the sideboard. */
function PoolCard({ name, left, unplayable, onAdd }: { name: string; left: number; unplayable: string | null; onAdd(): void }) {
  const data = useCardData(name);
  const face = { name, manaCost: data?.manaCost ?? "", colors: data?.colors ?? [], typeLine: data?.typeLine ?? "", oracleText: data?.oracleText ?? "", power: data?.power ?? null, toughness: data?.toughness ?? null };
  const preview = useCardPreview(face);
  return (
    <button
      type="button"
      className={`limited-pool-card${left && !unplayable ? "" : " exhausted"}`}
      disabled={!left || unplayable !== null}
      onClick={onAdd}
      data-testid="limited-pool-card"
      data-name={name}
      title={unplayable ?? undefined}
      aria-label={unplayable ? `${name}: sideboard only. ${unplayable}` : `${name}: ${left} left. Add to the deck.`}
      {...preview}
    >
      <Card face={face} size="sm" image="grid" />
      <span className="limited-pool-card__left">{unplayable ? <span data-testid="limited-sideboard-only">sideboard only</span> : `${left} left`}</span>
    </button>
  );
}

export function PoolBuilder({ ev }: { ev: LimitedEvent }) {
  const deck = useStore((s) => s.limitedDeck);
  const check = useStore((s) => s.limitedCheck);
  const busy = useStore((s) => s.limitedBusy);
  const st = useStore.getState;
  const pool = useMemo(() => count(ev.packs.flat().map((c) => c.name)), [ev.packs]);
  const inDeck = useMemo(() => count(deck), [deck]);
  const names = useMemo(() => [...pool.keys()].filter((n) => !BASICS.includes(n)).sort(), [pool]);
  const unplayable = useMemo(() => new Map(ev.packs.flat().filter((c) => c.unplayable).map((c) => [c.name, c.unplayable!])), [ev.packs]);
  const rows = useMemo(() => [...inDeck].sort((a, b) => a[0].localeCompare(b[0])), [inDeck]);
  const add = (name: string) => st().setLimitedDeck([...deck, name]);
  const remove = (name: string) => {
    const i = deck.lastIndexOf(name);
    if (i >= 0) st().setLimitedDeck([...deck.slice(0, i), ...deck.slice(i + 1)]);
  };
  const settled = ev.deck !== null && ev.deck.length === deck.length && [...count(ev.deck)].every(([n, c]) => inDeck.get(n) === c);
  return (
    <div className="limited-builder" data-testid="limited-builder">
      <section className="limited-builder__pool" aria-label="Your pool">
        <h3>Your pool ({ev.packs.flat().length} cards) — click a card to put it in the deck</h3>
        <div className="limited-builder__grid">
          {names.map((n) => (
            <PoolCard key={n} name={n} left={(pool.get(n) ?? 0) - (inDeck.get(n) ?? 0)} unplayable={unplayable.get(n) ?? null} onAdd={() => add(n)} />
          ))}
        </div>
        <h3>Basic lands (any number)</h3>
        <div className="limited-builder__basics">
          {BASICS.map((b) => (
            <span key={b} className="limited-basic">
              {b} <strong data-testid={`basic-count-${b}`}>{inDeck.get(b) ?? 0}</strong>
              <button type="button" className="icon-button" aria-label={`One more ${b}`} onClick={() => add(b)} data-testid={`basic-add-${b}`}>
                +
              </button>
              <button type="button" className="icon-button" aria-label={`One less ${b}`} onClick={() => remove(b)} disabled={!inDeck.get(b)}>
                −
              </button>
            </span>
          ))}
        </div>
      </section>
      <aside className="limited-builder__deck" aria-label="Deck">
        <ValidationPanel validation={check} saving={false} />
        <h3>
          Main deck <span data-testid="limited-main-count">{deck.length}</span>
        </h3>
        <ul className="limited-deck-list">
          {rows.map(([n, c]) => (
            <li key={n} data-testid="limited-deck-row" data-name={n}>
              <span>
                {c} {n}
              </span>
              <button type="button" className="icon-button" aria-label={`One less ${n}`} onClick={() => remove(n)}>
                −
              </button>
            </li>
          ))}
        </ul>
        <p className="dim">The rest of the pool is your sideboard.</p>
        <button type="button" className="button primary" disabled={busy || settled} onClick={() => void st().submitLimitedDeck()} data-testid="limited-use-deck">
          {settled ? "This deck is ready" : "Use this deck"}
        </button>
      </aside>
    </div>
  );
}

/**
 * A deck to play: one of your playable decks, or a built-in (benchmark) deck. Both read
 * "<name> · <n> cards", ending "· yours" or "· built-in": your copy of a built-in deck has the
 * same name (issue 39).
 */
import { useEffect, useState } from "react";
import type { BenchmarkDeck } from "../../../../app/shared/contract/match";
import type { DeckSummary } from "../../../../app/shared/contract/collection";
import type { DeckChoice } from "../../store/net-slice";

interface Decks {
  mine: DeckSummary[];
  builtIn: BenchmarkDeck[];
  error: string | null;
}

let cache: Decks | null = null;

export function useDecks(): Decks | null {
  const [decks, setDecks] = useState<Decks | null>(cache);
  useEffect(() => {
    let live = true;
    void (async () => {
      const [mine, builtIn] = await Promise.all([window.moxen.decks.list(), window.moxen.match.benchmarkDecks()]);
      const d: Decks = {
        mine: mine.ok ? mine.value.filter((x) => x.playable) : [],
        builtIn: builtIn.ok ? builtIn.value : [],
        error: !builtIn.ok ? builtIn.error.message : null,
      };
      cache = d;
      if (live) setDecks(d);
    })();
    return () => {
      live = false;
    };
  }, []);
  return decks;
}

export const encodeDeck = (d: DeckChoice | null): string => (!d ? "" : d.deckId ? `d:${d.deckId}` : `b:${d.benchmark}`);
export const decodeDeck = (s: string): DeckChoice | null => (s.startsWith("d:") ? { deckId: Number(s.slice(2)) } : s.startsWith("b:") ? { benchmark: s.slice(2) } : null);

export function DeckPicker({
  label,
  value,
  onChange,
  allowRandom,
  testId,
}: {
  label: string;
  value: DeckChoice | null;
  onChange(d: DeckChoice | null): void;
  allowRandom?: boolean;
  testId?: string;
}) {
  const decks = useDecks();
  useEffect(() => {
    // Default: your first playable deck, else the first built-in one.
    if (value || allowRandom || !decks) return;
    const first = decks.mine[0] ? { deckId: decks.mine[0].id } : decks.builtIn[0] ? { benchmark: decks.builtIn[0].id } : null;
    if (first) onChange(first);
  }, [decks, value, allowRandom, onChange]);
  return (
    <label className="field">
      <span>{label}</span>
      <select value={encodeDeck(value)} onChange={(e) => onChange(decodeDeck(e.target.value))} data-testid={testId} disabled={!decks}>
        {allowRandom && <option value="">A random built-in deck</option>}
        {decks && decks.mine.length > 0 && (
          <optgroup label="Your decks">
            {decks.mine.map((d) => (
              <option key={d.id} value={`d:${d.id}`}>
                {d.name} · {d.mainCount} cards · yours
              </option>
            ))}
          </optgroup>
        )}
        {decks && (
          <optgroup label="Built-in decks">
            {decks.builtIn.map((d) => (
              <option key={d.id} value={`b:${d.id}`}>
                {d.name} · {d.cards} cards · built-in
              </option>
            ))}
          </optgroup>
        )}
      </select>
    </label>
  );
}

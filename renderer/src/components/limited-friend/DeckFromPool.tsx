/**
 * A deck from the event's pool plus basic lands (sealed deck: 40 cards at least, any number of a
 * card the pool holds that many times, basic lands without limit). The counts and their legality
 * are shown live; the host checks the deck again on submit (limitedNet.submitDeck) and its refusal
 * is shown by the screen. Between games (sideboarding) the builder starts from the deck played in
 * the game before (`initial`); the first game starts empty.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import type { LimitedNetCardDto } from "../../../../app/shared/contract/limited-net";

export const BASICS = ["Plains", "Island", "Swamp", "Mountain", "Forest"] as const;
const MIN_DECK = 40;

export function poolCounts(pool: LimitedNetCardDto[]): [string, number, string][] {
  const m = new Map<string, { n: number; rarity: string }>();
  for (const c of pool) m.set(c.name, { n: (m.get(c.name)?.n ?? 0) + 1, rarity: c.rarity });
  return [...m].map(([name, x]) => [name, x.n, x.rarity] as [string, number, string]).sort((a, b) => a[0].localeCompare(b[0]));
}

/** The pool's cards that stay in the sideboard (ante and dexterity cards), with the host's reason. */
export function unplayableIn(pool: LimitedNetCardDto[]): Map<string, string> {
  return new Map(pool.filter((c) => c.unplayable).map((c) => [c.name, c.unplayable!]));
}

/** A deck list split into the pool's cards and basic lands, by name (the builder's two counters). */
export function splitDeck(list: readonly string[]): { deck: Record<string, number>; basics: Record<string, number> } {
  const deck: Record<string, number> = {};
  const basics: Record<string, number> = {};
  for (const name of list) {
    const into = (BASICS as readonly string[]).includes(name) ? basics : deck;
    into[name] = (into[name] ?? 0) + 1;
  }
  return { deck, basics };
}

export function DeckFromPool({
  pool,
  game,
  initial,
  onSubmit,
  onEdit,
  locked = false,
}: {
  pool: LimitedNetCardDto[];
  game: number;
  /** The deck played in the previous game (null for the first game: an empty builder). */
  initial: { game: number; deck: readonly string[] } | null;
  onSubmit(deck: string[]): Promise<boolean>;
  /** Game 1 with a deck-building clock: the deck being edited, kept by the host (sent a moment after each change). */
  onEdit?(deck: string[]): void;
  /** The time to build is up: the host submits the deck; nothing can change here. */
  locked?: boolean;
}) {
  const rows = useMemo(() => poolCounts(pool), [pool]);
  const start = useMemo(() => splitDeck(initial?.deck ?? []), [initial]);
  const [deck, setDeck] = useState<Record<string, number>>(start.deck);
  const [basics, setBasics] = useState<Record<string, number>>(start.basics);
  const [sent, setSent] = useState(false);
  const unplayable = useMemo(() => unplayableIn(pool), [pool]);
  const inPool = Object.fromEntries(rows.map(([n, c]) => [n, c]));
  const spells = Object.values(deck).reduce((a, b) => a + b, 0);
  const lands = Object.values(basics).reduce((a, b) => a + b, 0);
  const total = spells + lands;
  const problems = [
    ...(total < MIN_DECK ? [`${total} cards: a sealed deck has ${MIN_DECK} at least`] : []),
    ...Object.entries(deck)
      .filter(([n, c]) => c > (inPool[n] ?? 0))
      .map(([n, c]) => `${c} ${n} but the pool has ${inPool[n] ?? 0}`),
    ...Object.entries(deck)
      .filter(([n, c]) => c > 0 && unplayable.has(n))
      .map(([n]) => unplayable.get(n)!),
  ];
  const add = (name: string, d: number) => setDeck((x) => ({ ...x, [name]: Math.max(0, Math.min(inPool[name] ?? 0, (x[name] ?? 0) + d)) }));
  const addBasic = (name: string, d: number) => setBasics((x) => ({ ...x, [name]: Math.max(0, (x[name] ?? 0) + d) }));
  const list = () => [...Object.entries(deck), ...Object.entries(basics)].flatMap(([n, c]) => Array<string>(c).fill(n));
  // The deck being edited reaches the host half a second after the last change (not on the first render).
  const edited = useRef(false);
  useEffect(() => {
    if (!onEdit) return;
    if (!edited.current) {
      edited.current = true;
      return;
    }
    const t = setTimeout(() => onEdit(list()), 500);
    return () => clearTimeout(t);
  }, [deck, basics]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="panel lf-builder" aria-label={`Your deck for game ${game}`} data-testid="lf-builder" data-locked={locked}>
      <fieldset disabled={locked} className="lf-builder__body">
        <h3>Your deck for game {game}</h3>
        {initial && (
          <p className="small" data-testid="lf-deck-from">
            Starting from your deck of game {initial.game}: change it to sideboard from your pool.
          </p>
        )}
        <p data-testid="lf-deck-count" className={problems.length ? "error" : ""}>
          {total} cards ({spells} from the pool, {lands} basic lands){problems.length ? "" : " — legal"}
        </p>
        {problems.length > 0 && (
          <ul className="lf-problems" data-testid="lf-deck-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <div className="lf-actions">
          <button type="button" className="button" onClick={() => setDeck(Object.fromEntries(rows.filter(([n]) => !unplayable.has(n)).map(([n, c]) => [n, c])))} data-testid="lf-add-all">
            Whole pool
          </button>
          <button type="button" className="button" onClick={() => (setDeck({}), setBasics({}))} data-testid="lf-clear">
            Clear
          </button>
          <button
            type="button"
            className="button primary"
            disabled={sent}
            onClick={() => {
              setSent(true);
              void onSubmit(list()).finally(() => setSent(false));
            }}
            data-testid="lf-submit-deck"
          >
            Play this deck in game {game}
          </button>
        </div>
        <h4>Basic lands</h4>
        <ul className="lf-basics">
          {BASICS.map((b) => (
            <li key={b} data-testid={`lf-basic-${b}`}>
              {b}{" "}
              <button type="button" className="link-button" aria-label={`One ${b} less`} onClick={() => addBasic(b, -1)}>
                −
              </button>
              <b data-testid="lf-basic-count">{basics[b] ?? 0}</b>
              <button type="button" className="link-button" aria-label={`One ${b} more`} onClick={() => addBasic(b, 1)} data-testid={`lf-basic-plus-${b}`}>
                +
              </button>
            </li>
          ))}
        </ul>
        <h4>Your pool ({pool.length} cards)</h4>
        <table className="lf-pool" data-testid="lf-pool">
          <thead>
            <tr>
              <th>Card</th>
              <th>Pool</th>
              <th>Deck</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, n, rarity]) => (
              <tr key={name} data-testid="lf-pool-row" data-name={name} data-count={n}>
                <td>
                  {name} <span className="small">{rarity}</span>
                  {unplayable.has(name) && (
                    <span className="small muted" title={unplayable.get(name)} data-testid="lf-sideboard-only">
                      {" "}
                      — sideboard only
                    </span>
                  )}
                </td>
                <td>{n}</td>
                <td>{deck[name] ?? 0}</td>
                <td>
                  <button type="button" className="link-button" aria-label={`One ${name} less`} onClick={() => add(name, -1)}>
                    −
                  </button>
                  <button type="button" className="link-button" aria-label={`One ${name} more`} onClick={() => add(name, 1)} disabled={(deck[name] ?? 0) >= n || unplayable.has(name)}>
                    +
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </fieldset>
    </section>
  );
}

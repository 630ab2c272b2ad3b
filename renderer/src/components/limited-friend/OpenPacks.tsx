/**
 * A sealed pool drawn with a friend, opened booster by booster with the shop's pack-opening screen
 * (PackOpening: face down, click or Space to turn a card over) before the deck builder. The pool is
 * already the player's (drawn, paid and kept by the host): opening it only shows it; "Skip" goes
 * straight to the builder. Which events were opened is remembered for this window's life.
 */
import { useEffect, useState } from "react";
import type { OpenedPack } from "../../../../app/shared/contract/collection";
import type { LimitedNetCardDto } from "../../../../app/shared/contract/limited-net";
import { useStore } from "../../store/index";
import { PackOpening } from "../shop/PackOpening";

const opened = new Set<string>();

/** Whether this event's packs still wait to be opened (a sealed pool, no deck sent yet, not opened or skipped). */
export function packsToOpen(key: string | null, packSizes: number[] | null, decksSent: number): boolean {
  return key !== null && packSizes !== null && packSizes.length > 0 && decksSent === 0 && !opened.has(key);
}

/** Booster `i` of the pool as the pack-opening screen shows it (the cards are units of the collection already). */
function asOpened(pool: LimitedNetCardDto[], sizes: number[], i: number, coins: number): OpenedPack {
  const start = sizes.slice(0, i).reduce((n, x) => n + x, 0);
  const cards = pool.slice(start, start + sizes[i]!);
  return {
    packId: i + 1,
    set: cards[0]?.set ?? "",
    seed: 0,
    price: 0,
    // A slot key only: the screen keys its cards by unit, which the event's view does not list.
    cards: cards.map((c, k) => ({ name: c.name, set: c.set, number: c.number, rarity: c.rarity as OpenedPack["cards"][number]["rarity"], unitId: `pack-${i}-${k}`, cardCode: "", implemented: true })),
    coins,
  };
}

export function OpenPacks({ eventKey, pool, packSizes, onDone }: { eventKey: string; pool: LimitedNetCardDto[]; packSizes: number[]; onDone(): void }) {
  const opening = useStore((s) => s.opening);
  const [next, setNext] = useState<number | null>(null);
  const finish = () => {
    opened.add(eventKey);
    useStore.setState({ opening: null });
    onDone();
  };
  const show = (i: number) => {
    setNext(i);
    useStore.setState({ opening: { pack: asOpened(pool, packSizes, i, useStore.getState().profile?.coins ?? 0), revealed: 0 } });
  };
  // The player closed a booster's screen ("Done" or "Later"): the next one, or the builder after the last.
  useEffect(() => {
    if (next === null || opening) return;
    if (next + 1 < packSizes.length) show(next + 1);
    else finish();
  }, [opening]); // eslint-disable-line react-hooks/exhaustive-deps
  // Leaving the event mid-way leaves no pack screen behind.
  useEffect(
    () => () => {
      if (useStore.getState().opening) useStore.setState({ opening: null });
    },
    [],
  );

  if (next !== null && opening) {
    return (
      <section className="panel" aria-label="Your boosters" data-testid="lf-open-packs">
        <p className="dim" data-testid="lf-pack-count">
          Booster {next + 1} of {packSizes.length}
        </p>
        <PackOpening />
      </section>
    );
  }
  return (
    <section className="panel" aria-label="Your boosters" data-testid="lf-open-packs">
      <p>
        Your {packSizes.length} boosters are drawn ({pool.length} cards, already in your collection). Open them one by one, or go straight to
        your deck.
      </p>
      <div className="lf-actions">
        <button type="button" className="button primary" onClick={() => show(0)} data-testid="lf-open-first">
          Open your boosters
        </button>
        <button type="button" className="button" onClick={finish} data-testid="lf-skip-opening">
          Skip to the deck
        </button>
      </div>
    </section>
  );
}

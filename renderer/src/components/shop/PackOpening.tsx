/** A bought pack, face down; click a card or press Space to turn the next one over. */
import { useEffect, useRef } from "react";
import type { OpenedPack } from "../../../../app/shared/contract/collection";
import { useStore } from "../../store/index";
import { Card, CardBack, useCardData, useCardPreview } from "../card/index";

function PackSlot({ card, up, index }: { card: OpenedPack["cards"][number]; up: boolean; index: number }) {
  const data = useCardData(card.name);
  const face = {
    name: card.name,
    manaCost: data?.manaCost ?? "",
    colors: data?.colors ?? [],
    typeLine: data?.typeLine ?? "",
    oracleText: data?.oracleText ?? "",
    power: data?.power ?? null,
    toughness: data?.toughness ?? null,
    set: card.set,
    number: card.number,
    // The unit just opened: its own printing's image (a Revised booster shows Revised cards).
    ownPrinting: true,
    implemented: card.implemented,
  };
  const preview = useCardPreview(up ? face : null);
  const st = useStore.getState;
  return (
    <div
      className={`pack-slot${up ? " up" : ""} rarity-${card.rarity}`}
      data-testid="pack-card"
      data-revealed={up}
      data-name={up ? card.name : undefined}
      role="button"
      tabIndex={up ? 0 : -1}
      aria-label={up ? `${card.name}, ${card.rarity}` : `Card ${index + 1}, face down`}
      onClick={() => !up && st().revealNext()}
      {...preview}
    >
      <div className="pack-slot__flip">
        <CardBack size="md" className="pack-slot__back" />
        <div className="pack-slot__front">{up && <Card face={face} size="md" />}</div>
      </div>
      {up && <span className={`pack-slot__rarity ${card.rarity}`}>{card.rarity}</span>}
    </div>
  );
}

export function PackOpening() {
  const opening = useStore((s) => s.opening)!;
  const st = useStore.getState;
  const ref = useRef<HTMLDivElement>(null);
  const { pack, revealed } = opening;
  const done = revealed >= pack.cards.length;
  const setName = useStore((s) => s.shopOffers.find((o) => o.set === pack.set)?.name ?? pack.set);

  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName)) return;
      if (e.key === " " || e.key === "Enter") {
        e.preventDefault();
        st().revealNext();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [st]);

  const counts = pack.cards.slice(0, revealed).reduce<Record<string, number>>((m, c) => ((m[c.rarity] = (m[c.rarity] ?? 0) + 1), m), {});
  return (
    <section className="opening" ref={ref} tabIndex={-1} aria-label={`${setName} booster`} data-testid="pack-opening">
      <header className="opening__head">
        <h3>{setName} booster</h3>
        <span className="dim" aria-live="polite" data-testid="pack-progress">
          {done
            ? `All ${pack.cards.length} cards are in your collection — ${counts.rare ?? 0} rare, ${counts.uncommon ?? 0} uncommon, ${counts.common ?? 0} common.`
            : `${revealed} of ${pack.cards.length} turned over — click a card or press Space.`}
        </span>
        <span className="spacer" />
        {!done && (
          <button type="button" className="button" onClick={() => st().revealAll()}>
            Reveal all
          </button>
        )}
        <button type="button" className={`button${done ? " primary" : ""}`} onClick={() => st().closePack()}>
          {done ? "Done" : "Later"}
        </button>
      </header>
      <div className="opening__cards">
        {pack.cards.map((c, i) => (
          <PackSlot key={c.unitId} card={c} up={i < revealed} index={i} />
        ))}
      </div>
    </section>
  );
}

/**
 * A permanent (or a card in a visible zone) on the game table: the compact frame plus its
 * live state — tapped (turned 90°), damage, counters, summoning sickness, attacking or
 * blocking, and a mark when the engine does not implement the card. Hover or focus shows it
 * large with the same facts listed. Extra props (onClick, dnd-kit listeners, ref) go to the slot.
 */
import { memo, useMemo, type HTMLAttributes, type Ref } from "react";
import type { CardView } from "../../../../engine/index";
import { useCardData } from "./card-data";
import type { CardFace } from "./card-face";
import { Card, type CardSize } from "./Card";
import { useCardPreview } from "./preview";

export interface TableCardProps extends HTMLAttributes<HTMLDivElement> {
  card: CardView;
  size?: CardSize;
  /** Highlight: a legal target, a selected attacker… (adds a class the table styles). */
  highlight?: "selected" | "target" | "attacker" | "blocker" | null;
  ref?: Ref<HTMLDivElement>;
}

/** Short words for the live state, used by the badges' labels and the preview's notes. */
export function tableNotes(card: CardView): string[] {
  const notes: string[] = [];
  if (card.tapped) notes.push("Tapped");
  if (card.sick && card.types.includes("Creature")) notes.push("Summoning sick");
  if (card.attacking) notes.push("Attacking");
  if (card.blocking) notes.push("Blocking");
  if (card.damage > 0) notes.push(`${card.damage} damage`);
  for (const [kind, n] of Object.entries(card.counters)) if (n > 0) notes.push(`${n} ${kind} counter${n === 1 ? "" : "s"}`);
  if (!card.implemented) notes.push("Not implemented by the rules engine");
  return notes;
}

export function TableCard({ card, size = "sm", highlight, className, ref, ...rest }: TableCardProps) {
  const data = useCardData(card.name);
  // The face and live P/T keep their objects while what they show is unchanged, so the drawn
  // card (memoised) is skipped when only the slot's state (highlight, drag handlers) changes.
  const colors = card.colors.join();
  const types = card.types.join();
  const subtypes = card.subtypes.join();
  const face: CardFace = useMemo(
    () => ({
      name: card.name,
      colors: card.colors,
      manaCost: data?.manaCost ?? "",
      typeLine: data?.typeLine ?? [...card.types, ...(card.subtypes.length ? ["—", ...card.subtypes] : [])].join(" "),
      oracleText: data?.oracleText ?? "",
      power: data?.power ?? null,
      toughness: data?.toughness ?? null,
    }),
    // The joined lists stand for the arrays (a new view brings new arrays with the same words).
    [card.name, colors, types, subtypes, data],
  );
  const notes = tableNotes(card);
  const hover = useCardPreview(
    { ...face, power: card.power ?? face.power, toughness: card.toughness ?? face.toughness },
    notes,
  );
  const hasPT = card.power !== undefined && card.toughness !== undefined;
  const livePT = useMemo(() => (hasPT ? { power: card.power!, toughness: card.toughness! } : null), [hasPT, card.power, card.toughness]);
  const counters = Object.entries(card.counters).filter(([, n]) => n > 0);
  const sick = card.sick && card.types.includes("Creature");
  const badges = card.damage > 0 || counters.length > 0 || sick || card.attacking || card.blocking || !card.implemented;
  return (
    <div
      ref={ref}
      tabIndex={0}
      className={`table-card${card.tapped ? " tapped" : ""}${highlight ? ` hl-${highlight}` : ""}${className ? ` ${className}` : ""}`}
      data-card-id={card.id}
      aria-label={[card.name, ...notes].join(", ")}
      {...hover}
      {...rest}
    >
      <DrawnCard face={face} size={size} livePT={livePT} />
      {badges && (
        <div className="table-card__badges" aria-hidden="true">
          {card.damage > 0 && <span className="badge badge-damage" title={`${card.damage} damage`}>{card.damage}</span>}
          {counters.map(([kind, n]) => (
            <span key={kind} className="badge badge-counter" title={`${n} ${kind} counter(s)`}>
              {kind.length <= 5 ? kind : kind.slice(0, 4) + "…"}
              {n > 1 && ` ×${n}`}
            </span>
          ))}
          {sick && <span className="badge badge-sick" title="Summoning sick">zz</span>}
          {card.attacking && <span className="badge badge-attacking" title="Attacking">⚔</span>}
          {card.blocking && <span className="badge badge-blocking" title="Blocking">⛨</span>}
          {!card.implemented && <span className="badge badge-unimpl" title="Not implemented by the rules engine">!</span>}
        </div>
      )}
    </div>
  );
}

/** The frame redraws only when its face, size or live P/T change. */
const DrawnCard = memo(Card);

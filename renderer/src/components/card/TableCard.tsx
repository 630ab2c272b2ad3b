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
import { tablePrintingOf } from "./table-printings";

export interface TableCardProps extends HTMLAttributes<HTMLDivElement> {
  card: CardView;
  size?: CardSize;
  /** Highlight: a legal target, a selected attacker… (adds a class the table styles). */
  highlight?: "selected" | "target" | "attacker" | "blocker" | null;
  /**
   * Summoning sickness limits it now (its controller's turn, a creature that could otherwise
   * attack or use a {T} ability: see `sicknessLimits`). Only then does the "zz" badge show.
   */
  sickLimits?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Summoning sickness matters only on the creature's controller's turn (it can't attack, nor use
 * {T} abilities), and not for a creature with haste, nor for one that could not attack anyway
 * (defender) and has no {T} ability. It never limits blocking.
 */
export function sicknessLimits(card: CardView, activePlayer: string): boolean {
  if (!card.sick || !card.types.includes("Creature") || card.controller !== activePlayer) return false;
  if (card.keywords.includes("haste")) return false;
  return !card.keywords.includes("defender") || card.abilities.some((a) => a.text.includes("{T}"));
}

/** Short words for the live state, used by the badges' labels and the preview's notes. */
export function tableNotes(card: CardView, sickLimits = card.sick && card.types.includes("Creature")): string[] {
  const notes: string[] = [];
  // CR 702.26b: on the battlefield, but treated as though it doesn't exist until it phases in.
  if (card.phasedOut) notes.push("Phased out");
  if (card.tapped) notes.push("Tapped");
  if (sickLimits) notes.push("Summoning sick");
  if (card.attacking) notes.push("Attacking");
  if (card.blocking) notes.push("Blocking");
  if (card.damage > 0) notes.push(`${card.damage} damage`);
  for (const [kind, n] of Object.entries(card.counters)) if (n > 0) notes.push(`${n} ${kind} counter${n === 1 ? "" : "s"}`);
  if (!card.implemented) notes.push("Not implemented by the rules engine");
  return notes;
}

/** CR 708.2a: what a face-down creature shows: no name, text, cost or color, a 2/2 creature. */
const FACE_DOWN: CardFace = { name: "", colors: [], manaCost: "", typeLine: "Creature", oracleText: "", power: 2, toughness: 2 };

export function TableCard({ card, size = "sm", highlight, sickLimits = false, className, ref, ...rest }: TableCardProps) {
  // A face-down creature (CR 708, Illusionary Mask) is drawn as a nameless 2/2; its controller, who
  // may look at it (CR 708.5), sees its card in the large view and in its label.
  const faceDown = card.faceDown === true;
  const data = useCardData(faceDown ? (card.faceDownCard ?? "") : card.name);
  // The face and live P/T keep their objects while what they show is unchanged, so the drawn
  // card (memoised) is skipped when only the slot's state (highlight, drag handlers) changes.
  const colors = card.colors.join();
  const types = card.types.join();
  const subtypes = card.subtypes.join();
  // A collection deck's unit shows its own printing (table-printings.ts).
  const printing = faceDown ? null : tablePrintingOf(card);
  const face: CardFace = useMemo(
    () => faceDown ? FACE_DOWN : ({
      name: card.name,
      ...(printing ? { set: printing.set, number: printing.number, ownPrinting: true } : {}),
      colors: card.colors,
      manaCost: data?.manaCost ?? "",
      // A token has no card data: its type line from its characteristics, marked "Token" as printed tokens are (CR 111).
      typeLine: data?.typeLine ?? [...(card.token ? ["Token"] : []), ...card.types, ...(card.subtypes.length ? ["—", ...card.subtypes] : [])].join(" "),
      oracleText: data?.oracleText ?? "",
      power: data?.power ?? null,
      toughness: data?.toughness ?? null,
    }),
    // The joined lists stand for the arrays (a new view brings new arrays with the same words).
    [card.name, colors, types, subtypes, data, card.token, faceDown, printing],
  );
  const real: CardFace | null = useMemo(
    () => (faceDown && card.faceDownCard && data ? { name: card.faceDownCard, colors: data.colors ?? [], manaCost: data.manaCost ?? "", typeLine: data.typeLine ?? "", oracleText: data.oracleText ?? "", power: data.power ?? null, toughness: data.toughness ?? null } : null),
    [faceDown, card.faceDownCard, data],
  );
  const label = faceDown ? (card.faceDownCard ? `Face-down creature (${card.faceDownCard})` : "Face-down creature") : card.name;
  const notes = [...(faceDown ? [card.faceDownCard ? "Face down: only you may look at it" : "Face down"] : []), ...tableNotes(card, sickLimits)];
  const hover = useCardPreview(
    real ?? { ...face, power: card.power ?? face.power, toughness: card.toughness ?? face.toughness },
    notes,
  );
  const hasPT = card.power !== undefined && card.toughness !== undefined;
  const livePT = useMemo(() => (hasPT ? { power: card.power!, toughness: card.toughness! } : null), [hasPT, card.power, card.toughness]);
  const counters = Object.entries(card.counters).filter(([, n]) => n > 0);
  const sick = sickLimits;
  const badges = card.damage > 0 || counters.length > 0 || sick || card.attacking || card.blocking || !card.implemented || card.phasedOut;
  return (
    <div
      ref={ref}
      tabIndex={0}
      className={`table-card${faceDown ? " face-down" : ""}${card.tapped ? " tapped" : ""}${card.phasedOut ? " phased-out" : ""}${highlight ? ` hl-${highlight}` : ""}${className ? ` ${className}` : ""}`}
      data-card-id={card.id}
      data-colors={colors}
      aria-label={[label, ...notes].join(", ")}
      {...hover}
      {...rest}
    >
      <DrawnCard face={face} size={size} livePT={livePT} />
      {/* The name, drawn upright over the card (a tapped card turns, its name does not). */}
      <div className="table-card__name" aria-hidden="true">{faceDown ? (card.faceDownCard ?? "Face-down creature") : card.name}</div>
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
          {card.attacking && <span className="badge badge-attacking" title="Attacking"><SwordIcon /></span>}
          {card.blocking && <span className="badge badge-blocking" title="Blocking"><ShieldIcon /></span>}
          {card.phasedOut && <span className="badge badge-phased" title="Phased out: treated as though it doesn't exist">phased out</span>}
          {!card.implemented && <span className="badge badge-unimpl" title="Not implemented by the rules engine">!</span>}
        </div>
      )}
    </div>
  );
}

/** Badge icons, drawn inline (no font on every system has ⚔ or ⛨). */
function ShieldIcon() {
  return (
    <svg className="badge-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path d="M8 1.2 2.6 3.2v4.3c0 3.4 2.3 5.9 5.4 7.3 3.1-1.4 5.4-3.9 5.4-7.3V3.2Z" fill="currentColor" />
      <path d="M8 3v9.9c-2-1.1-3.5-2.9-3.5-5.3V4.5Z" fill="rgba(0,0,0,0.28)" />
    </svg>
  );
}
function SwordIcon() {
  return (
    <svg className="badge-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <g stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" fill="none">
        <path d="M2.5 2.5 11 11M13.5 2.5 5 11" />
        <path d="M9.2 12.8l3.6-3.6M3.2 9.2l3.6 3.6M12 12l1.6 1.6M4 12l-1.6 1.6" />
      </g>
    </svg>
  );
}

/** The frame redraws only when its face, size or live P/T change. */
const DrawnCard = memo(Card);

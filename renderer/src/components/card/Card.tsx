/**
 * A card drawn as an old-school frame: colored border by the card's colors, name and cost,
 * an art box (the player's own image if one is found, else the type's symbol), type line,
 * Oracle text and power/toughness. Sizes: "sm" (table), "md" (grids), "lg" (preview).
 */
import type { HTMLAttributes, Ref } from "react";
import { colorLetters, frameOf, typeIcon, type CardFace } from "./card-face";
import { useCardImage } from "./card-images";
import { ManaCost, OracleText } from "./mana";
import { useCardPreview } from "./preview";

export type CardSize = "sm" | "md" | "lg";

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  face: CardFace;
  size?: CardSize;
  /** Show the large card on hover / keyboard focus. */
  preview?: boolean;
  /** Power/toughness to show instead of the printed ones (the table's live values). */
  livePT?: { power: number; toughness: number } | null;
  ref?: Ref<HTMLDivElement>;
}

export function Card({ face, size = "md", preview = false, livePT, className, ref, ...rest }: CardProps) {
  const frame = frameOf(face);
  const image = useCardImage(face);
  const hover = useCardPreview(preview ? face : null);
  const printedPT = face.power != null && face.toughness != null ? `${face.power}/${face.toughness}` : null;
  const pt = livePT ? `${livePT.power}/${livePT.toughness}` : printedPT;
  const ptChanged = livePT && printedPT && pt !== printedPT;
  const multi = colorLetters(face.colors);
  return (
    <div
      ref={ref}
      className={`mx-card mx-card--${size} frame-${frame}${image ? " has-image" : ""}${className ? ` ${className}` : ""}`}
      data-card={face.name}
      aria-label={rest["aria-label"] ?? face.name}
      {...hover}
      {...rest}
    >
      {image ? (
        <img className="mx-card__image" src={image} alt="" draggable={false} />
      ) : (
        <div className="mx-card__inner">
          <div className="mx-card__title">
            <span className="mx-card__name">{face.name}</span>
            {face.manaCost ? <ManaCost cost={face.manaCost} /> : null}
          </div>
          <div className="mx-card__art" aria-hidden="true">
            {frame === "gold" && <div className="mx-card__stripes">{multi.map((c) => <span key={c} className={`stripe-${c.toLowerCase()}`} />)}</div>}
            <i className={`ms ${typeIcon(face.typeLine)}`} />
          </div>
          {size !== "sm" && <div className="mx-card__type">{face.typeLine}</div>}
          {size !== "sm" && (
            <div className="mx-card__text">
              <OracleText text={face.oracleText ?? ""} />
            </div>
          )}
          {pt && <div className={`mx-card__pt${ptChanged ? " changed" : ""}`}>{pt}</div>}
        </div>
      )}
      {face.implemented === false && (
        <span className="mx-card__unplayable" data-testid="not-playable" title="The rules engine does not implement this card yet: it can't be taken into a match.">
          Not playable yet
        </span>
      )}
    </div>
  );
}

/** The back of a card: hidden hands and libraries, unrevealed pack cards. */
export function CardBack({ size = "md", className, ref, ...rest }: { size?: CardSize; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement>) {
  return (
    <div ref={ref} className={`mx-card mx-card--${size} mx-card-back${className ? ` ${className}` : ""}`} {...rest}>
      <div className="mx-card-back__oval">
        <span>Moxen</span>
      </div>
    </div>
  );
}

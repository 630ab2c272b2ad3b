/**
 * A card drawn as an old-school frame: colored border by the card's colors, name and cost,
 * an art box (the downloaded art crop if there is one, else the type's symbol), type line,
 * Oracle text and power/toughness; or the whole card's image (the player's own folder, or
 * downloaded). Sizes: "sm" (table), "md" (grids), "lg" (preview).
 */
import type { HTMLAttributes, Ref } from "react";
import { colorLetters, frameOf, typeIcon, type CardFace } from "./card-face";
import { useCardImage, type ImageWant } from "./card-images";
import { useStore } from "../../store/index";
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
  /**
   * Which image: "full" the whole card (default for "md" and "lg"), "art" the art crop in the
   * drawn frame's art box (default for "sm", the table), "grid" as the player's images/frames
   * switch says (collection, library, deck builder), "none" the drawn frame only.
   */
  image?: ImageWant | "grid" | "none";
}

export function Card({ face, size = "md", preview = false, livePT, image: imageProp, className, ref, ...rest }: CardProps) {
  const frame = frameOf(face);
  const cardView = useStore((s) => s.settings?.cardView ?? "images");
  const choice = imageProp ?? (size === "sm" ? "art" : "full");
  const want: ImageWant | null = choice === "none" ? null : choice === "grid" ? (cardView === "images" ? "full" : null) : choice;
  const found = useCardImage(face, want);
  const image = found?.whole ? found.url : null;
  const art = found && !found.whole ? found.url : null;
  const hover = useCardPreview(preview ? face : null);
  const printedPT = face.power != null && face.toughness != null ? `${face.power}/${face.toughness}` : null;
  const pt = livePT ? `${livePT.power}/${livePT.toughness}` : printedPT;
  const ptChanged = livePT && printedPT && pt !== printedPT;
  const multi = colorLetters(face.colors);
  return (
    <div
      ref={ref}
      className={`mx-card mx-card--${size} frame-${frame}${image ? " has-image" : ""}${art ? " has-art" : ""}${className ? ` ${className}` : ""}`}
      data-card={face.name}
      data-image={image ? "full" : art ? "art" : "none"}
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
            {art ? (
              <img className="mx-card__art-image" src={art} alt="" draggable={false} />
            ) : (
              <>
                {frame === "gold" && <div className="mx-card__stripes">{multi.map((c) => <span key={c} className={`stripe-${c.toLowerCase()}`} />)}</div>}
                <i className={`ms ${typeIcon(face.typeLine)}`} />
              </>
            )}
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

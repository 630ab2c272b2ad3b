/** What a drawn card needs, from whichever DTO the screen holds (summary, Oracle data, table view). */
import type { CardData, CardSummary } from "../../../../app/shared/contract/collection";

export interface CardFace {
  name: string;
  /** "{2}{R}"; empty for lands. */
  manaCost?: string;
  /** Color letters: ["W","U"] or "WU". */
  colors?: string[] | string;
  typeLine?: string;
  oracleText?: string;
  power?: string | number | null;
  toughness?: string | number | null;
  /** A printing, for card images named by set and number. */
  set?: string | null;
  number?: string | null;
  /** This printing's image, whatever the player chose for the card (a printing picked in the card detail). */
  scryfallId?: string | null;
  /** `set` and `number` are this unit's own printing: its image wins over the printing chosen for the card. */
  ownPrinting?: boolean;
  /** False for a card the rules engine does not implement yet: it is marked "Not playable yet". */
  implemented?: boolean;
}

export type FrameKind = "w" | "u" | "b" | "r" | "g" | "gold" | "artifact" | "land" | "colorless";

export const colorLetters = (colors: CardFace["colors"]): string[] =>
  !colors ? [] : typeof colors === "string" ? colors.split("").filter((c) => "WUBRG".includes(c)) : colors;

/** The old frame's color: one color, gold for several, then artifact brown, land, or grey. */
export function frameOf(face: Pick<CardFace, "colors" | "typeLine">, types?: string[]): FrameKind {
  const cs = colorLetters(face.colors);
  if (cs.length > 1) return "gold";
  if (cs.length === 1) return cs[0]!.toLowerCase() as FrameKind;
  const line = face.typeLine ?? types?.join(" ") ?? "";
  if (/\bLand\b/.test(line)) return "land";
  if (/\bArtifact\b/.test(line)) return "artifact";
  return "colorless";
}

/** The mana-font type icon shown in the art box when there is no image. */
export function typeIcon(typeLine = ""): string {
  for (const t of ["Creature", "Land", "Artifact", "Enchantment", "Instant", "Sorcery"] as const) {
    if (typeLine.includes(t)) return `ms-${t.toLowerCase()}`;
  }
  return "ms-multiple";
}

export const faceFromSummary = (c: CardSummary): CardFace => ({
  name: c.name,
  manaCost: c.manaCost,
  colors: c.colors,
  typeLine: c.typeLine,
  oracleText: c.oracleText,
  power: c.power,
  toughness: c.toughness,
  implemented: c.implemented,
});

export const faceFromData = (c: CardData, printing?: { set: string; number: string; scryfallId?: string }): CardFace => ({
  name: c.name,
  manaCost: c.manaCost,
  colors: c.colors,
  typeLine: c.typeLine,
  oracleText: c.oracleText,
  power: c.power ?? null,
  toughness: c.toughness ?? null,
  set: printing?.set ?? c.printings[0]?.set ?? null,
  number: printing?.number ?? c.printings[0]?.number ?? null,
  ...(printing?.scryfallId ? { scryfallId: printing.scryfallId } : {}),
  implemented: c.implemented,
});

/**
 * Printed characteristics of every classic card, from resources/cards (copied from the reference
 * data by scripts/import-cards.ts). Behaviour lives in the card definitions, not here.
 */
import rawCards from "../../resources/cards/cards.json";
import type { Color } from "../types";

export interface CardData {
  code: string;
  name: string;
  asciiName?: string;
  manaCost: string;
  cmc: number;
  colors: Color[];
  colorIndicator?: Color[];
  typeLine: string;
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power?: string;
  toughness?: string;
  oracleText: string;
  /** Set code of the first printing ("LEA", "ATQ"), for "originally printed in" (Golgothian Sylex). */
  firstPrinting: string;
}

const byName = new Map<string, CardData>();
for (const c of rawCards as unknown as CardData[]) byName.set(c.name, c);

export function cardData(name: string): CardData | undefined {
  return byName.get(name);
}

export function allCardNames(): string[] {
  return [...byName.keys()];
}

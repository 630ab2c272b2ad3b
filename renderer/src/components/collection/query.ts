/**
 * The filter chips as search syntax, joined with what the player typed. The typed query is
 * wrapped in parentheses when chips are added (so "a or b" keeps its meaning), and the
 * host's error positions are shifted back to count from the typed text.
 */
export type ChipKind = "colors" | "types" | "sets" | "rarities";
export type Chips = Record<ChipKind, string[]>;

export const NO_CHIPS: Chips = { colors: [], types: [], sets: [], rarities: [] };

export const COLOR_CHIPS = [
  { value: "w", label: "White", sym: "w" },
  { value: "u", label: "Blue", sym: "u" },
  { value: "b", label: "Black", sym: "b" },
  { value: "r", label: "Red", sym: "r" },
  { value: "g", label: "Green", sym: "g" },
  { value: "m", label: "Multicolor", sym: null },
  { value: "c", label: "Colorless", sym: "c" },
] as const;

export const TYPE_CHIPS = ["Creature", "Instant", "Sorcery", "Enchantment", "Artifact", "Land"] as const;
export const RARITY_CHIPS = ["common", "uncommon", "rare"] as const;

const FIELD: Record<ChipKind, string> = { colors: "c", types: "t", sets: "s", rarities: "r" };

export function chipsQuery(chips: Chips): string {
  const groups: string[] = [];
  for (const kind of Object.keys(FIELD) as ChipKind[]) {
    const values = chips[kind];
    if (values.length === 0) continue;
    // Colors: "c:w" means "includes white"; "c:m" multicolor; "c:c" colorless.
    const terms = values.map((v) => `${FIELD[kind]}:${v.toLowerCase()}`);
    groups.push(terms.length === 1 ? terms[0]! : `(${terms.join(" or ")})`);
  }
  return groups.join(" ");
}

export interface ComposedQuery {
  query: string;
  /** How many characters precede the typed text in `query`. */
  shift: number;
}

export function composeQuery(typed: string, chips: Chips): ComposedQuery {
  const extra = chipsQuery(chips);
  const t = typed.trim() ? typed : "";
  if (!extra) return { query: t, shift: 0 };
  if (!t) return { query: extra, shift: 0 };
  return { query: `(${t}) ${extra}`, shift: 1 };
}

export interface SearchError {
  message: string;
  /** 1-based column in the typed text, when the host gave one. */
  position: number | null;
}

/**
 * The error to show for a failed search. With chips, the typed text was wrapped in
 * parentheses, which can change where an unbalanced query fails: the typed text is then
 * checked on its own, so the position always points into what the player typed.
 */
export async function explainSearchError(
  error: { code: string; message: string },
  typed: string,
  shift: number,
): Promise<SearchError> {
  if (error.code !== "search_syntax" || shift === 0) return searchError(error.message, 0);
  const alone = await window.moxen.cards.search({ query: typed, limit: 1 });
  if (!alone.ok && alone.error.code === "search_syntax") return searchError(alone.error.message, 0);
  return searchError(error.message, shift);
}

/** The host's "… at position 14" counted in the typed query. */
export function searchError(message: string, shift: number): SearchError {
  const fixed = shift ? message.replace(/position (\d+)/g, (_, n: string) => `position ${Math.max(1, Number(n) - shift)}`) : message;
  const m = /at position (\d+)\s*$/.exec(fixed);
  return { message: fixed, position: m ? Number(m[1]) : null };
}

export const chipCount = (c: Chips) => c.colors.length + c.types.length + c.sets.length + c.rarities.length;

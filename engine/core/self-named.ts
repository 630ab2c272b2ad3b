/** Card words read as a player reads them. */

/**
 * An ability's words with its source named (CR 201.5: "this creature" in a card's text means the
 * object it is on): "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you."
 */
export function selfNamed(text: string, source: string): string {
  return text.replace(/\b([Tt])his (creature|artifact|enchantment|land|permanent|card)\b/g, () => source);
}


/** Seeded Winston drafts for the tests: a card list, seeded sides and seeded choices. */
import { seededBytes } from "../net/seeded-bytes";
import { runDraft, type DraftOptions } from "../../app/host/limited/winston/driver";
import type { Chooser } from "../../app/host/limited/winston/side";

/** 90 cards as six boosters would give them: repeated names, so copies must be told apart by slot. */
export const NINETY = Array.from({ length: 90 }, (_, i) => ["Grizzly Bears", "Hill Giant", "Lightning Bolt", "Shivan Dragon", "Mountain", "Forest", "Giant Growth", "Dark Ritual", "Counterspell"][i % 9]! + (i % 5 === 0 ? "" : ` ${i % 5}`));

/** A chooser that takes with probability `take`/256, from its own seeded stream. */
export function seededChooser(label: string, take = 96): Chooser {
  const r = seededBytes(`choice/${label}`);
  return () => (r(1)[0]! < take ? "take" : "pass");
}

export function seededDraft(seed: string, cards: readonly string[] = NINETY, extra: Partial<DraftOptions> = {}) {
  return runDraft({
    setup: { drawId: `draw/${seed}`, cards },
    rands: [seededBytes(`A/${seed}`), seededBytes(`B/${seed}`)],
    choosers: [seededChooser(`A/${seed}`), seededChooser(`B/${seed}`, 160)],
    ...extra,
  });
}

/** The multiset of a list of names, for comparing pools with the card list. */
export const sorted = (names: readonly string[]) => [...names].sort();

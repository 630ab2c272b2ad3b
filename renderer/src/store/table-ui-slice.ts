/**
 * UI state of the game table that is not game state: a spell or ability being put together
 * (choosing mode, targets, X), attackers and blockers picked but not yet declared, which zone
 * viewer is open. Everything here is a proposal; only the host's answer changes the game.
 */
import type { ActivateOption, CastOption } from "../../../engine/index";
import type { Slice } from "./slice";

/** A cast or an activation as the table submits it (the action without its player). */
export interface CastLike {
  type: "cast" | "activate";
  card: string;
  ability?: number;
  targets?: string[];
  x?: number;
  mana?: string;
  choices?: { mode?: number };
  costs?: Record<string, string[]>;
  manualPayment?: boolean;
}

/** A spell or ability being put together: the engine's option for it, and the choices made so far. */
export interface Intent {
  verb: "cast" | "activate";
  /** The object the player picked (a hand card or a permanent). */
  card: string;
  name: string;
  /** The engine's option for this spell or ability (targets per slot, X range, modes, costs). */
  option: CastOption | ActivateOption;
  targets: string[];
  mode?: number;
  mana?: string;
  x?: number;
  /** Cost choices made so far, by kind ("sacrifice": [ids]). */
  costs?: Record<string, string[]>;
  /** Cost parts of "any number of" (Sword of the Ages) whose choice the player has confirmed, by kind. */
  costsDone?: string[];
  /** Pay by hand: cast with manualPayment and show the payment dialog. */
  manual: boolean;
}

export interface Block {
  blocker: string;
  attacker: string;
}

export interface TableUiSlice {
  intent: Intent | null;
  /** Attackers picked in the declare-attackers decision. */
  attackers: string[];
  /** Bands formed among the picked attackers (CR 702.22c), each of two or more. */
  bands: string[][];
  /** A band being formed: the creatures clicked for it so far; null when none is. */
  bandOpen: string[] | null;
  blocks: Block[];
  /** A blocker picked by click/keyboard, waiting for its attacker. */
  selectedBlocker: string | null;
  /** The decision these picks belong to (they reset when it changes). */
  picksFor: string;
  zoneViewer: { player: string; zone: "graveyard" | "exile" } | null;
  /** The last cast submitted with manual payment (for "pay automatically instead"). */
  manualCast: CastLike | null;
  /** A card with several possible actions: its menu is open. */
  menuFor: string | null;
  logHidden: boolean;
  toggleLog(): void;
  setIntent(i: Intent | null): void;
  resetPicks(key: string, attackers?: string[]): void;
  toggleAttacker(id: string): void;
  /** Starts forming a band (clicks on attackers then add to it), or closes it: kept if it has two or more. */
  openBand(open: boolean): void;
  /** Adds a creature to the band being formed (making it an attacker), or takes it out. */
  toggleBandMember(id: string): void;
  /** Puts `id` in the band of `with` (a new band of the two when `with` has none); both attack. */
  bandWith(id: string, other: string): void;
  /**
   * Adds a block. A blocker that may block `max` attackers (Two-Headed Giant of Foriys: 2) keeps
   * its other blocks up to that many, dropping its oldest beyond; with 1, the block replaces its last.
   */
  setBlock(b: Block, max?: number): void;
  removeBlock(blocker: string): void;
  selectBlocker(id: string | null): void;
  openZone(z: TableUiSlice["zoneViewer"]): void;
  setManualCast(a: CastLike | null): void;
  openMenu(id: string | null): void;
}

export const createTableUiSlice: Slice<TableUiSlice> = (set) => ({
  intent: null,
  attackers: [],
  bands: [],
  bandOpen: null,
  blocks: [],
  selectedBlocker: null,
  picksFor: "",
  zoneViewer: null,
  manualCast: null,
  menuFor: null,
  logHidden: false,
  toggleLog: () => set((s) => ({ logHidden: !s.logHidden })),
  setIntent: (intent) => set({ intent, menuFor: null }),
  resetPicks: (picksFor, attackers = []) => set({ picksFor, attackers, bands: [], bandOpen: null, blocks: [], selectedBlocker: null }),
  toggleAttacker: (id) =>
    set((s) =>
      s.attackers.includes(id)
        ? { attackers: s.attackers.filter((a) => a !== id), bands: withoutMember(s.bands, id), bandOpen: s.bandOpen?.filter((x) => x !== id) ?? null }
        : { attackers: [...s.attackers, id] },
    ),
  openBand: (open) =>
    set((s) => {
      if (open) return { bandOpen: [] };
      const formed = s.bandOpen && s.bandOpen.length > 1 ? [s.bandOpen] : [];
      return { bandOpen: null, bands: [...s.bands, ...formed] };
    }),
  toggleBandMember: (id) =>
    set((s) => {
      const open = s.bandOpen ?? [];
      if (open.includes(id)) return { bandOpen: open.filter((x) => x !== id) };
      return { bandOpen: [...open, id], bands: withoutMember(s.bands, id), attackers: s.attackers.includes(id) ? s.attackers : [...s.attackers, id] };
    }),
  bandWith: (id, other) =>
    set((s) => {
      const bands = withoutMember(s.bands, id);
      const i = bands.findIndex((b) => b.includes(other));
      const next = i >= 0 ? bands.map((b, k) => (k === i ? [...b, id] : b)) : [...bands, [other, id]];
      const attackers = [...s.attackers, ...[other, id].filter((x) => !s.attackers.includes(x))];
      return { bands: next, attackers };
    }),
  setBlock: (b, max = 1) =>
    set((s) => {
      if (s.blocks.some((x) => x.blocker === b.blocker && x.attacker === b.attacker)) return { selectedBlocker: null };
      const own = s.blocks.filter((x) => x.blocker === b.blocker);
      const drop = new Set(own.slice(0, Math.max(0, own.length - Math.max(1, max) + 1)));
      return { blocks: [...s.blocks.filter((x) => !drop.has(x)), b], selectedBlocker: null };
    }),
  removeBlock: (blocker) => set((s) => ({ blocks: s.blocks.filter((x) => x.blocker !== blocker) })),
  selectBlocker: (selectedBlocker) => set({ selectedBlocker }),
  openZone: (zoneViewer) => set({ zoneViewer }),
  setManualCast: (manualCast) => set({ manualCast }),
  openMenu: (menuFor) => set({ menuFor }),
});

/** The bands without `id`; a band left with one creature is no band. */
function withoutMember(bands: string[][], id: string): string[][] {
  return bands.map((b) => b.filter((x) => x !== id)).filter((b) => b.length > 1);
}

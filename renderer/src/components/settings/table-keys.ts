/**
 * The table's keys, one list for the Settings page and the table (its key handler and the keys
 * its buttons show), so the two always agree: each action has a fixed key that always works
 * (F2, F4, F6, Esc) and the player's own key from Settings, if the action takes one.
 */
import type { KeyAction, Settings } from "../../../../app/shared/contract/settings";

export type TableAction = KeyAction | "passStop" | "undoMana";

/** The fixed keys (KeyboardEvent.key names). */
export const FIXED_KEYS: Partial<Record<TableAction, string>> = { pass: "F2", confirm: "F2", passStop: "F4", passTurn: "F6", cancel: "Escape", undoMana: "Backspace" };

/** In Settings' order: what each action does, in the player's words. */
export const TABLE_ACTIONS: { action: TableAction; label: string }[] = [
  { action: "pass", label: "Pass priority / OK" },
  { action: "confirm", label: "Confirm (attackers, blockers, payment)" },
  { action: "passStop", label: "Pass to the next stop" },
  { action: "passTurn", label: "Pass until your next turn" },
  { action: "cancel", label: "Cancel (undo a half-paid spell)" },
  { action: "undoMana", label: "Undo the mana just made (while unused)" },
  { action: "toggleLog", label: "Show or hide the game log" },
  { action: "focusHand", label: "Jump to your hand" },
];

/** How a key is written on a keycap. */
export const keyLabel = (k: string) => (k === "Escape" ? "Esc" : k);

/** Every key that does `actions` (the fixed one first, then the player's), each once. */
export function keysFor(bindings: Settings["keyBindings"], ...actions: TableAction[]): string[] {
  const out: string[] = [];
  for (const a of actions) {
    const fixed = FIXED_KEYS[a];
    if (fixed && !out.includes(fixed)) out.push(fixed);
  }
  for (const a of actions) {
    const own = a === "passStop" || a === "undoMana" ? undefined : bindings[a];
    if (own && !out.some((k) => k.toLowerCase() === own.toLowerCase())) out.push(own);
  }
  return out;
}

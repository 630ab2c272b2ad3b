/** A key press as the settings store it: "Space", "F6", "L", "Ctrl+Z" (matches KEY_PATTERN). */
import { KEY_PATTERN } from "../../../../app/shared/contract/settings";

const NAMED: Record<string, string> = { " ": "Space", Esc: "Escape" };

export function keyName(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "altKey" | "shiftKey" | "metaKey">): string | null {
  if (["Control", "Alt", "Shift", "Meta", "AltGraph", "CapsLock"].includes(e.key)) return null;
  let k = NAMED[e.key] ?? e.key;
  if (k.length === 1) k = k.toUpperCase();
  // Shift is part of a printable character already ("+" is Shift+=); keep it only for named keys.
  const mods = [e.ctrlKey && "Ctrl", e.altKey && "Alt", e.shiftKey && k.length > 1 && "Shift", e.metaKey && "Meta"].filter(Boolean);
  const name = [...mods, k].join("+");
  return KEY_PATTERN.test(name) ? name : null;
}

/** Does a key event match a stored binding? For the table's shortcuts. */
export const matchesKey = (e: KeyboardEvent, binding: string | undefined) => !!binding && keyName(e) === binding;

/** Card definitions by name. Definition files register themselves; engine/index.ts loads them all. */
import type { CardDef } from "./types";

const defs = new Map<string, CardDef>();

export function register(...list: CardDef[]): void {
  for (const d of list) {
    if (defs.has(d.name)) throw new Error(`card defined twice: ${d.name}`);
    defs.set(d.name, d);
  }
}

export function cardDef(name: string): CardDef | undefined {
  return defs.get(name);
}

export function implementedNames(): string[] {
  return [...defs.keys()].sort();
}

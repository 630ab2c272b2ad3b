/** Card definitions by name. Definition files register themselves; engine/index.ts loads them all. */
import type { CardDef } from "./types";

const defs = new Map<string, CardDef>();
/** Names of cards whose permanents have static abilities or a CDA (the layer system scans only these). */
export const namesWithStatics = new Set<string>();

export function register(...list: CardDef[]): void {
  for (const d of list) {
    if (defs.has(d.name)) throw new Error(`card defined twice: ${d.name}`);
    defs.set(d.name, d);
    if (d.statics?.length || d.cdaPowerToughness) namesWithStatics.add(d.name);
  }
}

export function cardDef(name: string): CardDef | undefined {
  return defs.get(name);
}

export function implementedNames(): string[] {
  return [...defs.keys()].sort();
}

/**
 * What this installation tells the other side in the handshake: Moxen's version and a hash
 * of the card data (two copies with different card texts must not play each other).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { appVersion, resourcesDir } from "../paths";

let cached: { app: string; cards: string } | null = null;

export function localVersions(): { app: string; cards: string } {
  if (!cached) {
    const cards = createHash("sha256").update(readFileSync(join(resourcesDir(), "cards", "cards.json"))).digest("hex").slice(0, 16);
    cached = { app: appVersion(), cards: `cards-${cards}` };
  }
  return cached;
}

/**
 * What each side of an event pays, shown before anything is sent: on the proposal form (from the
 * packs typed) and on the accept button (from the view's price, the host's own figure). The host
 * charges and refuses a side that cannot pay (app/host/limited/event/price.ts); this only shows
 * it (PriceLine.tsx), and says so when the player's coins are short.
 */

/** PACK_PRICE in app/host/collection/prices.ts (the host charges; this is only shown). */
export const PACK_PRICE = 100;

/** Packs in a spec like "3ED:6" or "LEG:2,DRK:2" (null if it does not read; the host says why). */
export function packCount(spec: string): number | null {
  let n = 0;
  for (const part of spec.split(",").map((s) => s.trim())) {
    const m = /^[A-Za-z0-9]+(?::(\d+))?$/.exec(part);
    if (!m) return null;
    n += m[1] === undefined ? 1 : Number(m[1]);
  }
  return n > 0 ? n : null;
}

/** The coins each side pays (sealed: each its own packs; Winston: shared packs, the host the larger half). */
export function priceOf(spec: string, kind: "sealed" | "winston" = "sealed"): { host: number; guest: number } | null {
  const n = packCount(spec);
  if (!n) return null;
  const packs = packShares(kind, n);
  return { host: packs.host * PACK_PRICE, guest: packs.guest * PACK_PRICE };
}

/** The packs each side pays for, of n (as packsPaidBy in app/host/limited/pool.ts, which charges). */
export function packShares(kind: "sealed" | "winston", n: number): { host: number; guest: number } {
  return kind === "winston" ? { host: Math.ceil(n / 2), guest: Math.floor(n / 2) } : { host: n, guest: n };
}

/** The player's coins now, from the host (not the store's copy, which may be old): null if unknown. */
export async function coinsNow(): Promise<number | null> {
  const r = await window.moxen.profile.get();
  return r.ok ? r.value.coins : null;
}

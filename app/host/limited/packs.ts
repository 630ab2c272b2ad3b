/**
 * The packs of a limited event: which boosters (a PackSpec, "3ED:6" or "LEG:2,DRK:2,FEM:2"),
 * and their contents, pure, with the shop's collation (collection/booster.ts).
 *
 * `packsFrom(bytes, spec)` opens the packs from 32 bytes of randomness, for a network event the
 * shared random result of the hidden-card protocol: pack i's seed is the first four bytes of
 * SHA-256("moxen-limited-pack" ‖ bytes ‖ i), and the pack is the shop's booster for that seed.
 * Its output is fully determined by its input, so either side (and the audit) recomputes it.
 * `poolBytes(seed, side)` makes those bytes from a number, for events against the computer.
 */
import { createHash } from "node:crypto";
import { isImplemented } from "../../../engine/index";
import { boosterContents, boosterShape, type PackCard } from "../collection/booster";
import type { SetData } from "../collection/card-data";

export const MAX_PACKS = 12;
export const RANDOM_BYTES = 32;

export interface PackSpecItem {
  set: string;
  count: number;
}
export type PackSpec = PackSpecItem[];

export class PackSpecError extends Error {}

/**
 * Reads "SET:N[,SET:N…]" (a set named without a count is one pack) against the set list:
 * known sets only, whose cards the engine all implements, 1–12 packs in all.
 */
export function parsePackSpec(text: string, sets: readonly SetData[]): PackSpec {
  if (typeof text !== "string" || !text.trim()) throw new PackSpecError(`packs: give SET:COUNT, for example 3ED:6 or LEG:2,DRK:2,FEM:2`);
  const spec: PackSpec = [];
  for (const part of text.split(",").map((s) => s.trim())) {
    const m = /^([A-Za-z0-9]+)(?::(\S+))?$/.exec(part);
    if (!m) throw new PackSpecError(`packs: "${part}" is not SET:COUNT (for example 3ED:6)`);
    const code = m[1]!.toUpperCase();
    const set = sets.find((s) => s.code === code);
    if (!set) throw new PackSpecError(`packs: unknown set "${m[1]}": choose among ${sets.map((s) => s.code).join(", ")}`);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    if (!Number.isInteger(count) || count < 1 || count > MAX_PACKS) {
      throw new PackSpecError(`packs: ${code}:${m[2]}: the count of packs is a whole number from 1 to ${MAX_PACKS}`);
    }
    const missing = [...new Set(set.cards.map((c) => c.name))].filter((n) => !isImplemented(n));
    if (missing.length) throw new PackSpecError(`packs: ${set.name} is not offered until the engine plays all its cards (${missing.length} missing, e.g. ${missing[0]})`);
    const same = spec.find((x) => x.set === code);
    if (same) same.count += count;
    else spec.push({ set: code, count });
  }
  const total = spec.reduce((n, x) => n + x.count, 0);
  if (total > MAX_PACKS) throw new PackSpecError(`packs: ${total} packs in all; at most ${MAX_PACKS}`);
  return spec;
}

export function describePackSpec(spec: PackSpec): string {
  return spec.map((x) => `${x.set}:${x.count}`).join(",");
}

/** Cards in a pool opened from `spec` (8- and 15-card boosters). */
export function poolSize(spec: PackSpec): number {
  return spec.reduce((n, x) => n + x.count * boosterShape(x.set).size, 0);
}

/** The seed of pack `index` from the shared bytes. */
export function packSeed(bytes: Uint8Array, index: number): number {
  const i = Buffer.alloc(4);
  i.writeUInt32BE(index >>> 0);
  const h = createHash("sha256").update("moxen-limited-pack").update(bytes).update(i).digest();
  return h.readUInt32BE(0);
}

/** The packs of `spec`, in spec order, from 32 bytes of randomness: pure. */
export function packsFrom(bytes: Uint8Array, spec: PackSpec, sets: readonly SetData[]): PackCard[][] {
  if (!(bytes instanceof Uint8Array) || bytes.length !== RANDOM_BYTES) throw new PackSpecError(`packs come from ${RANDOM_BYTES} bytes of randomness, got ${bytes instanceof Uint8Array ? bytes.length : typeof bytes}`);
  const out: PackCard[][] = [];
  for (const item of spec) {
    const set = sets.find((s) => s.code === item.set);
    if (!set) throw new PackSpecError(`packs: unknown set "${item.set}"`);
    for (let k = 0; k < item.count; k++) out.push(boosterContents(set, packSeed(bytes, out.length)));
  }
  return out;
}

/** 32 bytes for one side of an event played from a seed (against the computer). */
export function poolBytes(seed: number, side: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(`moxen-limited-seed:${seed}:${side}`).digest());
}

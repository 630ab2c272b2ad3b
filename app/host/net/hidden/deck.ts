/**
 * A player's deck as the other player sees it (spec §1): one sealed payload per card copy,
 * readable only with that copy's secret point, and a salted commitment to the decklist. The
 * owner keeps the seeds of its card points (so it recognises its own cards when they are revealed
 * to it) and the salt; both are shown at the audit, never before.
 */
import { cardNonce, cardPoint, hashHex, HiddenInfoError, openCard, payloadIndex, sealCard, type Point, type RandomBytes } from "./group";
import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";

/** What the owner publishes at the start of the match. */
export interface PublicDeck {
  /** Salted hash of the decklist in copy order. */
  commitment: string;
  /** payloads[i] seals copy i: its name and index. */
  payloads: string[];
}

/** What the owner keeps until the audit. */
export interface DeckSecrets {
  names: string[];
  /** s_i (32 bytes, hex): copy i's point is M_i = H2C(s_i), whose discrete log nobody knows. */
  seeds: string[];
  salt: string;
}

export function commitDecklist(names: readonly string[], salt: string): string {
  return hashHex("moxen/hidden/decklist\0", salt, "\0", JSON.stringify(names));
}

export function prepareDeck(names: readonly string[], rand: RandomBytes): { public: PublicDeck; secrets: DeckSecrets } {
  const salt = bytesToHex(rand(16));
  const seeds = names.map(() => bytesToHex(rand(32)));
  const payloads = names.map((name, copy) => sealCard(seedPoint(seeds[copy]!), { name, copy }, rand));
  return { public: { commitment: commitDecklist(names, salt), payloads }, secrets: { names: [...names], seeds, salt } };
}

/** A card point from its seed (hex). */
export const seedPoint = (seed: string): Point => cardPoint(hexToBytes(seed));

/** The owner's card points, the starting list of its shuffle. */
export const cardPoints = (secrets: DeckSecrets): Point[] => secrets.seeds.map(seedPoint);

/** Each published deck's payloads by their index (their nonce, derived from the card point). */
const indexes = new WeakMap<PublicDeck, Map<string, number>>();

function payloadsByIndex(deck: PublicDeck): Map<string, number> {
  let index = indexes.get(deck);
  if (!index) {
    index = new Map();
    // The first payload with an index wins: an honest deck never repeats one (its nonces are
    // derived from distinct points), and a repeated one only makes its second copy unreadable.
    deck.payloads.forEach((p, i) => index!.has(payloadIndex(p)) || index!.set(payloadIndex(p), i));
    indexes.set(deck, index);
  }
  return index;
}

/**
 * Which card a point is, read by the player who does not own it: the payload it opens, found in
 * constant time by the nonce the point derives. Null if it opens none (the point is not one of
 * this deck's cards).
 */
export function identifyByPayload(deck: PublicDeck, m: Point): { name: string; copy: number } | null {
  const i = payloadsByIndex(deck).get(bytesToHex(cardNonce(m)));
  if (i === undefined) return null;
  const card = openCard(m, deck.payloads[i]!);
  return card && card.copy === i ? card : null;
}

/** Which of its own copies a point is, for the owner: by its points, no decryption needed. */
export function identifyOwn(points: readonly Point[], m: Point): number | null {
  const i = points.findIndex((p) => p.equals(m));
  return i < 0 ? null : i;
}

/** Checks a published deck's shape as it arrives: a commitment and one payload per copy. */
export function validatePublicDeck(v: unknown, expectedSize: { min: number; max: number }): PublicDeck {
  const d = v as Partial<PublicDeck> | null;
  if (!d || typeof d.commitment !== "string" || !/^[0-9a-f]{64}$/.test(d.commitment) || !Array.isArray(d.payloads)) {
    throw new HiddenInfoError("malformed", "The deck announcement is not a commitment and a list of sealed cards.");
  }
  if (d.payloads.length < expectedSize.min || d.payloads.length > expectedSize.max) {
    throw new HiddenInfoError("wrong-count", `The deck announcement has ${d.payloads.length} cards (allowed: ${expectedSize.min}–${expectedSize.max}).`);
  }
  for (const p of d.payloads) {
    if (typeof p !== "string" || !/^[0-9a-f]+$/.test(p) || p.length > 2048) throw new HiddenInfoError("malformed", "A sealed card is not hex text of a sensible size.");
  }
  if (new Set(d.payloads).size !== d.payloads.length) throw new HiddenInfoError("duplicate-entry", "The deck announcement repeats a sealed card.");
  return { commitment: d.commitment, payloads: [...d.payloads] as string[] };
}


/**
 * Reveals (spec §3). A slot holds a_k·b_k·M; whoever holds both slot keys recovers M.
 *
 * | the rules say                          | who sends        | who learns            |
 * | the owner draws, looks or searches     | peer: b_k        | the owner alone       |
 * | the opponent looks at the card         | owner: a_k       | the opponent alone    |
 * | the card becomes public                | owner: a_k, name | both; checked at once |
 *
 * Every key is checked against its commitment as it arrives, and every card against the ledger:
 * one card copy can come out of one slot only.
 */
import { decodeScalar, HiddenInfoError, keyMatches, unlockBoth, decodePoint, type Point, type Scalar } from "./group";
import { identifyByPayload, identifyOwn, seedPoint, type PublicDeck } from "./deck";
import type { ShuffledLibrary } from "./shuffle";

/** A slot key from the other side, checked against the commitment it made in the shuffle. */
export function receiveSlotKey(lib: ShuffledLibrary, k: number, from: "owner" | "peer", keyHex: unknown): Scalar {
  if (!Number.isInteger(k) || k < 0 || k >= lib.entries.length) throw new HiddenInfoError("malformed", `There is no slot ${k} in this library.`);
  const key = decodeScalar(keyHex, `The key of slot ${k + 1}`);
  const commitment = from === "owner" ? lib.ownerKeys[k]! : lib.peerKeys[k]!;
  if (!keyMatches(key, commitment)) throw new HiddenInfoError("key-mismatch", `The key sent for slot ${k + 1} does not match the commitment made in the shuffle.`);
  return key;
}

/** The card point in slot k, given both of its keys. */
export const slotPoint = (lib: ShuffledLibrary, k: number, ownerKey: Scalar, peerKey: Scalar): Point =>
  unlockBoth(decodePoint(lib.entries[k], `Slot ${k + 1}`), ownerKey, peerKey);

/** Which card copy came out of which slot, per deck: a copy revealed from two slots is a cheat. */
export class RevealLedger {
  private readonly bySlot = new Map<string, number>();
  private readonly byCopy = new Map<number, string>();

  /**
   * `copy`: a copy of the library owner's deck, or (`deck` "other") of the other player's, a card
   * whose owner changed (Tempest Efreet, Bronze Tablet) shuffled into its new owner's library.
   */
  note(slotId: string, copy: number, deck: "own" | "other" = "own"): void {
    const key = deck === "own" ? copy : -1 - copy;
    const seen = this.byCopy.get(key);
    if (seen !== undefined && seen !== slotId) {
      throw new HiddenInfoError("revealed-twice", `Card copy ${copy + 1}${deck === "own" ? "" : " of the other player's deck"} was revealed from slot ${slotId} after slot ${seen}: one card cannot be in two places.`);
    }
    copy = key;
    const before = this.bySlot.get(slotId);
    if (before !== undefined && before !== copy) throw new HiddenInfoError("wrong-card", `Slot ${slotId} was revealed as two different cards.`);
    this.bySlot.set(slotId, copy);
    this.byCopy.set(copy, slotId);
  }

  copyIn(slotId: string): number | undefined {
    return this.bySlot.get(slotId);
  }
}

/** The owner learns its own card (it draws or looks): the peer sent b_k. */
export function revealToOwner(o: { lib: ShuffledLibrary; k: number; slotId: string; ownKey: Scalar; peerKeyHex: unknown; ownPoints: readonly Point[]; ledger: RevealLedger }): number {
  const card = revealToOwnerAny(o);
  if (!card.own) throw new HiddenInfoError("not-a-card", `Slot ${o.k + 1} does not hold one of your cards: the shuffle was tampered with.`);
  return card.copy;
}

/**
 * A card learned from a slot of a library, and whose deck it came from: `own` for a copy of the
 * library owner's deck; otherwise a copy of the other player's deck (`copy` its place there) that
 * changed owner and was shuffled into this library.
 */
export type SlotCard = { own: true; copy: number } | { own: false; copy: number; name: string };

/**
 * The owner learns the card in its slot (it draws or looks): the peer sent b_k. The point is one
 * of its own (compared first), or, given `other` (the other player's sealed deck and sideboard),
 * a card of the other player's deck that became this player's and was shuffled into its library.
 */
export function revealToOwnerAny(o: { lib: ShuffledLibrary; k: number; slotId: string; ownKey: Scalar; peerKeyHex: unknown; ownPoints: readonly Point[]; other?: { deck: PublicDeck; side?: PublicDeck | null }; ledger: RevealLedger }): SlotCard {
  const peerKey = receiveSlotKey(o.lib, o.k, "peer", o.peerKeyHex);
  const m = slotPoint(o.lib, o.k, o.ownKey, peerKey);
  const copy = identifyOwn(o.ownPoints, m);
  if (copy !== null) {
    o.ledger.note(o.slotId, copy);
    return { own: true, copy };
  }
  const card = o.other ? identifyInDecks(o.other.deck, o.other.side ?? null, m) : null;
  if (!card) throw new HiddenInfoError("not-a-card", `Slot ${o.k + 1} does not hold one of your cards: the shuffle was tampered with.`);
  o.ledger.note(o.slotId, card.copy, "other");
  return { own: false, copy: card.copy, name: card.name };
}

/** The opponent learns the card (it looks at it, or the card becomes public): the owner sent a_k. */
export function revealToOpponent(o: { lib: ShuffledLibrary; k: number; slotId: string; ownerKeyHex: unknown; ownKey: Scalar; deck: PublicDeck; side?: PublicDeck | null; ledger: RevealLedger; claimedName?: string }): { name: string; copy: number } {
  const card = revealToOpponentAny(o);
  if (!card.own) throw new HiddenInfoError("not-a-card", `Slot ${o.k + 1} does not open any card of the announced deck.`);
  return { name: card.name, copy: card.copy };
}

/**
 * The opponent learns the card in a slot of the owner's library (it looks, or the card becomes
 * public): the owner sent a_k. The point opens a sealed entry of the owner's deck or sideboard
 * (`own`), or, given `mine` (this side's names and points), it is one of this side's own cards
 * that became the owner's and was shuffled into its library (`own: false`, `copy` in this side's numbering).
 */
export function revealToOpponentAny(o: { lib: ShuffledLibrary; k: number; slotId: string; ownerKeyHex: unknown; ownKey: Scalar; deck: PublicDeck; side?: PublicDeck | null; mine?: { points: readonly Point[]; names: readonly string[] }; ledger: RevealLedger; claimedName?: string }): SlotCard & { name: string } {
  const ownerKey = receiveSlotKey(o.lib, o.k, "owner", o.ownerKeyHex);
  const m = slotPoint(o.lib, o.k, ownerKey, o.ownKey);
  const theirs = identifyInDecks(o.deck, o.side ?? null, m);
  const mine = theirs || !o.mine ? null : identifyOwn(o.mine.points, m);
  const card: (SlotCard & { name: string }) | null = theirs ? { own: true, ...theirs } : mine !== null ? { own: false, copy: mine, name: o.mine!.names[mine]! } : null;
  if (!card) throw new HiddenInfoError("not-a-card", `Slot ${o.k + 1} does not open any card of the announced deck.`);
  if (o.claimedName !== undefined && card.name !== o.claimedName) {
    throw new HiddenInfoError("wrong-card", `The opponent said slot ${o.k + 1} is ${JSON.stringify(o.claimedName.slice(0, 80))}, but it holds ${card.name}.`);
  }
  o.ledger.note(o.slotId, card.copy, card.own ? "own" : "other");
  return card;
}

/**
 * A point of the deck or of the sideboard (a card from outside the game shuffled into the library):
 * sideboard entry j is copy `deck size + j`, so one numbering covers both.
 */
export function identifyInDecks(deck: PublicDeck, side: PublicDeck | null, m: Point): { name: string; copy: number } | null {
  const card = identifyByPayload(deck, m);
  if (card || !side) return card;
  const s = identifyByPayload(side, m);
  return s && { name: s.name, copy: deck.payloads.length + s.copy };
}

/**
 * A card of the opponent's put into its hand from outside the game (CR 400.11, Ring of Ma'rûf), shown
 * by its owner as it becomes public: the key is the seed of its point, which must open the sealed
 * sideboard entry `j` its owner took (the position answered in the game), as `claimedName` if given.
 */
export function revealOutsideCard(o: { side: PublicDeck | null; j: number; seedHex: unknown; claimedName?: string }): string {
  const seed = typeof o.seedHex === "string" && /^[0-9a-f]{64}$/.test(o.seedHex) ? o.seedHex : null;
  if (!seed) throw new HiddenInfoError("malformed", "The key of a card from outside the game is not 32 bytes in hex.");
  const card = o.side ? identifyByPayload(o.side, seedPoint(seed)) : null;
  if (!card) throw new HiddenInfoError("not-a-card", `The key sent for the card put into the hand from outside the game opens no card of the committed sideboard.`);
  if (card.copy !== o.j) throw new HiddenInfoError("wrong-card", `The card put into the hand from outside the game was sideboard entry ${o.j + 1}, but the key sent opens entry ${card.copy + 1}.`);
  if (o.claimedName !== undefined && card.name !== o.claimedName) {
    throw new HiddenInfoError("wrong-card", `The opponent said the card it took from outside the game is ${JSON.stringify(o.claimedName.slice(0, 80))}, but its committed sideboard holds ${card.name} there: that card was not in its sideboard.`);
  }
  return card.name;
}

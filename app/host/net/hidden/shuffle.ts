/**
 * The four-message shuffle of one library (spec §2), as pure steps: each side runs its steps on
 * what it received and keeps its secrets for the reveals and the audit.
 *
 *   1. owner → peer   α·(a_old⁻¹·E_k), in slot order          (deck key α)
 *   2. peer  → owner  β·(b_old⁻¹·x), permuted by ρ              (deck key β)
 *   3. owner → peer   a_k·α⁻¹·x, permuted by π                  (slot keys a_k)
 *   4. peer  → owner  b_k·β⁻¹·x                                 (slot keys b_k)
 *
 * Slot k then holds a_k·b_k·M for a card point M that neither side can place: the owner does not
 * know ρ, the peer cannot read the owner's points, and each list is locked by a key the receiver
 * lacks. The first shuffle starts from the owner's card points E = M_i (no old keys). A reshuffle
 * ("then shuffle your library") starts from the slots still in the library, each side removing
 * its old slot key as it applies its deck key; that is why step 1 keeps the slot order and both
 * permutations come later.
 *
 * Every key gets a public commitment K = k·G. The receiver of each list checks at once what it
 * can (the count, valid points, no entry twice); whether a list is a true re-locking of the one
 * before is checked at the audit, with the keys (audit.ts).
 */
import { commitKey, decodePoint, encodePoint, HiddenInfoError, randomScalar, relock, hashHex, type Point, type RandomBytes, type Scalar } from "./group";

export interface ShuffleList {
  entries: string[];
}
/** Steps 1 and 2: the list and the commitment to the deck key. */
export interface DeckKeyStep extends ShuffleList {
  deckKey: string;
}
/** Steps 3 and 4: the list and a commitment per slot key. */
export interface SlotKeyStep extends ShuffleList {
  slotKeys: string[];
}

/** One library's slots after a shuffle: what both sides know. */
export interface ShuffledLibrary {
  entries: string[];
  ownerKeys: string[];
  peerKeys: string[];
  /** What both sides sign: the hash of the final list and every commitment. */
  hash: string;
}

export function permutation(n: number, rand: RandomBytes): number[] {
  const out = Array.from({ length: n }, (_, i) => i);
  // Fisher–Yates with rejection sampling for each index: no modulo bias.
  for (let i = n - 1; i > 0; i--) {
    const j = uniform(i + 1, rand);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function uniform(n: number, rand: RandomBytes): number {
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  for (;;) {
    const b = rand(4);
    const x = ((b[0]! << 24) | (b[1]! << 16) | (b[2]! << 8) | b[3]!) >>> 0;
    if (x < limit) return x % n;
  }
}

/** Reads a list from the other side: the right length, valid points, none twice. */
export function readList(list: unknown, count: number, what: string): Point[] {
  const entries = (list as ShuffleList | null)?.entries;
  if (!Array.isArray(entries)) throw new HiddenInfoError("malformed", `${what}: no list of entries.`);
  if (entries.length !== count) throw new HiddenInfoError("wrong-count", `${what}: ${entries.length} entries where ${count} cards are shuffled.`);
  // Locking is a bijection, so distinct cards stay distinct: a repeated entry is a substitution.
  if (new Set(entries).size !== entries.length) throw new HiddenInfoError("duplicate-entry", `${what}: the same entry appears twice (a card was duplicated or substituted).`);
  return entries.map((e, i) => decodePoint(e, `${what}, entry ${i + 1}`));
}

function readCommitments(v: unknown, count: number, what: string): string[] {
  if (!Array.isArray(v) || v.length !== count) throw new HiddenInfoError("wrong-count", `${what}: one key commitment per slot expected.`);
  v.forEach((c, i) => decodePoint(c, `${what}, key commitment ${i + 1}`));
  if (new Set(v).size !== v.length) throw new HiddenInfoError("duplicate-entry", `${what}: a slot key commitment appears twice.`);
  return v as string[];
}

/** Step 1, by the owner: `points` are its card points (first shuffle) or the library's entries. */
export function ownerLock(points: readonly Point[], oldKeys: readonly (Scalar | null)[] | null, rand: RandomBytes): { message: DeckKeyStep; alpha: Scalar } {
  const alpha = randomScalar(rand);
  // No old key: the first shuffle, or a card from outside the game that had no slot (its bare point).
  const entries = points.map((p, k) => encodePoint(relock(p, oldKeys?.[k] ?? null, alpha)));
  return { message: { entries, deckKey: commitKey(alpha) }, alpha };
}

/** Step 2, by the peer. */
export function peerLock(step1: unknown, count: number, oldKeys: readonly (Scalar | null)[] | null, rand: RandomBytes): { message: DeckKeyStep; beta: Scalar } {
  const inList = readList(step1, count, "Shuffle step 1");
  readCommitments([(step1 as DeckKeyStep).deckKey], 1, "Shuffle step 1");
  const beta = randomScalar(rand);
  const locked = inList.map((p, k) => relock(p, oldKeys?.[k] ?? null, beta));
  const rho = permutation(count, rand);
  return { message: { entries: rho.map((j) => encodePoint(locked[j]!)), deckKey: commitKey(beta) }, beta };
}

/** Step 3, by the owner: removes α, permutes, and locks each slot with its own key. */
export function ownerSlotKeys(step2: unknown, count: number, alpha: Scalar, rand: RandomBytes): { message: SlotKeyStep; keys: Scalar[] } {
  const inList = readList(step2, count, "Shuffle step 2");
  readCommitments([(step2 as DeckKeyStep).deckKey], 1, "Shuffle step 2");
  const pi = permutation(count, rand);
  const keys = inList.map(() => randomScalar(rand));
  const entries = pi.map((j, k) => encodePoint(relock(inList[j]!, alpha, keys[k]!)));
  return { message: { entries, slotKeys: keys.map(commitKey) }, keys };
}

/** Step 4, by the peer: removes β and locks each slot with its own key. The library is final. */
export function peerSlotKeys(step3: unknown, count: number, beta: Scalar, rand: RandomBytes): { message: SlotKeyStep; keys: Scalar[] } {
  const inList = readList(step3, count, "Shuffle step 3");
  readCommitments((step3 as SlotKeyStep).slotKeys, count, "Shuffle step 3");
  const keys = inList.map(() => randomScalar(rand));
  const entries = inList.map((p, k) => encodePoint(relock(p, beta, keys[k]!)));
  return { message: { entries, slotKeys: keys.map(commitKey) }, keys };
}

/** The library both sides now hold, from steps 3 and 4 (the owner checks step 4 here). */
export function shuffledLibrary(step3: SlotKeyStep, step4: unknown, count: number): ShuffledLibrary {
  readList(step4, count, "Shuffle step 4");
  const peerKeys = readCommitments((step4 as SlotKeyStep).slotKeys, count, "Shuffle step 4");
  const entries = (step4 as SlotKeyStep).entries;
  const hash = hashHex("moxen/hidden/library\0", JSON.stringify([entries, step3.slotKeys, peerKeys]));
  return { entries: [...entries], ownerKeys: [...step3.slotKeys], peerKeys: [...peerKeys], hash };
}

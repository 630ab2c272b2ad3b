/**
 * The audit at the end of a match (spec §5). Both sides show every secret: the seeds of the card points
 * and the decklist's salt, the deck keys α and β, every slot key, and the random chains' seeds.
 * With them each step of each shuffle is recomputed and compared with what was signed, so a
 * failed check names the side whose signed message it was: proof of cheating.
 *
 * Permutations are not needed: a step that permutes is checked as a multiset (the entries,
 * unlocked, are exactly the entries it received), a step that keeps the order entry by entry.
 */
import { commitDecklist, seedPoint, type DeckSecrets, type PublicDeck } from "./deck";
import { decodePoint, encodePoint, keyMatches, openCard, relock, type HiddenInfoError, type Scalar } from "./group";
import { chainMatches } from "./random";
import type { DeckKeyStep, SlotKeyStep } from "./shuffle";

export type Side = "owner" | "peer";

export interface ShuffleRecord {
  /** What step 1 started from: the owner's card points (first shuffle) or the library's entries. */
  input: { kind: "deck" } | { kind: "library"; entries: string[]; ownerOldKeys: (Scalar | null)[]; peerOldKeys: (Scalar | null)[] };
  steps: [DeckKeyStep, DeckKeyStep, SlotKeyStep, SlotKeyStep];
  secrets: { alpha: Scalar; beta: Scalar; ownerKeys: Scalar[]; peerKeys: Scalar[] };
}

export type AuditFinding = { clean: true } | { clean: false; cheater: Side; code: HiddenInfoError["code"]; message: string };

const guilty = (cheater: Side, code: HiddenInfoError["code"], message: string): AuditFinding => ({ clean: false, cheater, code, message });
const CLEAN: AuditFinding = { clean: true };

/** The owner's deck: the decklist matches its commitment, is legal, and each payload seals its card. */
export function auditDeck(pub: PublicDeck, secrets: DeckSecrets, checkDecklist: (names: string[]) => string[]): AuditFinding {
  if (commitDecklist(secrets.names, secrets.salt) !== pub.commitment) {
    return guilty("owner", "deck-mismatch", "The decklist shown at the audit is not the one committed to at the start.");
  }
  if (secrets.names.length !== pub.payloads.length || secrets.seeds.length !== pub.payloads.length) {
    return guilty("owner", "deck-mismatch", "The deck shown at the audit has a different number of cards from the one announced.");
  }
  const problems = checkDecklist(secrets.names);
  if (problems.length) return guilty("owner", "deck-mismatch", `The committed deck is not legal: ${problems.slice(0, 3).join("; ")}.`);
  for (let i = 0; i < pub.payloads.length; i++) {
    const card = openCard(seedPoint(secrets.seeds[i]!), pub.payloads[i]!);
    if (!card || card.name !== secrets.names[i] || card.copy !== i) {
      return guilty("owner", "deck-mismatch", `Sealed card ${i + 1} does not hold copy ${i + 1} of the committed decklist.`);
    }
  }
  return CLEAN;
}

/** At most this many cards outside the game (CR 100.4a: a sideboard of up to fifteen cards). */
export const MAX_SIDEBOARD = 15;

/**
 * The owner's sideboard (CR 400.11, the cards outside the game it may take with Ring of Ma'rûf):
 * shown at the audit exactly as committed with the deck (names in the committed order, salt, the
 * seeds that open each sealed entry), at most fifteen. A side that announced none shows none.
 */
export function auditSideboard(pub: PublicDeck | null, secrets: DeckSecrets | undefined): AuditFinding {
  if (!pub) {
    return secrets?.names.length ? guilty("owner", "deck-mismatch", "A sideboard was shown at the audit, but none was committed to with the deck.") : CLEAN;
  }
  if (!secrets) return guilty("owner", "deck-mismatch", "The sideboard committed to with the deck was not shown at the audit.");
  if (commitDecklist(secrets.names, secrets.salt) !== pub.commitment) {
    return guilty("owner", "deck-mismatch", "The sideboard shown at the audit is not the one committed to with the deck.");
  }
  if (secrets.names.length !== pub.payloads.length || secrets.seeds.length !== pub.payloads.length) {
    return guilty("owner", "deck-mismatch", "The sideboard shown at the audit has a different number of cards from the one announced.");
  }
  if (secrets.names.length > MAX_SIDEBOARD) return guilty("owner", "deck-mismatch", `The committed sideboard has ${secrets.names.length} cards; at most ${MAX_SIDEBOARD} are allowed.`);
  for (let j = 0; j < pub.payloads.length; j++) {
    const card = openCard(seedPoint(secrets.seeds[j]!), pub.payloads[j]!);
    if (!card || card.name !== secrets.names[j] || card.copy !== j) {
      return guilty("owner", "deck-mismatch", `Sealed sideboard card ${j + 1} does not hold entry ${j + 1} of the committed sideboard.`);
    }
  }
  return CLEAN;
}

/** One shuffle, step by step; the owner's card points M_i come from its revealed seeds. */
export function auditShuffle(rec: ShuffleRecord, ownerDeck: DeckSecrets): AuditFinding {
  try {
    return auditSteps(rec, ownerDeck);
  } catch (err) {
    // A list that does not even decode was signed by whoever sent it; steps are checked in order,
    // so the first undecodable list found belongs to the step being checked.
    if (err instanceof AuditStepError) return guilty(err.side, "malformed", err.message);
    throw err;
  }
}

class AuditStepError extends Error {
  constructor(readonly side: Side, message: string) {
    super(message);
  }
}

function points(list: string[], side: Side, step: number) {
  try {
    return list.map((e, i) => decodePoint(e, `step ${step}, entry ${i + 1}`));
  } catch (err) {
    throw new AuditStepError(side, (err as Error).message);
  }
}

const sameMultiset = (a: string[], b: string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

function auditSteps(rec: ShuffleRecord, ownerDeck: DeckSecrets): AuditFinding {
  const { alpha, beta, ownerKeys, peerKeys } = rec.secrets;
  const [s1, s2, s3, s4] = rec.steps;
  const input = rec.input.kind === "deck" ? ownerDeck.seeds.map(seedPoint) : points(rec.input.entries, "owner", 0);
  const n = input.length;
  const ownerOld = rec.input.kind === "library" ? rec.input.ownerOldKeys : null;
  const peerOld = rec.input.kind === "library" ? rec.input.peerOldKeys : null;

  // Step 1 (owner): α·(a_old⁻¹·E_k), in order.
  if (!keyMatches(alpha, s1.deckKey)) return guilty("owner", "key-mismatch", "The owner's deck key does not match its commitment (step 1).");
  const expected1 = input.map((p, k) => encodePoint(relock(p, ownerOld?.[k] ?? null, alpha)));
  if (s1.entries.length !== n || expected1.some((e, k) => e !== s1.entries[k])) {
    return guilty("owner", "substituted-entry", "Shuffle step 1 is not the owner's cards locked with its deck key: an entry was substituted.");
  }
  // Step 2 (peer): a permutation of β·(b_old⁻¹·x).
  if (!keyMatches(beta, s2.deckKey)) return guilty("peer", "key-mismatch", "The peer's deck key does not match its commitment (step 2).");
  const in2 = points(s1.entries, "owner", 1);
  const expected2 = in2.map((p, k) => encodePoint(relock(p, peerOld?.[k] ?? null, beta)));
  points(s2.entries, "peer", 2);
  if (!sameMultiset(expected2, s2.entries)) return guilty("peer", "substituted-entry", "Shuffle step 2 is not a re-locking of step 1: an entry was substituted or duplicated.");
  // Step 3 (owner): a permutation of step 2 with α removed, slot k locked with a_k.
  if (ownerKeys.length !== n || ownerKeys.some((k, i) => !keyMatches(k, s3.slotKeys[i]!))) {
    return guilty("owner", "key-mismatch", "A slot key of the owner does not match its commitment (step 3).");
  }
  const out3 = points(s3.entries, "owner", 3);
  const back3 = out3.map((p, k) => encodePoint(relock(p, ownerKeys[k]!, alpha)));
  if (!sameMultiset(back3, s2.entries)) return guilty("owner", "substituted-entry", "Shuffle step 3 is not a re-locking of step 2: an entry was substituted or duplicated.");
  // Step 4 (peer): entry by entry, β removed and b_k applied.
  if (peerKeys.length !== n || peerKeys.some((k, i) => !keyMatches(k, s4.slotKeys[i]!))) {
    return guilty("peer", "key-mismatch", "A slot key of the peer does not match its commitment (step 4).");
  }
  points(s4.entries, "peer", 4);
  for (let k = 0; k < n; k++) {
    if (encodePoint(relock(out3[k]!, beta, peerKeys[k]!)) !== s4.entries[k]) {
      return guilty("peer", "substituted-entry", `Shuffle step 4 changed slot ${k + 1}: it is not step 3's entry re-locked.`);
    }
  }
  return CLEAN;
}

/** A random chain: the seed shown at the audit produces the committed head and every link revealed. */
export function auditChain(side: Side, seedHex: string, head: string, revealed: readonly string[], length?: number): AuditFinding {
  return chainMatches(seedHex, head, revealed, length) ? CLEAN : guilty(side, "bad-random", "The random chain's seed does not produce the head committed in the handshake and the links revealed.");
}

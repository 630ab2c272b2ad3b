/**
 * Handshake arithmetic: game id, commit-then-reveal seed, and version comparison.
 *
 * Seed fairness: each side commits to a secret before seeing the other's, then both
 * reveal; the seed hashes both secrets, so neither side alone chooses the shuffle.
 * The secret is derived from our own identity key's (deterministic) signature over our
 * nonce, so it survives a crash between commit and reveal without being stored, and the
 * peer cannot predict it.
 */
import { concat, fromBase64Url, sha256, toHex, utf8 } from "./bytes";
import type { Identity } from "./identity";
import type { Versions } from "./message-bodies";

const GAME_DOMAIN = utf8("moxen/v1/game\0");
const COMMIT_DOMAIN = utf8("moxen/v1/commit\0");
const SEED_DOMAIN = utf8("moxen/v1/seed\0");
const SECRET_DOMAIN = utf8("moxen/v1/seed-secret\0");

/** The game id binds every later message to this game: the host's nonce, then the guest's. */
export function deriveGameId(hostNonce: string, guestNonce: string): string {
  return toHex(sha256(GAME_DOMAIN, fromBase64Url(hostNonce), fromBase64Url(guestNonce)));
}

export function deriveSecret(identity: Identity, nonce: string): Uint8Array {
  return sha256(identity.sign(concat(SECRET_DOMAIN, fromBase64Url(nonce))));
}

export function commitment(nonce: string, secret: Uint8Array): string {
  return toHex(sha256(COMMIT_DOMAIN, fromBase64Url(nonce), secret));
}

export function deriveSeed(gameId: string, hostSecret: Uint8Array, guestSecret: Uint8Array): string {
  return toHex(sha256(SEED_DOMAIN, utf8(gameId), hostSecret, guestSecret));
}

/** Lists what differs, in words: empty when both sides can play together. */
export function compareVersions(mine: Versions, theirs: Versions): string[] {
  const labels: [keyof Versions, string][] = [
    ["protocol", "network protocol"],
    ["app", "Moxen version"],
    ["engine", "rules engine"],
    ["cards", "card data"],
  ];
  return labels
    .filter(([k]) => mine[k] !== theirs[k])
    .map(([k, label]) => `${label}: ${String(mine[k])} here, ${String(theirs[k])} on their side`);
}

const HIDDEN_DOMAIN = utf8("moxen/v2/hidden-secrets\0");

/**
 * The seed of this side's hidden-information secrets for one match (hidden/stream.ts): like the
 * seed secret, derived from our own key's deterministic signature over our nonce, so only we can
 * compute it, and a match rebuilt from its log after a crash finds the same keys.
 */
export function deriveHiddenSecret(identity: Identity, nonce: string): Uint8Array {
  return sha256(identity.sign(concat(HIDDEN_DOMAIN, fromBase64Url(nonce))));
}

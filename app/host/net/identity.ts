/**
 * Player identity: one Ed25519 key pair per profile (node:crypto). The private key lives
 * only inside an `Identity` object in the host process: there is no method that returns
 * it, and nothing here is ever sent to the renderer — only the public key and fingerprint.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fromBase64Url, sha256, toBase64Url } from "./bytes";
import { NetError } from "./errors";
import { fingerprintOfKey } from "./fingerprint";

/** How a key pair is kept at rest: JWK text of the Ed25519 key (d = private, x = public). */
export interface StoredIdentity {
  publicKey: string; // base64url, 32 bytes
  privateKey: string; // base64url, 32 bytes
  createdAt: string;
}

/** Where identities are kept. File-based now; SQLite (the profile database) can implement it later. */
export interface IdentityStore {
  load(profile: string): StoredIdentity | null;
  save(profile: string, identity: StoredIdentity): void;
}

export class Identity {
  /** Raw 32-byte public key, base64url: the `author` of every message this identity signs. */
  readonly publicKey: string;
  readonly fingerprint: string;
  readonly #privateKey: KeyObject;

  private constructor(stored: StoredIdentity) {
    this.#privateKey = createPrivateKey({
      key: { kty: "OKP", crv: "Ed25519", x: stored.publicKey, d: stored.privateKey },
      format: "jwk",
    });
    // Re-derive the public half so a corrupted file cannot pair a key with someone else's.
    const derived = createPublicKey(this.#privateKey).export({ format: "jwk" }).x!;
    if (derived !== stored.publicKey) throw new NetError("identity-corrupt", "The stored identity key is corrupt (public and private halves do not match).");
    this.publicKey = stored.publicKey;
    this.fingerprint = fingerprintOfKey(fromBase64Url(stored.publicKey));
  }

  static generate(): { identity: Identity; stored: StoredIdentity } {
    const { privateKey } = generateKeyPairSync("ed25519");
    const jwk = privateKey.export({ format: "jwk" });
    const stored = { publicKey: jwk.x!, privateKey: jwk.d!, createdAt: new Date().toISOString() };
    return { identity: new Identity(stored), stored };
  }

  static fromStored(stored: StoredIdentity): Identity {
    return new Identity(stored);
  }

  sign(data: Uint8Array): Uint8Array {
    return new Uint8Array(sign(null, data, this.#privateKey));
  }

  /** SHA-256 of the raw public key (its prefix goes into invite codes). */
  digest(): Uint8Array {
    return sha256(fromBase64Url(this.publicKey));
  }

  toJSON(): { publicKey: string; fingerprint: string } {
    return { publicKey: this.publicKey, fingerprint: this.fingerprint }; // never the private key
  }
}

/** Loads the profile's identity, creating and saving one on first use. */
export function loadOrCreateIdentity(store: IdentityStore, profile: string): Identity {
  const stored = store.load(profile);
  if (stored) return Identity.fromStored(stored);
  const created = Identity.generate();
  store.save(profile, created.stored);
  return created.identity;
}

// ---------------------------------------------------------------- verification

const keyCache = new Map<string, KeyObject>();

/** Public key object for a base64url raw Ed25519 key; throws on a malformed key. */
export function publicKeyObject(publicKey: string): KeyObject {
  let key = keyCache.get(publicKey);
  if (!key) {
    if (fromBase64Url(publicKey).length !== 32) throw new Error("an Ed25519 public key has 32 bytes");
    key = createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: publicKey }, format: "jwk" });
    if (keyCache.size > 256) keyCache.clear();
    keyCache.set(publicKey, key);
  }
  return key;
}

export function verifySignature(publicKey: string, data: Uint8Array, signature: Uint8Array): boolean {
  try {
    return verify(null, data, publicKeyObject(publicKey), signature);
  } catch {
    return false;
  }
}

export const keyToBytes = (publicKey: string): Uint8Array => fromBase64Url(publicKey);
export const bytesToKey = (raw: Uint8Array): string => toBase64Url(raw);

// ---------------------------------------------------------------- stores

/**
 * One JSON file per data directory holding every profile's key pair, written atomically
 * with mode 0600 (owner read/write only).
 */
export class FileIdentityStore implements IdentityStore {
  constructor(private file: string) {}

  private readAll(): Record<string, StoredIdentity> {
    try {
      return JSON.parse(readFileSync(this.file, "utf8")) as Record<string, StoredIdentity>;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return {};
      throw new NetError("identity-unreadable", `Cannot read the identity file ${this.file}: ${(err as Error).message}`);
    }
  }

  load(profile: string): StoredIdentity | null {
    return this.readAll()[profile] ?? null;
  }

  save(profile: string, identity: StoredIdentity): void {
    const all = this.readAll();
    all[profile] = identity;
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(all, null, 2), { mode: 0o600 });
    chmodSync(tmp, 0o600); // mode is ignored when the file already existed
    renameSync(tmp, this.file);
  }
}

export class MemoryIdentityStore implements IdentityStore {
  private items = new Map<string, StoredIdentity>();
  load(profile: string): StoredIdentity | null {
    return this.items.get(profile) ?? null;
  }
  save(profile: string, identity: StoredIdentity): void {
    this.items.set(profile, identity);
  }
}

/**
 * Trust on first use: the first time we meet a player (by the name they go by), their
 * identity key is pinned; later a different key under that name is refused with an
 * explanation, because it means either a reinstall or an impostor.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { IdentityMismatchError, NetError } from "./errors";
import { fingerprintOfKey } from "./fingerprint";
import { keyToBytes } from "./identity";

export interface PinnedPeer {
  name: string;
  publicKey: string;
  fingerprint: string;
  firstSeen: string;
}

export interface KnownPeers {
  get(name: string): PinnedPeer | null;
  pin(peer: PinnedPeer): void;
  /** Removes a pin (the player confirmed their friend reinstalled). */
  forget(name: string): void;
}

/**
 * Checks a peer's key against the pins: pins it if new, returns the pin if it matches,
 * throws IdentityMismatchError (with both fingerprints) if not.
 */
export function checkAndPin(store: KnownPeers, name: string, publicKey: string): { pinned: PinnedPeer; firstContact: boolean } {
  const fingerprint = fingerprintOfKey(keyToBytes(publicKey));
  const known = store.get(name);
  if (known) {
    if (known.publicKey !== publicKey) {
      throw new IdentityMismatchError(
        "identity-changed",
        `"${name}" is using a different identity key than the one pinned when you first played them ` +
          `(pinned ${known.fingerprint}, now ${fingerprint}). If they reinstalled Moxen, compare fingerprints ` +
          `with them and remove the old pin; otherwise someone may be impersonating them.`,
      );
    }
    return { pinned: known, firstContact: false };
  }
  const pinned = { name, publicKey, fingerprint, firstSeen: new Date().toISOString() };
  store.pin(pinned);
  return { pinned, firstContact: true };
}

export class MemoryKnownPeers implements KnownPeers {
  private items = new Map<string, PinnedPeer>();
  get(name: string): PinnedPeer | null {
    return this.items.get(name) ?? null;
  }
  pin(peer: PinnedPeer): void {
    this.items.set(peer.name, peer);
  }
  forget(name: string): void {
    this.items.delete(name);
  }
}

/** Pins kept in a JSON file in the data directory (mode 0600; they are not secret, but private). */
export class FileKnownPeers implements KnownPeers {
  constructor(private file: string) {}

  private readAll(): Record<string, PinnedPeer> {
    try {
      return JSON.parse(readFileSync(this.file, "utf8")) as Record<string, PinnedPeer>;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "ENOENT") return {};
      throw new NetError("pins-unreadable", `Cannot read the known-players file ${this.file}: ${(err as Error).message}`);
    }
  }

  private writeAll(all: Record<string, PinnedPeer>): void {
    mkdirSync(dirname(this.file), { recursive: true });
    const tmp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(all, null, 2), { mode: 0o600 });
    chmodSync(tmp, 0o600);
    renameSync(tmp, this.file);
  }

  get(name: string): PinnedPeer | null {
    return this.readAll()[name] ?? null;
  }
  pin(peer: PinnedPeer): void {
    const all = this.readAll();
    all[peer.name] = peer;
    this.writeAll(all);
  }
  forget(name: string): void {
    const all = this.readAll();
    delete all[name];
    this.writeAll(all);
  }
}

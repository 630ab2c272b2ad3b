/**
 * Identities, fingerprints, key pinning and the durable file stores.
 */
import assert from "node:assert/strict";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { FileIdentityStore, Identity, loadOrCreateIdentity, MemoryIdentityStore, verifySignature } from "../../app/host/net/identity";
import { checkAndPin, FileKnownPeers } from "../../app/host/net/known-peers";
import { FileMatchLog } from "../../app/host/net/file-match-log";
import { FINGERPRINT_PATTERN } from "../../app/host/net/fingerprint";
import { IdentityMismatchError } from "../../app/host/net/errors";

const dir = mkdtempSync(join(tmpdir(), "moxen-identity-"));
after(() => rmSync(dir, { recursive: true, force: true }));

test("an identity signs, and its signatures verify only for the exact bytes", () => {
  const id = Identity.generate().identity;
  const data = new TextEncoder().encode("moxen");
  const sig = id.sign(data);
  assert.equal(sig.length, 64);
  assert.equal(verifySignature(id.publicKey, data, sig), true);
  assert.equal(verifySignature(id.publicKey, new TextEncoder().encode("moxeN"), sig), false);
  assert.equal(verifySignature(Identity.generate().identity.publicKey, data, sig), false);
  assert.equal(verifySignature("not-a-key", data, sig), false);
});

test("the fingerprint is five groups of four base32 characters, stable per key", () => {
  const { identity, stored } = Identity.generate();
  assert.match(identity.fingerprint, FINGERPRINT_PATTERN);
  assert.equal(Identity.fromStored(stored).fingerprint, identity.fingerprint);
  assert.notEqual(Identity.generate().identity.fingerprint, identity.fingerprint);
});

test("the private key cannot leave through the identity object", () => {
  const { identity, stored } = Identity.generate();
  const visible = JSON.stringify(identity) + JSON.stringify(Object.entries(identity)) + String(Object.keys(identity));
  assert.ok(!visible.includes(stored.privateKey));
  assert.deepEqual(JSON.parse(JSON.stringify(identity)), { publicKey: identity.publicKey, fingerprint: identity.fingerprint });
});

test("the file store keeps the key pair with owner-only permissions and reloads the same identity", () => {
  const file = join(dir, "profiles", "identity.json");
  const store = new FileIdentityStore(file);
  const first = loadOrCreateIdentity(store, "alice");
  assert.equal(statSync(file).mode & 0o777, 0o600);
  const again = loadOrCreateIdentity(new FileIdentityStore(file), "alice");
  assert.equal(again.publicKey, first.publicKey);
  const bob = loadOrCreateIdentity(store, "bob");
  assert.notEqual(bob.publicKey, first.publicKey);
  assert.equal(loadOrCreateIdentity(store, "alice").publicKey, first.publicKey, "profiles do not overwrite each other");
  assert.equal(statSync(file).mode & 0o777, 0o600);
});

test("a stored key whose halves do not match is refused", () => {
  const a = Identity.generate().stored;
  const b = Identity.generate().stored;
  const store = new MemoryIdentityStore();
  store.save("p", { ...a, publicKey: b.publicKey });
  assert.throws(() => loadOrCreateIdentity(store, "p"), /stored identity key is corrupt/);
});

test("pinning: first contact pins, the same key passes, another key is refused with both fingerprints", () => {
  const pins = new FileKnownPeers(join(dir, "known-peers.json"));
  const bob = Identity.generate().identity;
  const mallory = Identity.generate().identity;
  assert.equal(checkAndPin(pins, "Bob", bob.publicKey).firstContact, true);
  assert.equal(checkAndPin(new FileKnownPeers(join(dir, "known-peers.json")), "Bob", bob.publicKey).firstContact, false);
  assert.throws(
    () => checkAndPin(pins, "Bob", mallory.publicKey),
    (err: Error) =>
      err instanceof IdentityMismatchError &&
      err.message.includes(`pinned ${bob.fingerprint}, now ${mallory.fingerprint}`) &&
      err.message.includes("someone may be impersonating them"),
  );
  pins.forget("Bob");
  assert.equal(checkAndPin(pins, "Bob", mallory.publicKey).firstContact, true, "after forgetting, a new key can be pinned");
});

test("the file match log survives reopening and drops a line torn by a crash", () => {
  const file = join(dir, "match.log");
  const log = new FileMatchLog(file);
  log.append({ kind: "message", direction: "out", seq: 1, id: "a".repeat(64), type: "hello", frame: new Uint8Array([1, 2, 3]) });
  log.append({ kind: "message", direction: "in", seq: 1, id: "b".repeat(64), type: "hello", frame: new Uint8Array([4, 5]) });
  log.close();
  assert.equal(statSync(file).mode & 0o777, 0o600);
  appendFileSync(file, '{"kind":"message","direction":"out","seq":2,"id":"'); // killed mid-write
  const reopened = new FileMatchLog(file);
  assert.equal(reopened.entries().length, 2);
  assert.deepEqual(reopened.head("out"), { seq: 1, id: "a".repeat(64) });
  assert.deepEqual([...reopened.entries()[1]!.frame], [4, 5]);
  reopened.append({ kind: "evidence", code: "malformed", reason: "test", frame: new Uint8Array([9]), at: "now" });
  reopened.close();
  const lines = readFileSync(file, "utf8").trim().split("\n");
  assert.equal(lines.length, 3, "the torn line was cut away before appending");
  assert.doesNotThrow(() => lines.forEach((l) => JSON.parse(l)));
  writeFileSync(file, "");
  const empty = new FileMatchLog(file);
  assert.equal(empty.entries().length, 0);
  empty.close();
});

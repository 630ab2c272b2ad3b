/**
 * The data folder holds match logs, the collection and the identity key: other users of the
 * machine must not read it. The folder is 0700 and every database in it 0600, for a new folder
 * and for one made by an older version with looser modes. (POSIX only.)
 */
import assert from "node:assert/strict";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, describe, it } from "node:test";
import { createServices } from "../../app/host/services";

const base = mkdtempSync(join(tmpdir(), "moxen-modes-"));
after(() => rmSync(base, { recursive: true, force: true }));
const mode = (f: string) => statSync(f).mode & 0o777;
const databases = (dir: string) => readdirSync(dir).filter((f) => /\.db(-wal|-shm)?$/.test(f)).map((f) => join(dir, f));

async function openAndUse(dataDir: string): Promise<void> {
  const s = await createServices({ dataDir, shell: "web", log: () => {} });
  try {
    // Touch the collection and the match store so that their files and journals exist.
    const r = await s.router.call("cards.search", { query: "t:dragon" }, { client: "test:modes" });
    assert.ok((r as { ok: boolean }).ok, JSON.stringify(r));
    await s.router.call("match.list", undefined, { client: "test:modes" });
  } finally {
    await s.close();
  }
}

describe("data folder modes", { skip: process.platform === "win32" }, () => {
  it("a new data folder is 0700 and its databases 0600", async () => {
    const dir = join(base, "new", "data");
    await openAndUse(dir);
    assert.equal(mode(dir), 0o700);
    const dbs = databases(dir);
    assert.ok(dbs.length >= 2, `databases: ${dbs.join(", ")}`);
    for (const f of dbs) assert.equal(mode(f), 0o600, f);
  });

  it("a folder and databases left open by an older version are tightened on start", async () => {
    const dir = join(base, "old");
    mkdirSync(dir, { recursive: true });
    await openAndUse(dir);
    chmodSync(dir, 0o755);
    const dbs = databases(dir);
    for (const f of dbs) chmodSync(f, 0o644);
    await openAndUse(dir);
    assert.equal(mode(dir), 0o700);
    for (const f of dbs) if (existsSync(f)) assert.equal(mode(f), 0o600, f);
  });
});

/** Shared by the collection tests: real SQLite files in fresh temporary folders. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";
import { openCollection, type CollectionService, type OpenCollectionOptions } from "../../app/host/collection/index";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "moxen-collection-"));
  dirs.push(dir);
  return dir;
}

/** A new collection (starter granted unless told otherwise) in its own temp folder. */
export function freshCollection(options: Partial<OpenCollectionOptions> = {}): CollectionService & { file: string } {
  const file = join(tempDir(), "collection.db");
  const service = openCollection({ file, ...options });
  return Object.assign(service, { file });
}

/** Everything that matters about the stored data, to assert "nothing changed". */
export function snapshot(service: CollectionService): string {
  const db = service.ctx.db;
  const dump = (sql: string) => JSON.stringify(db.prepare(sql).all());
  return [
    dump("SELECT * FROM profile"),
    dump("SELECT * FROM ledger ORDER BY id"),
    dump("SELECT * FROM units ORDER BY id"),
    dump("SELECT * FROM packs ORDER BY id"),
    dump("SELECT * FROM decks ORDER BY id"),
    dump("SELECT * FROM deck_cards ORDER BY deck_id, section, position"),
  ].join("\n");
}

export function ledgerBalanced(service: CollectionService): { coins: number; sum: number } {
  const db = service.ctx.db;
  return {
    coins: db.prepare("SELECT coins FROM profile").pluck().get() as number,
    sum: db.prepare("SELECT COALESCE(SUM(amount), 0) FROM ledger").pluck().get() as number,
  };
}

/** Shared by the trade tests: two profiles, each its own SQLite file in its own temp folder. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after } from "node:test";
import { openCollection, type CollectionService } from "../../app/host/collection/index";
import { FileIdentityStore, loadOrCreateIdentity, type Identity } from "../../app/host/net/identity";
import type { Transport } from "../../app/host/net/transport";
import { TradeSession, type TradeSessionOptions } from "../../app/host/trade/index";

const dirs: string[] = [];
after(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

export interface Profile {
  name: string;
  dir: string;
  file: string;
  identityFile: string;
  svc: CollectionService;
  identity: Identity;
}

export function newProfile(name: string): Profile {
  const dir = mkdtempSync(join(tmpdir(), `moxen-trade-${name.toLowerCase()}-`));
  dirs.push(dir);
  const file = join(dir, "collection.db");
  const identityFile = join(dir, "identity.json");
  const svc = openCollection({ file, playerName: name });
  const identity = loadOrCreateIdentity(new FileIdentityStore(identityFile), "default");
  return { name, dir, file, identityFile, svc, identity };
}

/** Two profiles; `first` signs contracts first (its key sorts lower). */
export function twoProfiles(names: [string, string] = ["Alice", "Bob"]): { first: Profile; second: Profile } {
  const a = newProfile(names[0]);
  const b = newProfile(names[1]);
  return a.identity.publicKey < b.identity.publicKey ? { first: a, second: b } : { first: b, second: a };
}

export function reopen(p: Profile): Profile {
  return { ...p, svc: openCollection({ file: p.file, playerName: p.name }) };
}

export function session(p: Profile, options: Partial<TradeSessionOptions> = {}): TradeSession {
  return new TradeSession({ ctx: p.svc.ctx, identity: p.identity, name: p.name, ...options });
}

/** Owned units of a profile not used by any deck, `count` of them, or of the given card. */
export function freeUnits(p: Profile, count: number, card?: string): string[] {
  return p.svc.ctx.db
    .prepare(
      `SELECT u.id FROM units u JOIN cards c ON c.code = u.card_code WHERE u.removed_at IS NULL
       AND u.id NOT IN (SELECT unit_id FROM deck_cards WHERE unit_id IS NOT NULL) ${card ? "AND c.name = ?" : ""}
       ORDER BY u.id LIMIT ?`,
    )
    .pluck()
    .all(...(card ? [card, count] : [count])) as string[];
}

/** Owned units per card code, and coins, summed over the given collections. */
export function totals(...services: CollectionService[]): { cards: Record<string, number>; coins: number } {
  const cards: Record<string, number> = {};
  let coins = 0;
  for (const s of services) {
    for (const row of s.ctx.db.prepare("SELECT card_code AS code, COUNT(*) AS n FROM units WHERE removed_at IS NULL GROUP BY card_code").all() as { code: string; n: number }[]) {
      cards[row.code] = (cards[row.code] ?? 0) + row.n;
    }
    coins += s.ctx.db.prepare("SELECT coins FROM profile").pluck().get() as number;
    const sum = s.ctx.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM ledger").pluck().get() as number;
    if (sum !== s.ctx.db.prepare("SELECT coins FROM profile").pluck().get()) throw new Error("the ledger does not sum to the balance");
  }
  return { cards, coins };
}

export function waitUntil(predicate: () => boolean, timeoutMs = 5000, what = "condition"): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      let ok = false;
      try {
        ok = predicate();
      } catch (err) {
        clearInterval(poll);
        reject(err as Error);
        return;
      }
      if (ok) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > timeoutMs) {
        clearInterval(poll);
        reject(new Error(`timed out waiting for ${what}`));
      }
    }, 10);
  });
}

/** Accepts whenever the friend's offer is in and we have not accepted the current pair of offers. */
export function autoAccept(s: TradeSession): () => void {
  const tick = () => {
    if (s.phase !== "open" || !s.theirOffer) return;
    const t = s.theirOffer;
    if (s.myAccept?.mine === s.myOffer.rev && s.myAccept.yours === t.rev) return;
    if (!t.units.length && !t.coins && !s.myOffer.units.length && !s.myOffer.coins) return;
    setImmediate(() => {
      if (s.phase === "open" && s.theirOffer === t) s.accept();
    });
  };
  return s.onChange(tick);
}

export function connect(a: TradeSession, b: TradeSession, pair: [Transport, Transport]): void {
  a.attach(pair[0]);
  b.attach(pair[1]);
}

/**
 * The player's profile and coin ledger. The balance is only ever changed by a
 * ledger row (a trigger applies it), so `coins == SUM(ledger.amount)` holds by
 * construction; a CHECK refuses a negative balance, and `debit` says so first.
 */
import type { Ctx } from "./context";
import { CollectionError, badArgument } from "./errors";
import { MAX_CREDIT } from "./prices";

import type { LedgerEntry, Profile } from "../../shared/contract/collection";

export type { LedgerEntry, Profile };

export const MAX_NAME_LENGTH = 40;

export function hasProfile(ctx: Ctx): boolean {
  return ctx.db.prepare("SELECT 1 FROM profile WHERE id = 1").get() !== undefined;
}

export function createProfile(ctx: Ctx, name: string): void {
  ctx.db.prepare("INSERT INTO profile (id, name, coins, created_at) VALUES (1, ?, 0, ?)").run(checkName(name), ctx.now());
}

export function getProfile(ctx: Ctx): Profile {
  const row = ctx.db.prepare("SELECT name, coins, created_at AS createdAt FROM profile WHERE id = 1").get() as Profile | undefined;
  if (!row) throw new CollectionError("NOT_FOUND", "There is no profile yet");
  return row;
}

export function setProfileName(ctx: Ctx, name: string): Profile {
  ctx.db.prepare("UPDATE profile SET name = ? WHERE id = 1").run(checkName(name));
  return getProfile(ctx);
}

function checkName(name: unknown): string {
  if (typeof name !== "string") throw badArgument("The profile name must be text");
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_NAME_LENGTH) {
    throw badArgument(`The profile name must be 1 to ${MAX_NAME_LENGTH} characters`);
  }
  return trimmed;
}

function checkReason(reason: unknown): string {
  if (typeof reason !== "string" || !reason.trim() || reason.length > 200) {
    throw badArgument("A ledger reason must be 1 to 200 characters of text");
  }
  return reason.trim();
}

function checkAmount(amount: unknown): number {
  if (typeof amount !== "number" || !Number.isSafeInteger(amount) || amount <= 0 || amount > MAX_CREDIT) {
    throw badArgument(`An amount must be a whole number of coins from 1 to ${MAX_CREDIT}`);
  }
  return amount;
}

/** Adds coins (match rewards, sales). Returns the ledger row id. */
export function credit(ctx: Ctx, amount: number, reason: string): number {
  const a = checkAmount(amount);
  const r = checkReason(reason);
  return ctx.tx("credit", () => insertEntry(ctx, a, r));
}

/** Takes coins, or throws INSUFFICIENT_COINS and changes nothing. Returns the ledger row id. */
export function debit(ctx: Ctx, amount: number, reason: string): number {
  const a = checkAmount(amount);
  const r = checkReason(reason);
  return ctx.tx("debit", () => {
    const { coins } = getProfile(ctx);
    if (coins < a) {
      throw new CollectionError("INSUFFICIENT_COINS", `Not enough coins: this costs ${a} and you have ${coins}`);
    }
    return insertEntry(ctx, -a, r);
  });
}

function insertEntry(ctx: Ctx, amount: number, reason: string): number {
  getProfile(ctx); // no ledger without a profile to apply it to
  const info = ctx.db.prepare("INSERT INTO ledger (at, amount, reason) VALUES (?, ?, ?)").run(ctx.now(), amount, reason);
  return Number(info.lastInsertRowid);
}

export function ledgerEntries(ctx: Ctx, limit = 100, offset = 0): LedgerEntry[] {
  return ctx.db
    .prepare("SELECT id, at, amount, reason FROM ledger ORDER BY id DESC LIMIT ? OFFSET ?")
    .all(limit, offset) as LedgerEntry[];
}

export function ledgerSum(ctx: Ctx): number {
  return ctx.db.prepare("SELECT COALESCE(SUM(amount), 0) FROM ledger").pluck().get() as number;
}

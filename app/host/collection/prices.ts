/**
 * Every coin amount of the game, in one place. Balance notes: a new player gets
 * STARTING_COINS, enough for a few packs; a pack costs more than its cards sell
 * for on average (15 cards ≈ 11×1 + 3×5 + 1×25 = 51 coins), so the shop is not
 * a coin fountain.
 */
import type { Rarity } from "./card-data";

export const STARTING_COINS = 500;

/** The price of one booster of any classic set. */
export const PACK_PRICE = 100;

/** What the shop pays for one unit. */
export const SELL_PRICE: Readonly<Record<Rarity, number>> = { common: 1, uncommon: 5, rare: 25 };

/** Credits allowed in one call: a guard against a runaway caller, not a game rule. */
export const MAX_CREDIT = 100_000;

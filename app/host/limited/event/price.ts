/**
 * What each side of a network limited event pays (issue 35: "each player pays the packs' shop
 * price in coins at the start"). Sealed: each side pays for its own packs. Winston: the packs are
 * shared, the host pays for the larger half. One rule for the runner (CLI) and the app's service,
 * and the check that a side has the coins before it proposes or accepts: refused then, nothing is
 * sent, rather than failing when the pools are drawn.
 */
import type { Ctx } from "../../collection/context";
import { PACK_PRICE } from "../../collection/prices";
import { getProfile } from "../../collection/profile";
import { HostError } from "../../errors";
import type { PackSpec } from "../packs";
import { packsPaidBy, type EventKind } from "../pool";

/** How many of the spec's packs one side pays for. */
export function paidPacks(kind: EventKind, role: "host" | "guest", spec: PackSpec): number {
  return packsPaidBy(kind, role, spec.reduce((sum, x) => sum + x.count, 0));
}

/** The coins each side pays, as this side sees it. */
export function eventPrice(kind: EventKind, role: "host" | "guest", spec: PackSpec): { me: number; peer: number } {
  return { me: paidPacks(kind, role, spec) * PACK_PRICE, peer: paidPacks(kind, role === "host" ? "guest" : "host", spec) * PACK_PRICE };
}

/** Refuses (insufficient_coins) when this side cannot pay its share; changes nothing. */
export function checkCoins(ctx: Ctx, kind: EventKind, role: "host" | "guest", spec: PackSpec): void {
  const price = eventPrice(kind, role, spec).me;
  const { coins } = getProfile(ctx);
  if (coins < price) throw new HostError("insufficient_coins", `Not enough coins: your packs cost ${price} coins and you have ${coins}.`);
}

/**
 * Dexterity cards (Chaos Orb, Falling Star): "flip this card onto the battlefield from a height of
 * at least one foot". The Comprehensive Rules have no rule for this physical act (the cards are
 * banned in every sanctioned format; Moxen plays them under its "dexterity cards" match option,
 * app/host/match/dexterity.ts), so Moxen simulates
 * it with a simple model, the same in every copy of the game:
 *
 * - **The aim** (a decision of the card's controller, asked as the effect happens): one permanent on
 *   the battlefield, the spot the card is aimed at. The card lands on that permanent's pile: the
 *   permanent, what it is attached to, and everything attached to either (an Aura or Equipment
 *   lies on its permanent on the table). Those are the permanents "it touches" / "it lands on".
 *   Chaos Orb is never aimed at itself. Where only one permanent could be aimed at, the engine aims
 *   there without asking (scenario-format "Decisions").
 * - **The random part**: whether the card turns over completely in the air: 3 chances in 4, drawn
 *   from the game's shared randomness as a flip (`Game.flipCoin` with odds, "won" = it turns over;
 *   a scenario's `coins` gives the result). The card always lands where it was aimed; the random
 *   part decides whether it counts.
 *
 * Rulings: the flip is not a target (Chaos Orb 2004-10-04), so protection, shroud and the like don't
 * stop it; only permanents are touched; only where it comes to rest counts (Falling Star 2004-10-04).
 */
import type { ResolveContext } from "../core/context";
import type { GameObject } from "../core/state";
import type { PlayerId } from "../types";

/**
 * The chance that a card flipped like a coin from a foot up turns over completely at least once:
 * 3 in 4 (most flips do; a flip that slides or wobbles down sometimes doesn't).
 */
export const TURNS_OVER: [number, number] = [3, 4];

export interface Landing {
  /** The permanent aimed at, or undefined when there was none to aim at. */
  aimed?: string;
  /** The permanents under the spot it lands on (the aimed permanent's pile), in battlefield order. */
  touched: string[];
  /** It turned over completely at least once during the flip. */
  turnedOver: boolean;
}

/**
 * The aimed permanent's pile: follow what it is attached to down to the permanent at the bottom,
 * then take that permanent and everything attached to it, directly or through another attachment.
 */
export function pileOf(ctx: ResolveContext, id: string): string[] {
  const g = ctx.g;
  const onField = (ref: string | undefined): GameObject | undefined => {
    const o = ref ? g.obj(ref) : undefined;
    return o && o.zone === "battlefield" ? o : undefined;
  };
  let root = onField(id);
  const seen = new Set<string>();
  while (root && !seen.has(root.id)) {
    seen.add(root.id);
    const under = onField(root.attachedTo as string | undefined);
    if (!under) break;
    root = under;
  }
  if (!root) return [];
  const pile = new Set<string>([root.id]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const o of g.battlefield()) {
      if (!pile.has(o.id) && o.attachedTo !== undefined && pile.has(o.attachedTo as string)) { pile.add(o.id); grew = true; }
    }
  }
  return g.battlefield().map((o) => o.id).filter((x) => pile.has(x));
}

/**
 * `player` aims the card (one permanent, never `exclude`) and flips it: where it lands and whether
 * it turned over. The question comes first, then the flip (a step asks before it changes the game).
 */
export function aimAndFlip(ctx: ResolveContext, player: PlayerId, o: { name: string; exclude?: string }): Landing {
  const g = ctx.g;
  // Through Game.battlefield(), the query every battlefield rule goes through.
  const from = g.battlefield().map((x) => x.id).filter((id) => id !== o.exclude);
  const aimed = from.length === 1 ? from[0] : from.length
    ? ctx.ask(player, `Aim ${o.name}: choose the permanent it should land on`, { type: "cards", from, min: 1, max: 1, aim: true }).cards?.[0]
    : undefined;
  const touched = aimed ? pileOf(ctx, aimed) : [];
  if (aimed) g.emit("aim", `${g.player(player).name} aims ${o.name} at ${g.obj(aimed)?.name ?? "a permanent"}`, { player, object: aimed });
  const turnedOver = g.flipCoin(player, { won: `${o.name} turns over completely in the air`, lost: `${o.name} doesn't turn over in the air`, odds: TURNS_OVER }) === "won";
  return { ...(aimed ? { aimed } : {}), touched, turnedOver };
}

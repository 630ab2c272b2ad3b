// Illusionary Mask: {X}: You may choose a creature card in your hand whose mana cost could be paid by some amount of, or all of, the mana you spent on {X}. If you do, you may cast that card face down as a 2/2 creature spell without paying its mana cost. If the creature that spell becomes as it resolves has not been turned face up and would assign or deal damage, be dealt damage, or become tapped, instead it's turned face up and assigns or deals damage, is dealt damage, or becomes tapped. Activate only as a sorcery.
import { ability, card, code } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { ManaSymbol } from "../../types";
import { cardData } from "../data";
import { parseCost, takeFromPool } from "../../core/mana";
import { UNKNOWN_CARD } from "../../core/known";
import { castFaceDown } from "../../core/face-down";

/**
 * A creature card whose mana cost "could be paid by some amount of, or all of, the mana you spent on
 * {X}": amount and types both count (ruling 2009-10-01: {U}{U} pays {U}{U}, {1}{U} or {2}, not {G}).
 */
function fits(g: Game, o: GameObject, spent: readonly ManaSymbol[]): boolean {
  if (!g.chars(o).types.includes("Creature")) return false;
  const cost = parseCost(cardData(o.name)?.manaCost ?? "");
  return takeFromPool([...spent], { ...cost, xCount: 0 }) !== null;
}

export default card({
  name: "Illusionary Mask",
  abilities: [
    ability("{X}: You may choose a creature card in your hand whose mana cost could be paid by some amount of, or all of, the mana you spent on {X}. If you do, you may cast that card face down as a 2/2 creature spell without paying its mana cost. If the creature that spell becomes as it resolves has not been turned face up and would assign or deal damage, be dealt damage, or become tapped, instead it's turned face up and assigns or deals damage, is dealt damage, or becomes tapped. Activate only as a sorcery.", { mana: "{X}" }, [
      code((ctx) => {
        const g = ctx.g, p = ctx.controller;
        const spent = ctx.item.spent ?? [];
        const hand = g.player(p).hand;
        // In network play the opponent's copy can't judge a card it doesn't know: it offers those too
        // (the audit checks the choice); both copies ask the same question whenever the hand holds a card.
        const from = hand.filter((id) => { const o = g.obj(id)!; return o.name === UNKNOWN_CARD || fits(g, o, spent); });
        if (!(g.state.external ? hand.length : from.length)) return;
        // One optional choice (choosing the card is casting it): none declines both "you may"s.
        const picked = ctx.ask(p, "Illusionary Mask: choose a creature card to cast face down as a 2/2 creature spell (or none)", { type: "cards", from, min: 0, max: g.state.external ? 1 : Math.min(1, from.length) }).cards ?? [];
        const id = picked[0];
        if (id === undefined || g.obj(id)?.zone !== "hand") return;
        // CR 708.4: cast face down, without paying its mana cost; the Mask's replacement goes with it.
        castFaceDown(g, p, id, true);
      }),
    ], { timing: "sorcery", recordsSpent: true }),
  ],
  // The heuristic weighs an activation by looking ahead: X a creature in hand fits, cast as a 2/2 that turns up as it fights.
  ai: { bonus: 0.5 },
});

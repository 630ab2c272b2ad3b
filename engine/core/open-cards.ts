/**
 * Hidden cards that a rule keeps revealed to every player (CR 400.2, 701.20a): "Players play with
 * their hands revealed" (Revelation) and "Players play with the top card of their libraries
 * revealed" (Field of Dreams), rule phrases among the keywords of a permanent. Read only in games
 * holding such a card.
 *
 * - `openCards(g, p)`: p's hand and library cards that every player may see now (also the cards
 *   of Firestorm Phoenix's rule, revealed in a hand until played);
 * - `showNewlyOpen(g, before)`: after an action (actions.ts), the cards that became open during it
 *   are shown (showing.ts `showCards`: in network play with hidden cards the programs show them
 *   first, the action waiting with "needs_reveal"); a card open before is known to both copies;
 * - `knownStateFor` (known.ts) keeps open cards named, and `viewFor` lists them (`revealed`).
 */
import type { PlayerId } from "../types";
import { PLAYERS } from "../types";
import { gameHolds, namesMentioning } from "../cards/registry";
import type { Game } from "./game";
import { showCards } from "./showing";
import type { GameState } from "./state";

export const HANDS_REVEALED = "players play with their hands revealed";
export const LIBRARY_TOPS_REVEALED = "players play with the top card of their libraries revealed";

const openNames = () => namesMentioning("openCards", /players play with (?:their hands|the top card of their libraries) revealed/);

/** Whether the game may hold cards a rule keeps open (cheap: by the cards it holds). */
export function mayHaveOpenCards(s: GameState): boolean {
  return gameHolds(s, openNames());
}

function openRules(g: Game): { hands: boolean; tops: boolean } {
  const out = { hands: false, tops: false };
  if (!gameHolds(g.state, openNames())) return out;
  for (const o of g.battlefield()) {
    const ks = g.chars(o).keywords;
    if (ks.has(HANDS_REVEALED)) out.hands = true;
    if (ks.has(LIBRARY_TOPS_REVEALED)) out.tops = true;
  }
  return out;
}

/**
 * The ids of `p`'s hand and library cards every player may see now (hand first, then the library's
 * top); `phoenix`: also a card Firestorm Phoenix's rule keeps revealed in a hand (it was revealed as
 * it returned there).
 */
export function openCards(g: Game, p: PlayerId, rules = openRules(g), phoenix = true): string[] {
  const pl = g.player(p);
  const out: string[] = [];
  if (rules.hands) out.push(...pl.hand);
  else if (phoenix) for (const r of g.state.ruleEffects ?? []) {
    // Firestorm Phoenix (W11b): a card revealed in its owner's hand until played.
    if (r.rule === "card_revealed_unplayable" && r.object && g.obj(r.object)?.zone === "hand" && g.obj(r.object)!.owner === p) out.push(r.object);
  }
  if (rules.tops && pl.library.length) out.push(pl.library[0]!); // CR 401.2 (top card)
  return out;
}

/** Every player's cards a rule keeps open (empty in games holding no card that opens any). */
export function allOpenCards(g: Game): string[] {
  if (!mayHaveOpenCards(g.state)) return NONE;
  const rules = openRules(g);
  return PLAYERS.flatMap((p) => openCards(g, p, rules, false));
}
const NONE: string[] = [];

/** The open cards every player has seen during the action this Game plays (only in games holding such cards). */
const seen = new WeakMap<Game, Set<string>>();

/** As an action begins (actions.ts): the cards open now, known to both players already. */
export function openAtStart(g: Game): void {
  if (mayHaveOpenCards(g.state)) seen.set(g, new Set(allOpenCards(g)));
}

/**
 * CR 701.20a: as an action ends, the cards that became open during it are revealed to every player
 * (in network play, shown by the programs before the action completes).
 */
export function showNewlyOpen(g: Game): void {
  const before = seen.get(g);
  if (!before) return;
  const fresh = allOpenCards(g).filter((id) => !before.has(id));
  if (fresh.length) showCards(g.state, "all", fresh);
}

/**
 * Field of Dreams (ruling 2013-04-15): "if an effect tells you to draw several cards, reveal each
 * one before you draw it": the top card about to be drawn, unless every player has seen it open.
 */
export function revealBeforeDraw(g: Game, p: PlayerId): void {
  if (!mayHaveOpenCards(g.state)) return;
  const top = g.player(p).library[0];
  if (top === undefined || !openRules(g).tops) return;
  let shown = seen.get(g);
  if (!shown) seen.set(g, (shown = new Set()));
  if (shown.has(top)) return;
  shown.add(top);
  g.reveal(p, [top], "reveals the top card of their library,");
}

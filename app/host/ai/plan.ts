/**
 * What a deck is for, read from its cards' hints (engine `cardHints`, given or derived): no card
 * is named here. The heuristic plays the plan: a control deck holds its answers for what matters
 * (control.ts), a prison deck builds its lock and keeps it (prison.ts), a combo deck assembles its
 * pieces, an aggro deck races.
 *
 * - combo: a life-for-mana card with an X damage spell to spend it on (Channel and Fireball);
 * - prison: at least four lock pieces (`lock`: Stasis, Winter Orb, Kismet) and few creatures;
 * - control: at least ten answers (`counters`, `removal` other than damage that can as well go
 *   to a player's face, `sweeper`) and few creatures;
 * - aggro: the rest.
 */
import { cardData } from "../../../engine/cards/data";
import { cardHints } from "../../../engine/index";

export type PlanKind = "aggro" | "control" | "prison" | "combo";

export interface DeckPlan {
  kind: PlanKind;
  /** Cards of each role in the deck (copies counted). */
  creatures: number;
  answers: number;
  counters: number;
  locks: number;
}

const cache = new Map<string, DeckPlan>();

export function deckPlan(deck: readonly string[] | undefined): DeckPlan {
  if (!deck?.length) return { kind: "aggro", creatures: 0, answers: 0, counters: 0, locks: 0 };
  const key = deck.join("\n");
  let plan = cache.get(key);
  if (!plan) {
    plan = readPlan(deck);
    if (cache.size > 64) cache.clear();
    cache.set(key, plan);
  }
  return plan;
}

function readPlan(deck: readonly string[]): DeckPlan {
  let creatures = 0, answers = 0, counters = 0, locks = 0, lifeMana = 0, xBurn = 0;
  for (const name of deck) {
    const d = cardData(name);
    const h = cardHints(name);
    if (!d || d.types.includes("Land")) continue;
    if (d.types.includes("Creature")) creatures++;
    if (!h) continue;
    if (h.counters) { counters++; answers++; }
    else if ((h.removal && h.removal !== "damage") || (h.sweeper && h.lock !== "lands")) answers++;
    if (h.lock && h.lock !== "tax") locks++;
    if (h.lifeForMana) lifeMana++;
    if (h.xUse === "damage" && h.targets === "harmful" && !h.xColor) xBurn++;
  }
  const kind: PlanKind = lifeMana && xBurn ? "combo"
    : locks >= 4 && creatures <= 10 ? "prison"
    : answers >= 10 && creatures <= 10 ? "control"
    : "aggro";
  return { kind, creatures, answers, counters, locks };
}

/** Plans that hold answers and keep mana open for them on the opponent's turn. */
export const holdsAnswers = (p: DeckPlan) => p.kind === "control" || p.kind === "prison";

/**
 * One decision shape (state.ts `Choice`): choose cards from a set (min..max, any zone), targets,
 * an order, yes or no, pay or not, a color, a number, a mode or option, a player, a card name. Every answer
 * is a `choose` action; this checks it against the question before the game goes on.
 */
import { cardData } from "../cards/data";
import type { Color } from "../types";
import { matches } from "./filters";
import type { Game } from "./game";
import { UNKNOWN_CARD } from "./known";
import type { Answer, Choice, Search } from "./state";

/** Why `answer` doesn't answer `choice`, or null if it does. */
export function checkAnswer(g: Game, choice: Choice, answer: Answer): string | null {
  switch (choice.type) {
    case "cards": {
      const cards = answer.cards;
      if (!cards) return `Choose ${range(choice.min, choice.max)} (answer with "cards")`;
      if (cards.length < choice.min || cards.length > choice.max) return `Choose ${range(choice.min, choice.max)}, not ${cards.length}`;
      if (new Set(cards).size !== cards.length) return "The same card can't be chosen twice";
      const bad = cards.find((c) => !choice.from.includes(c));
      if (bad) return `${bad} can't be chosen here`;
      if (choice.search) for (const c of cards) { const why = searchProblem(g, choice.search, c); if (why) return why; }
      return null;
    }
    case "targets": {
      const cards = answer.cards;
      if (!cards || cards.length !== choice.slots.length) return `Choose ${choice.slots.length} target${choice.slots.length === 1 ? "" : "s"}: ${choice.slots.map((s) => s.text).join(", ")}`;
      for (let i = 0; i < cards.length; i++) if (!choice.slots[i]!.candidates.includes(cards[i]!)) return `Illegal target for ${choice.slots[i]!.text}`;
      return null;
    }
    case "order":
      return answer.order || answer.cards ? null : `Give the order (answer with "order")`;
    case "yesno":
    case "pay":
      return typeof answer.value === "boolean" ? null : "Answer true or false";
    case "color": {
      if (choice.options.includes(answer.value as Color)) return null;
      const v = answer.value;
      const several = choice.several && typeof v === "string" && v.length > 0 && new Set(v).size === v.length && [...v].every((c) => choice.options.includes(c as Color));
      return several ? null : `Choose a color${choice.several ? " or several (\"WU\")" : ""}: ${choice.options.join(", ")}`;
    }
    case "number": {
      const v = answer.value;
      if (choice.optional && typeof v === "boolean") return null;
      return typeof v === "number" && Number.isInteger(v) && v >= choice.min && v <= choice.max ? null : `Choose a number from ${choice.min} to ${choice.max}${choice.optional ? ", or false not to choose" : ""}`;
    }
    case "mode":
    case "option": {
      const v = answer.value;
      if (choice.allowed && !choice.allowed.includes(v as number)) return `Choose one of the ${choice.type === "mode" ? "modes" : "options"} that can be chosen: ${choice.allowed.join(", ")}`;
      return typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= choice.options.length ? null : `Choose one of 1 to ${choice.options.length}: ${choice.options.join("; ")}`;
    }
    case "player":
      return choice.options.includes(answer.value as never) ? null : `Choose a player: ${choice.options.join(" or ")}`;
    case "name":
      // CR 201.4: the name of a card in the card reference (any card, implemented or not; no token names).
      return typeof answer.value === "string" && cardData(answer.value) ? null : `Choose a card name: ${typeof answer.value === "string" ? `there is no card named "${answer.value}"` : "answer with the name"}`;
    case "play":
      // Word of Command: the cast itself checks the choices (targets, X, payment) as it is made.
      return answer.play || answer.cards || answer.value !== undefined ? null : "Cast the chosen card (a cast action naming it)";
  }
}

function range(min: number, max: number): string {
  return min === max ? `exactly ${min}` : `${min} to ${max}`;
}

// ---- searches (CR 701.23) ----------------------------------------------------------------------

/**
 * Whether card `id` may be found by a search, as far as this copy of the game knows. A card this
 * copy does not know (the other player's copy of a network game with hidden libraries) may have
 * the quality: it is accepted (CR 701.23b lets the searcher find fewer than are there, so nothing
 * else can be asked of it), unless the search shows the cards found, in which case the answer must
 * come with them shown (CR 701.20a). A card this copy knows must have the stated quality.
 */
export function searchProblem(g: Game, search: Search, id: string): string | null {
  const o = g.obj(id);
  if (!o) return `${id} can't be chosen here`;
  if (o.name === UNKNOWN_CARD) return search.shown ? `The cards found are shown to every player: show ${id} with the answer` : null;
  if (search.quality && !matches(g, o, g.chars(o), search.quality, { you: o.owner })) return `${o.name} isn't ${search.text}: the search can't find it`;
  return null;
}

/**
 * The question as its chooser may answer it: a search offers only the cards that may be found
 * (see `searchProblem`). A search asked in a copy that did not know the library offered every
 * card; once its chooser has looked at the library (its cards shown to that copy only), the ones
 * without the quality drop out. Any other question is returned as it is.
 */
export function answerableChoice(g: Game, choice: Choice): Choice {
  if (choice.type !== "cards" || !choice.search) return choice;
  const search = choice.search;
  const from = choice.from.filter((id) => {
    const o = g.obj(id);
    // A card this copy does not know stays: only the other player's copy holds such cards when
    // the chooser answers (its own copy has looked at its library first).
    return !!o && (o.name === UNKNOWN_CARD || (!search.quality || matches(g, o, g.chars(o), search.quality, { you: o.owner })));
  });
  if (from.length === choice.from.length) return choice;
  const max = Math.min(choice.max, from.length);
  return { ...choice, from, max, min: Math.min(choice.min, max) };
}

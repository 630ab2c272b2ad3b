/**
 * One decision shape (state.ts `Choice`): choose cards from a set (min..max, any zone), targets,
 * an order, yes or no, pay or not, a color, a number, a mode or option, a player, a card name. Every answer
 * is a `choose` action; this checks it against the question before the game goes on.
 */
import { cardData } from "../cards/data";
import type { Color } from "../types";
import type { Game } from "./game";
import type { Answer, Choice } from "./state";

/** Why `answer` doesn't answer `choice`, or null if it does. */
export function checkAnswer(_g: Game, choice: Choice, answer: Answer): string | null {
  switch (choice.type) {
    case "cards": {
      const cards = answer.cards;
      if (!cards) return `Choose ${range(choice.min, choice.max)} (answer with "cards")`;
      if (cards.length < choice.min || cards.length > choice.max) return `Choose ${range(choice.min, choice.max)}, not ${cards.length}`;
      if (new Set(cards).size !== cards.length) return "The same card can't be chosen twice";
      const bad = cards.find((c) => !choice.from.includes(c));
      if (bad) return `${bad} can't be chosen here`;
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
    case "color":
      return choice.options.includes(answer.value as Color) ? null : `Choose a color: ${choice.options.join(", ")}`;
    case "number": {
      const v = answer.value;
      if (choice.optional && typeof v === "boolean") return null;
      return typeof v === "number" && Number.isInteger(v) && v >= choice.min && v <= choice.max ? null : `Choose a number from ${choice.min} to ${choice.max}${choice.optional ? ", or false not to choose" : ""}`;
    }
    case "mode":
    case "option": {
      const v = answer.value;
      return typeof v === "number" && Number.isInteger(v) && v >= 1 && v <= choice.options.length ? null : `Choose one of 1 to ${choice.options.length}: ${choice.options.join("; ")}`;
    }
    case "player":
      return choice.options.includes(answer.value as never) ? null : `Choose a player: ${choice.options.join(" or ")}`;
    case "name":
      // CR 201.4: the name of a card in the card reference (any card, implemented or not; no token names).
      return typeof answer.value === "string" && cardData(answer.value) ? null : `Choose a card name: ${typeof answer.value === "string" ? `there is no card named "${answer.value}"` : "answer with the name"}`;
  }
}

function range(min: number, max: number): string {
  return min === max ? `exactly ${min}` : `${min} to ${max}`;
}

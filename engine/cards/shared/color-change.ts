/**
 * Color-changing spells (CR 105.3, 613.1e layer 5): the laces ("Target spell or permanent becomes
 * red", indefinitely; a spell keeps the color as it becomes a permanent, CR 400.7a) and the
 * Legends ones ("One or more target creatures become white until end of turn").
 */
import type { CardDef, Color } from "../types";
import { creature, targetCreature } from "../dsl";

/** The laces: "Target spell or permanent becomes [color]. (Its mana symbols remain unchanged.)" */
export function lace(color: Color): Pick<CardDef, "spell" | "ai"> {
  return {
    spell: {
      targets: [{ text: "target spell or permanent", object: {}, orSpell: true }],
      // CR 105.3: the new color replaces the old ones; "becomes" with no duration lasts indefinitely (CR 611.2a).
      effect: [{ do: "becomes", what: "target", colors: [color], until: "indefinitely" }],
    },
    // Useful only against color-dependent effects: cast in answer to something, when the
    // look-ahead shows it helps (a Terror fizzling on a creature no longer black).
    ai: { value: 0, responseOnly: true },
  };
}

/** "One or more target creatures become [color] until end of turn." */
export function creaturesBecome(color: Color): Pick<CardDef, "spell" | "ai"> {
  return {
    spell: {
      variableTargets: { spec: { ...targetCreature, text: "target creature", object: creature }, min: 1 },
      effect: [{ do: "becomes", what: "targets", colors: [color], until: "end_of_turn" }],
    },
    ai: { value: 0, responseOnly: true },
  };
}

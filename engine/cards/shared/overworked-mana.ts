/**
 * "{1}: Add {C}. If this ability has been activated four or more times this turn, sacrifice this
 * creature at the beginning of the next end step." (Farrelite Priest, Initiates of the Ebon Hand).
 */
import type { Color } from "../../types";
import type { CardDef } from "../types";
import { manaAbility, sacrifice } from "../dsl";
import { activationsThisTurn } from "./delayed";

export function overworkedMana(name: string, c: Color): CardDef {
  return {
    name,
    abilities: [{
      ...manaAbility(`{1}: Add {${c}}. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.`, { fixed: c }, { mana: "{1}" }),
      // CR 605.1a: a mana ability (no target, adds mana), so the rest of its effect happens at once
      // (605.3b): from the fourth activation this turn on, each creates one delayed ability (603.7a).
      effect: [{ do: "if", test: (ctx) => activationsThisTurn(ctx) >= 4, then: [{ do: "delayed", index: 0 }] }],
    }],
    delayed: [{ text: "Sacrifice this creature.", at: { at: "next_end_step" }, effect: [sacrifice("self")] }],
  };
}

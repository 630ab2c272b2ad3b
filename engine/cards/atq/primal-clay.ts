// Primal Clay: As this creature enters, it becomes your choice of a 3/3 artifact creature, a 2/2 artifact creature with flying, or a 1/6 Wall artifact creature with defender in addition to its other types. (A creature with defender can't attack.)
import { card } from "../dsl";
import type { GameObject } from "../../core/state";

/** The form chosen as it entered (1–3; 1 if it was put onto the battlefield without a choice). */
const form = (self: GameObject): number => self.chosen?.number ?? 1;
const PT: [number, number][] = [[3, 3], [2, 2], [1, 6]];

export default card({
  name: "Primal Clay",
  // CR 614.12: chosen as it enters. CR 707.2: an "as ... enters" choice of power and toughness is
  // part of its copiable values, so it applies in layer 1; elsewhere it is 0/0 (ruling 2018-03-16).
  replacements: [{ enters: "choose", choose: "option", prompt: "Choose what Primal Clay becomes",
    options: ["a 3/3 artifact creature", "a 2/2 artifact creature with flying", "a 1/6 Wall artifact creature with defender"] }],
  statics: [
    { affects: "self", layer: "1", mod: (_g, self) => ({ setPt: PT[form(self) - 1] ?? PT[0]! }) },
    { affects: "self", layer: "1", condition: (_g, self) => form(self) === 2, mod: { addKeywords: ["flying"] } },
    { affects: "self", layer: "1", condition: (_g, self) => form(self) === 3, mod: { addTypes: [], addSubtypes: ["Wall"] } },
    { affects: "self", layer: "1", condition: (_g, self) => form(self) === 3, mod: { addKeywords: ["defender"] } },
  ],
});

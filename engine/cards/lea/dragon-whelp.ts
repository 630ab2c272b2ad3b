// Dragon Whelp: Flying / {R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.
import { ability, card, pump, sacrifice } from "../dsl";
import { activationsThisTurn } from "../shared/delayed";
export default card({
  name: "Dragon Whelp",
  keywords: ["flying"],
  abilities: [ability("{R}: This creature gets +1/+0 until end of turn. If this ability has been activated four or more times this turn, sacrifice this creature at the beginning of the next end step.",
    { mana: "{R}" }, [
      pump(1, 0, "self"),
      // Counted as it resolves: from the fourth activation on, each creates one delayed ability (ruling 2009-10-01).
      { do: "if", test: (ctx) => activationsThisTurn(ctx) >= 4, then: [{ do: "delayed", index: 0 }] },
    ])],
  delayed: [{ text: "Sacrifice this creature.", at: { at: "next_end_step" }, effect: [sacrifice("self")] }],
});

// Lesser Werewolf: {B}: If this creature's power is 1 or more, it gets -1/-0 until end of turn and put a -0/-1 counter on target creature blocking or blocked by this creature. Activate only during the declare blockers step.
import { ability, addCounters, card, pump } from "../dsl";
import type { TargetSpec } from "../types";

const blockingOrBlockedByIt: TargetSpec = {
  text: "target creature blocking or blocked by this creature",
  object: { types: ["Creature"], blockingOrBlockedBySource: true },
};

export default card({
  name: "Lesser Werewolf",
  abilities: [ability(
    "{B}: If this creature's power is 1 or more, it gets -1/-0 until end of turn and put a -0/-1 counter on target creature blocking or blocked by this creature. Activate only during the declare blockers step.",
    { mana: "{B}" },
    // Ruling 2009-10-01: it may be activated at any power; the power is checked as it resolves (CR 608.2c).
    [{ do: "if", test: (ctx) => { const o = ctx.self(); return !!o && ctx.g.chars(o).power >= 1; }, then: [
      pump(-1, 0, "self", "end_of_turn"),
      addCounters("-0/-1", 1, "target"),
    ] }],
    { targets: [blockingOrBlockedByIt], timing: "declare_blockers_step", ai: { targets: "harmful", trick: true } },
  )],
});

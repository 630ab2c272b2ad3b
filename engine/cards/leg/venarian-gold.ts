// Venarian Gold: Enchant creature / When this Aura enters, tap enchanted creature and put X sleep counters on it. / Enchanted creature doesn't untap during its controller's untap step if it has a sleep counter on it. / At the beginning of the upkeep of enchanted creature's controller, remove a sleep counter from that creature.
import { addCounters, card, enchantCreature, tap } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

const SLEEP = "sleep";
const host = (g: Game, self: GameObject): GameObject | undefined => {
  const h = self.attachedTo && !g.isPlayer(self.attachedTo) ? g.obj(self.attachedTo) : undefined;
  return h && h.zone === "battlefield" ? h : undefined;
};

export default card({
  name: "Venarian Gold",
  enchant: enchantCreature,
  triggers: [
    {
      text: "When this Aura enters, tap enchanted creature and put X sleep counters on it.",
      when: { on: "enters", self: true },
      // CR 107.3m: X is the value chosen for the Aura spell (0 if it was put onto the battlefield otherwise).
      effect: [tap("enchanted"), addCounters(SLEEP, (ctx) => ctx.self()?.x ?? 0, "enchanted")],
    },
    {
      text: "At the beginning of the upkeep of enchanted creature's controller, remove a sleep counter from that creature.",
      when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
      effect: [{ do: "removeCounters", what: "enchanted", kind: SLEEP, n: 1 }],
    },
  ],
  // CR 502.3: judged in the untap step, from the counters on the creature (any sleep counter, whatever put it there).
  untapRules: [{ doesntUntap: "enchanted", condition: (g, self) => (host(g, self)?.counters[SLEEP] ?? 0) > 0 }],
  ai: { targets: "harmful" },
});

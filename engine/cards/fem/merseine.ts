// Merseine: Enchant creature / This Aura enters with three net counters on it. / Enchanted creature doesn't untap during its controller's untap step if this Aura has a net counter on it. / Pay enchanted creature's mana cost: Remove a net counter from this Aura. Only the controller of the enchanted creature may activate this ability.
import { ability, card, enchantCreature } from "../dsl";

const NET = "net";

export default card({
  name: "Merseine",
  enchant: enchantCreature,
  replacements: [{ enters: "counters", kind: NET, n: 3 }], // CR 614.1c, 122.6
  // CR 502.3 (untap.ts), checked as the untap step's untapping happens.
  untapRules: [{ doesntUntap: "enchanted", condition: (_g, self) => (self.counters[NET] ?? 0) > 0 }],
  abilities: [
    // Its colored symbols included (ruling 2004-10-04); any number of times, at instant speed (ruling 2004-10-04).
    ability("Pay enchanted creature's mana cost: Remove a net counter from this Aura. Only the controller of the enchanted creature may activate this ability.",
      { manaOfEnchanted: true }, [{ do: "removeCounters", what: "self", kind: NET, n: 1 }], {
        // CR 602.2: who may activate it; the player who does controls the ability (CR 113.8).
        by: "any",
        condition: (g, self, player) => { const c = self.attachedTo ? g.obj(self.attachedTo) : undefined; return !!c && g.chars(c).controller === player; },
        conditionText: "by the controller of the enchanted creature",
      }),
  ],
  ai: { targets: "harmful" },
});

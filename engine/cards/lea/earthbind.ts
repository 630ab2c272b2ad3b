// Earthbind: Enchant creature / When this Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that creature and this Aura gains "Enchanted creature loses flying."
import { card, damage, enchantCreature } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

/** The ability the Aura gains, recorded as an effect on the Aura itself (CR 611.2c). */
const GAINED = "enchanted creature loses flying";

const hostHasFlying = (g: Game, self: GameObject): boolean => {
  const host = self.attachedTo && !g.isPlayer(self.attachedTo) ? g.obj(self.attachedTo) : undefined;
  return !!host && host.zone === "battlefield" && g.chars(host).types.includes("Creature") && g.chars(host).keywords.has("flying");
};

export default card({
  name: "Earthbind",
  enchant: enchantCreature,
  triggers: [{
    text: "When this Aura enters, if enchanted creature has flying, this Aura deals 2 damage to that creature and this Aura gains \"Enchanted creature loses flying.\"",
    when: { on: "enters", self: true },
    // CR 603.4: checked as it triggers (the Aura enters attached, CR 303.4f) and on resolution.
    condition: (g, self) => hostHasFlying(g, self),
    effect: [damage(2, "enchanted"), { do: "grant", what: "self", keywords: [GAINED], until: "indefinitely" }],
  }],
  statics: [{
    text: "Enchanted creature loses flying.",
    affects: "enchanted",
    layer: "6",
    mod: { removeKeywords: ["flying"] },
    // Only once the Aura has gained the ability; later grants of flying win by timestamp (CR 613.7,
    // ruling 2004-10-04).
    condition: (g, self) => g.state.effects.some((e) => e.objects.includes(self.id) && "addKeywords" in e.mod && e.mod.addKeywords.includes(GAINED)),
  }],
  ai: { targets: "harmful" },
});

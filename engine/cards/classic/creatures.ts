/** Classic creatures. */
import type { PlayerId } from "../../types";
import { printedChars } from "../../core/layers";
import { register } from "../registry";
import { anthem, anyTarget, controlsLandType, askToPay, manaAbility, permanentWith, pump, regenerateSelf, sourceOf, sourcePermanent, tapAbility, target } from "../lib";
import type { CardDef, Keyword, StaticDef } from "../types";

const vanilla = (name: string, ...keywords: Keyword[]): CardDef => ({ name, keywords });

/** "Other <Type> get +1/+1 and have <landwalk>" (Lord of Atlantis, Goblin King): layers 6 and 7c. */
function lord(type: string, walk: Keyword): StaticDef[] {
  const affects: StaticDef["affects"] = (_g, self, t, c) => t.id !== self.id && c.subtypes.includes(type);
  return [
    { layer: "abilities", affects, apply: (c) => { c.keywords.add(walk); } },
    anthem(1, 1, affects),
  ];
}

register(
  vanilla("Grizzly Bears"), vanilla("Hill Giant"), vanilla("Craw Wurm"), vanilla("Gray Ogre"), vanilla("Savannah Lions"),
  vanilla("Mons's Goblin Raiders"), vanilla("Merfolk of the Pearl Trident"), vanilla("Ironroot Treefolk"), vanilla("Pearled Unicorn"),
  vanilla("Scryb Sprites", "flying"), vanilla("Giant Spider", "reach"), vanilla("Serra Angel", "flying", "vigilance"),
  vanilla("Air Elemental", "flying"), vanilla("Mahamoti Djinn", "flying"),
  vanilla("White Knight", "first_strike", "protection_from_black"), vanilla("Black Knight", "first_strike", "protection_from_white"),
  vanilla("Wall of Stone", "defender"), vanilla("Wall of Ice", "defender"),
  vanilla("Juggernaut", "attacks_each_combat", "cant_be_blocked_by_walls"),
  {
    name: "Shivan Dragon", keywords: ["flying"],
    abilities: [{ cost: "{R}", text: "{R}: This creature gets +1/+0 until end of turn.", effect: (g, item) => { const o = sourcePermanent(g, item); if (o) pump(g, o.id, 1, 0); } }],
  },
  { name: "Llanowar Elves", abilities: [manaAbility("{T}: Add {G}.", { fixed: "G" })] },
  { name: "Birds of Paradise", keywords: ["flying"], abilities: [manaAbility("{T}: Add one mana of any color.", { anyColor: 1 })] },
  {
    name: "Prodigal Sorcerer",
    abilities: [tapAbility("", "{T}: This creature deals 1 damage to any target.", (g, item) => {
      const t = target(item, 0);
      if (t !== undefined) g.dealDamage(sourceOf(g, item), t, 1);
    }, [anyTarget])],
  },
  {
    name: "Royal Assassin",
    abilities: [tapAbility("", "{T}: Destroy target tapped creature.", (g, item) => {
      const t = target(item, 0);
      if (t) g.destroy(t);
    }, [permanentWith("target tapped creature", (c, o) => c.types.includes("Creature") && o.tapped)])],
  },
  { name: "Drudge Skeletons", abilities: [{ cost: "{B}", text: "{B}: Regenerate this creature.", effect: regenerateSelf }] },
  {
    name: "Sengir Vampire", keywords: ["flying"],
    triggers: [{
      when: { on: "dies", which: "damaged_by_self" },
      text: "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on this creature.",
      effect: (g, item) => {
        const o = sourcePermanent(g, item);
        if (o) o.counters["+1/+1"] = (o.counters["+1/+1"] ?? 0) + 1;
      },
    }],
  },
  { name: "Lord of Atlantis", statics: lord("Merfolk", "islandwalk") },
  { name: "Goblin King", statics: lord("Goblin", "mountainwalk") },
  {
    name: "Frozen Shade",
    abilities: [{ cost: "{B}", text: "{B}: This creature gets +1/+1 until end of turn.", effect: (g, item) => { const o = sourcePermanent(g, item); if (o) pump(g, o.id, 1, 1); } }],
  },
  {
    name: "Hypnotic Specter", keywords: ["flying"],
    triggers: [{
      when: { on: "deals_damage_to_opponent" },
      text: "Whenever this creature deals damage to an opponent, that player discards a card at random.",
      effect: (g, item) => g.discardAtRandom(item.data!.player as PlayerId, 1),
    }],
  },
  {
    name: "Sedge Troll",
    statics: [anthem(1, 1, (g, self, t, c) => t.id === self.id && controlsLandType(g, c.controller, "Swamp"))],
    abilities: [{ cost: "{B}", text: "{B}: Regenerate this creature.", effect: regenerateSelf }],
  },
  {
    name: "Keldon Warlord",
    // CR 604.3: a characteristic-defining ability. Types aren't changed by any classic effect, so
    // printed types are read here, which also keeps two Warlords from depending on each other.
    cdaPowerToughness: (g, _self, controller) =>
      g.battlefield().filter((o) => o.controller === controller && printedChars(o).types.includes("Creature") && !printedChars(o).subtypes.includes("Wall")).length,
  },
  {
    name: "Force of Nature", keywords: ["trample"],
    triggers: [{
      when: { on: "upkeep", whose: "yours" },
      text: "At the beginning of your upkeep, this creature deals 8 damage to you unless you pay {G}{G}{G}{G}.",
      effect: (g, item, answer) => {
        const r = askToPay(g, item, item.controller, "{G}{G}{G}{G}", answer);
        if (r.request) return r.request;
        if (!r.paid) g.dealDamage(sourceOf(g, item), item.controller, 8);
      },
    }],
  },
);

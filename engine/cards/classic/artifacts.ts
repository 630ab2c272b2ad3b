/** Classic artifacts. */
import { register } from "../registry";
import { anyTarget, isCreature, manaAbility, permanentWith, sourceOf, sourcePermanent, tapAbility, target, targetPlayer, destroyAll } from "../lib";
import type { CardDef, TriggerDef } from "../types";
import type { PlayerId } from "../../types";

const mox = (name: string, c: "W" | "U" | "B" | "R" | "G"): CardDef => ({ name, abilities: [manaAbility(`{T}: Add {${c}}.`, { fixed: c })] });

/** Black Vise and The Rack: "At the beginning of the chosen player's upkeep, this deals X damage to that player". */
const upkeepPunisher = (x: (handSize: number) => number, text: string): TriggerDef => ({
  when: { on: "upkeep", whose: "chosen" },
  text,
  effect: (g, item) => {
    const p = item.data!.player as PlayerId;
    const n = x(g.player(p).hand.length); // X is computed on resolution
    if (n > 0) g.dealDamage(sourceOf(g, item), p, n);
  },
});

register(
  { name: "Black Lotus", abilities: [manaAbility("{T}, Sacrifice this artifact: Add three mana of any one color.", { anyColor: 3 }, { sacrificeSelf: true })] },
  mox("Mox Pearl", "W"), mox("Mox Sapphire", "U"), mox("Mox Jet", "B"), mox("Mox Ruby", "R"), mox("Mox Emerald", "G"),
  { name: "Sol Ring", abilities: [manaAbility("{T}: Add {C}{C}.", { fixed: "CC" })] },
  {
    name: "Howling Mine",
    triggers: [{
      when: { on: "draw_step", whose: "each" },
      text: "At the beginning of each player's draw step, if this artifact is untapped, that player draws an additional card.",
      // CR 603.4: intervening "if", checked on triggering and on resolution.
      // `self` is the Mine, or its last known state if it has left the battlefield (ruling 2004-10-04).
      condition: (_g, self) => !self.tapped,
      effect: (g, item) => g.draw(item.data!.player as PlayerId),
    }],
  },
  {
    name: "Icy Manipulator",
    abilities: [tapAbility("{1}", "{1}, {T}: Tap target artifact, creature, or land.", (g, item) => {
      const t = target(item, 0);
      if (t) g.tap(t);
    }, [permanentWith("target artifact, creature, or land", (c) => c.types.some((t) => t === "Artifact" || t === "Creature" || t === "Land"))])],
  },
  {
    name: "Nevinyrral's Disk",
    entersTapped: true,
    abilities: [tapAbility("{1}", "{1}, {T}: Destroy all artifacts, creatures, and enchantments.",
      destroyAll((c) => c.types.includes("Artifact") || isCreature(c) || c.types.includes("Enchantment")))],
  },
  {
    name: "Rod of Ruin",
    abilities: [tapAbility("{3}", "{3}, {T}: This artifact deals 1 damage to any target.", (g, item) => {
      const t = target(item, 0);
      if (t !== undefined) g.dealDamage(sourceOf(g, item), t, 1);
    }, [anyTarget])],
  },
  {
    name: "Black Vise",
    chooseOpponentOnEntry: true,
    triggers: [upkeepPunisher((h) => h - 4, "At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is the number of cards in their hand minus 4.")],
  },
  {
    name: "The Rack",
    chooseOpponentOnEntry: true,
    triggers: [upkeepPunisher((h) => 3 - h, "At the beginning of the chosen player's upkeep, this artifact deals X damage to that player, where X is 3 minus the number of cards in their hand.")],
  },
  { name: "Jayemdae Tome", abilities: [tapAbility("{4}", "{4}, {T}: Draw a card.", (g, item) => g.draw(item.controller))] },
  {
    name: "Millstone",
    abilities: [tapAbility("{2}", "{2}, {T}: Target player mills two cards.", (g, item) => {
      const t = target(item, 0);
      if (t) g.mill(t as PlayerId, 2);
    }, [targetPlayer])],
  },
);
void sourcePermanent;

/** Classic instants. */
import type { PlayerId } from "../../types";
import { counterSpell } from "../../core/resolve";
import { register } from "../registry";
import {
  anyTarget, askToPay, damageTarget, destroyTarget, isCreature, permanentWith, pump, sourceOf, spellOfColor, target,
  targetCreature, targetPlayer, targetSpell,
} from "../lib";
import type { Color } from "../types";
import type { CardDef } from "../types";

/** Blue and Red Elemental Blast. */
function blast(name: string, color: Color, word: string): CardDef {
  return {
    name,
    spell: {
      modes: [
        { text: `Counter target ${word} spell.`, targets: [spellOfColor(color, word)], effect: (g, item) => { const t = target(item, 0); if (t) counterSpell(g, t); } },
        { text: `Destroy target ${word} permanent.`, targets: [permanentWith(`target ${word} permanent`, (c) => c.colors.includes(color))], effect: destroyTarget() },
      ],
    },
  };
}

register(
  { name: "Lightning Bolt", spell: { targets: [anyTarget], effect: damageTarget(() => 3) } },
  { name: "Giant Growth", spell: { targets: [targetCreature], effect: (g, item) => { const t = target(item, 0); if (t) pump(g, t, 3, 3); } } },
  { name: "Counterspell", spell: { targets: [targetSpell], effect: (g, item) => { const t = target(item, 0); if (t) counterSpell(g, t); } } },
  { name: "Dark Ritual", spell: { effect: (g, item) => g.addMana(item.controller, ["B", "B", "B"]) } },
  {
    name: "Healing Salve",
    spell: {
      modes: [
        { text: "Target player gains 3 life.", targets: [targetPlayer], effect: (g, item) => { const t = target(item, 0); if (t) g.gainLife(t as PlayerId, 3); } },
        {
          text: "Prevent the next 3 damage that would be dealt to any target this turn.", targets: [anyTarget],
          effect: (g, item) => {
            const t = target(item, 0);
            if (t) g.state.shields.push({ id: g.state.nextId++, protects: t, amount: 3 }); // CR 615.7
          },
        },
      ],
    },
  },
  { name: "Unsummon", spell: { targets: [targetCreature], effect: (g, item) => { const t = target(item, 0); if (t) g.move(t, "hand"); } } },
  {
    name: "Terror",
    spell: { targets: [permanentWith("target nonartifact, nonblack creature", (c) => isCreature(c) && !c.types.includes("Artifact") && !c.colors.includes("B"))], effect: destroyTarget({ noRegen: true }) },
  },
  {
    name: "Swords to Plowshares",
    spell: {
      targets: [targetCreature],
      effect: (g, item) => {
        const t = target(item, 0);
        const o = t ? g.obj(t) : undefined;
        if (!o) return;
        // Its power as it last existed on the battlefield (CR 608.2h).
        const power = g.chars(o).power;
        const controller = o.controller;
        g.move(o.id, "exile");
        g.gainLife(controller, Math.max(0, power));
      },
    },
  },
  {
    name: "Disenchant",
    spell: { targets: [permanentWith("target artifact or enchantment", (c) => c.types.includes("Artifact") || c.types.includes("Enchantment"))], effect: destroyTarget() },
  },
  { name: "Ancestral Recall", spell: { targets: [targetPlayer], effect: (g, item) => { const t = target(item, 0); if (t) g.draw(t as PlayerId, 3); } } },
  {
    name: "Psionic Blast",
    spell: {
      targets: [anyTarget],
      effect: (g, item) => {
        const src = sourceOf(g, item);
        const t = target(item, 0);
        if (t !== undefined) g.dealDamage(src, t, 4);
        g.dealDamage(src, item.controller, 2);
      },
    },
  },
  {
    name: "Power Sink",
    spell: {
      targets: [targetSpell],
      effect: (g, item, answer) => {
        const t = target(item, 0);
        const spell = t ? g.state.stack.find((i) => i.id === t) : undefined;
        if (!spell) return;
        const x = item.x ?? 0;
        // CR 118.5: even a cost of {0} is not paid automatically; its controller chooses.
        const r = askToPay(g, item, spell.controller, `{${x}}`, answer);
        if (r.request) return r.request;
        if (r.paid) return;
        counterSpell(g, spell.id);
        // "they tap all lands with mana abilities they control and lose all unspent mana"
        for (const o of g.battlefield()) {
          if (o.controller === spell.controller && g.chars(o).types.includes("Land")) g.tap(o.id);
        }
        g.player(spell.controller).manaPool.length = 0;
      },
    },
  },
  blast("Blue Elemental Blast", "R", "red"),
  blast("Red Elemental Blast", "U", "blue"),
  { name: "Fog", spell: { effect: (g) => { g.state.preventAllCombatDamage = true; } } },
  { name: "Shatter", spell: { targets: [permanentWith("target artifact", (c) => c.types.includes("Artifact"))], effect: destroyTarget() } },
);

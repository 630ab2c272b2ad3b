/** Classic enchantments and Auras. */
import type { PlayerId } from "../../types";
import { Illegal } from "../../core/cast";
import { register } from "../registry";
import { anthem, auraPump, isCreature, pump, sourceOf, sourcePermanent, targetCreature } from "../lib";
import type { TargetSpec } from "../types";

const enchantCreature: TargetSpec = { ...targetCreature, text: "target creature (Enchant creature)" };

/** Animate Dead: "creature card in a graveyard", then "creature put onto the battlefield with this Aura". */
const enchantDeadCreature: TargetSpec = {
  text: "target creature card in a graveyard",
  zone: "graveyard",
  test: (g, { obj, chars }, _chooser, self) => {
    if (self.zone === "battlefield" && self.animated) return obj!.id === self.animated && obj!.zone === "battlefield";
    return obj!.zone === "graveyard" && isCreature(chars!);
  },
};

register(
  { name: "Holy Strength", enchant: enchantCreature, statics: [auraPump(1, 2)] },
  { name: "Unholy Strength", enchant: enchantCreature, statics: [auraPump(2, 1)] },
  {
    name: "Firebreathing",
    enchant: enchantCreature,
    abilities: [{
      cost: "{R}", text: "{R}: Enchanted creature gets +1/+0 until end of turn.",
      effect: (g, item) => {
        // The creature enchanted as it resolves, or as Firebreathing last existed on the battlefield (CR 608.2h).
        const aura = sourcePermanent(g, item);
        const host = aura ? aura.attachedTo : item.sourceLast?.attachedTo;
        if (host) pump(g, host, 1, 0);
      },
    }],
  },
  {
    name: "Control Magic",
    enchant: enchantCreature,
    // CR 613.1b: layer 2, control-changing effects.
    statics: [{ layer: "control", affects: (_g, self, t) => self.attachedTo === t.id, apply: (c, self) => { c.controller = self.controller; } }],
  },
  {
    name: "Animate Dead",
    enchant: enchantDeadCreature,
    statics: [auraPump(-1, 0)],
    triggers: [
      {
        when: { on: "self_enters" },
        text: "When this Aura enters, if it's on the battlefield, ... Return enchanted creature card to the battlefield under your control and attach this Aura to it.",
        condition: (g, self) => g.obj(self.id)?.zone === "battlefield",
        effect: (g, item) => {
          const aura = sourcePermanent(g, item);
          if (!aura || !aura.attachedTo) return;
          const card = g.obj(aura.attachedTo);
          if (!card || card.zone !== "graveyard" || !isCreature(g.chars(card))) return;
          const creature = g.move(card.id, "battlefield", { controller: item.controller });
          aura.attachedTo = creature.id;
          aura.animated = creature.id;
        },
      },
      {
        when: { on: "self_leaves" },
        text: "When this Aura leaves the battlefield, that creature's controller sacrifices it.",
        effect: (g, item) => {
          const id = item.data?.creature as string | undefined;
          if (id && g.obj(id)?.zone === "battlefield") g.sacrifice(id);
        },
      },
    ],
  },
  { name: "Crusade", statics: [anthem(1, 1, (_g, _s, _t, c) => c.colors.includes("W"))] },
  { name: "Bad Moon", statics: [anthem(1, 1, (_g, _s, _t, c) => c.colors.includes("B"))] },
  {
    name: "Castle",
    statics: [anthem(0, 2, (_g, self, t, c) => !t.tapped && c.controller === self.controller)],
  },
  {
    name: "Circle of Protection: Red",
    abilities: [{
      cost: "{1}",
      text: "{1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
      effect: (g, item, answer) => {
        if (!answer) {
          // With no red source to choose, the effect does nothing (CR 609.3) rather than wait for an impossible choice.
          const any = [...g.battlefield(), ...g.state.stack.map((i) => g.obj(i.id)).filter((o) => !!o)].some((o) => g.chars(o!).colors.includes("R"));
          if (!any) return;
          return { choose: item.controller, prompt: "Choose a red source", choice: { type: "source", item: item.id } };
        }
        const id = answer.cards?.[0];
        const src = id ? g.obj(id) : undefined;
        if (!src || answer.cards!.length !== 1 || (src.zone !== "battlefield" && src.zone !== "stack") || !g.chars(src).colors.includes("R")) {
          throw new Illegal("bad_action", "Choose one red source: a red permanent or a red spell");
        }
        g.state.shields.push({ id: g.state.nextId++, protects: item.controller, amount: "next", source: src.id });
        g.emit("shield", `Damage from ${src.name} to ${g.player(item.controller).name} will be prevented the next time`, {});
      },
    }],
  },
  {
    name: "Manabarbs",
    triggers: [{
      when: { on: "tapped_for_mana", what: "land" },
      text: "Whenever a player taps a land for mana, this enchantment deals 1 damage to that player.",
      effect: (g, item) => { g.dealDamage(sourceOf(g, item), item.data!.player as PlayerId, 1); },
    }],
  },
  {
    name: "Pestilence",
    triggers: [{
      when: { on: "end_step", whose: "each" },
      text: "At the beginning of the end step, if no creatures are on the battlefield, sacrifice this enchantment.",
      condition: (g) => !g.battlefield().some((o) => isCreature(g.chars(o))),
      effect: (g, item) => { const o = sourcePermanent(g, item); if (o) g.sacrifice(o.id); },
    }],
    abilities: [{
      cost: "{B}", text: "{B}: This enchantment deals 1 damage to each creature and each player.",
      effect: (g, item) => {
        const src = sourceOf(g, item);
        for (const o of g.battlefield().filter((b) => isCreature(g.chars(b)))) g.dealDamage(src, o.id, 1);
        for (const p of ["A", "B"] as PlayerId[]) g.dealDamage(src, p, 1);
      },
    }],
  },
);

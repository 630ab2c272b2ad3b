// Farrel's Mantle: Enchant creature / Whenever enchanted creature attacks and isn't blocked, its controller may have it deal damage equal to its power plus 2 to another target creature. If that player does, the attacking creature assigns no combat damage this turn.
import { assignsNoCombatDamage, card, code, enchantCreature } from "../dsl";
export default card({
  name: "Farrel's Mantle",
  enchant: enchantCreature,
  triggers: [{
    text: "Whenever enchanted creature attacks and isn't blocked, its controller may have it deal damage equal to its power plus 2 to another target creature. If that player does, the attacking creature assigns no combat damage this turn.",
    when: { on: "unblocked", enchanted: true },
    // Ruling 2011-01-25: "another" creature: not the enchanted (attacking) one.
    targets: [{ text: "another target creature", object: { types: ["Creature"], where: (g, o, _c, ctx) => o.id !== (ctx.source ? g.obj(ctx.source)?.attachedTo : undefined) } }],
    effect: [
      // Ruling 2004-10-04: the enchanted creature's controller decides.
      { do: "may", who: { controllerOf: "that_object" }, prompt: "Have the enchanted creature deal damage equal to its power plus 2 to the target creature (it then assigns no combat damage this turn)?", then: [
        code((ctx) => {
          const attacker = ctx.data.object ? ctx.g.obj(ctx.data.object) : undefined;
          const [to] = ctx.who("target");
          if (!attacker || attacker.zone !== "battlefield" || to === undefined) return;
          ctx.g.dealDamage(ctx.g.sourceInfo(attacker), to, Math.max(0, ctx.g.chars(attacker).power + 2));
        }),
        assignsNoCombatDamage("that_object"),
      ] },
    ],
    ai: { targets: "harmful" },
  }],
  ai: { targets: "helpful" },
});

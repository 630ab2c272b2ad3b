// Tracker: {G}{G}, {T}: This creature deals damage equal to its power to target creature. That creature deals damage equal to its power to this creature.
import { ability, card, code, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Tracker",
  abilities: [
    ability("{G}{G}, {T}: This creature deals damage equal to its power to target creature. That creature deals damage equal to its power to this creature.", tapCost("{G}{G}"), [
      code((ctx) => {
        const t = ctx.target(0);
        const target = t ? ctx.g.obj(t) : undefined;
        if (!target) return; // CR 608.2b: an illegal target: the ability does nothing (ruling 2004-10-04)
        // Not combat damage: first strike doesn't matter (ruling 2004-10-04). If Tracker left the
        // battlefield, it still deals damage with its last known power (CR 113.7a, 608.2h).
        const me = ctx.sourceNowOrLast();
        const power = !me ? 0 : "zone" in me ? ctx.g.chars(me).power : me.power;
        ctx.g.dealDamage(ctx.source(), target.id, power);
        // Then the target deals damage equal to its power to Tracker, if Tracker is still there
        // (targeting itself, Tracker deals damage to itself twice: ruling 2009-10-01).
        const self = ctx.self();
        const now = ctx.g.obj(target.id);
        if (self && now && now.zone === "battlefield") ctx.g.dealDamage(ctx.g.sourceInfo(now), self.id, ctx.g.chars(now).power);
      }),
    ], { targets: [targetCreature], ai: { targets: "harmful" } }),
  ],
});

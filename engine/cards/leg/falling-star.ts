// Falling Star: Flip Falling Star onto the playing area from a height of at least one foot. Falling Star deals 3 damage to each creature it lands on. Tap all creatures dealt damage by Falling Star. If Falling Star doesn't turn completely over at least once during the flip, it has no effect.
import { card, code } from "../dsl";
import { aimAndFlip } from "../dexterity";

export default card({
  name: "Falling Star",
  dexterity: true,
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      const landing = aimAndFlip(ctx, ctx.controller, { name: "Falling Star" });
      // "If Falling Star doesn't turn completely over ... it has no effect."
      if (!landing.turnedOver) return;
      const creatures = landing.touched.filter((id) => g.chars(g.obj(id)!).types.includes("Creature"));
      const source = ctx.source();
      // CR 120.3; only those actually dealt damage (not prevented) are tapped.
      const dealt: string[] = [];
      for (const id of creatures) if (g.dealDamage(source, id, 3) > 0) dealt.push(id);
      for (const id of dealt) if (g.obj(id)?.zone === "battlefield") g.tap(id);
    })],
  },
  ai: { value: 1.5 },
});

// Ifh-Bíff Efreet: Flying / {G}: This creature deals 1 damage to each creature with flying and each player. Any player may activate this ability.
import { card, ability, code } from "../dsl";
export default card({
  name: "Ifh-Bíff Efreet",
  keywords: ["flying"],
  abilities: [
    // CR 602.2: any player may activate it, paying its cost (602.1a); its controller still controls the Efreet.
    ability("{G}: This creature deals 1 damage to each creature with flying and each player. Any player may activate this ability.", { mana: "{G}" }, [
      code((ctx) => {
        const g = ctx.g;
        const src = ctx.source();
        const to = [...ctx.all({ types: ["Creature"], keywords: ["flying"] }), g.state.turn.active, g.state.turn.active === "A" ? "B" : "A"];
        // One simultaneous event (CR 120.2).
        g.simultaneously(() => { for (const r of to) g.dealDamage(src, r, 1); });
      }),
    ], { by: "any" }),
  ],
});

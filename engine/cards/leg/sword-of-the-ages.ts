// Sword of the Ages: This artifact enters tapped. / {T}, Sacrifice this artifact and any number of creatures you control: This artifact deals X damage to any target, where X is the total power of the creatures sacrificed this way, then exile this artifact and those creature cards.
import { ability, anyTarget, card, code, tapCost } from "../dsl";

export default card({
  name: "Sword of the Ages",
  replacements: [{ enters: "tapped" }], // CR 614.1c
  abilities: [ability(
    "{T}, Sacrifice this artifact and any number of creatures you control: This artifact deals X damage to any target, where X is the total power of the creatures sacrificed this way, then exile this artifact and those creature cards.",
    tapCost(undefined, { sacrificeSelf: true, sacrifice: { filter: { types: ["Creature"] }, count: "any", text: "any number of creatures you control" } }),
    [code((ctx) => {
      const g = ctx.g;
      const src = ctx.item.source;
      // The creatures as they last existed on the battlefield (ruling; CR 608.2h); the Sword's own
      // entry is not one of "the creatures sacrificed this way".
      const creatures = (ctx.item.paid?.sacrificed ?? []).filter((lk) => lk.id !== src);
      const x = Math.max(0, creatures.reduce((n, lk) => n + lk.power, 0)); // CR 107.1b
      const t = ctx.target(0);
      if (t !== undefined && x > 0) g.dealDamage(ctx.source(), t, x);
      // Then exile the cards, if they are still in a graveyard (a token ceased to exist, CR 704.5d).
      const sword = ctx.item.paid?.sacrificed?.find((lk) => lk.id === src);
      const cards = [...(sword ? [sword] : []), ...creatures].filter((lk) => lk.card >= 0);
      for (const lk of cards) {
        const id = g.player(lk.owner).graveyard.find((gid) => g.obj(gid)?.card === lk.card);
        if (id) g.move(id, "exile");
      }
    })],
    { targets: [anyTarget], ai: { targets: "harmful", never: true } },
  )],
  ai: { value: 0.5 },
});

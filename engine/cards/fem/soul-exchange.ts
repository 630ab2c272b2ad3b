// Soul Exchange: As an additional cost to cast this spell, exile a creature you control. / Return target creature card from your graveyard to the battlefield. Put a +2/+2 counter on that creature if the exiled creature was a Thrull.
import { card, cardInYourGraveyard, code } from "../dsl";
import { exiledHadSubtype } from "../shared/paid-subtype";

const exiledThrull = exiledHadSubtype("Thrull");

export default card({
  name: "Soul Exchange",
  spell: {
    // CR 601.2b, 601.2h: exactly one creature (ruling 2004-10-04), exiled as the spell is cast, after
    // its target is chosen (601.2c), so the exiled creature can't be the target.
    additionalCost: { exile: { zone: "battlefield", filter: { types: ["Creature"] }, count: 1, text: "Exile a creature you control" } },
    targets: [cardInYourGraveyard("target creature card from your graveyard", { types: ["Creature"] })],
    effect: [code((ctx) => {
      const t = ctx.target();
      if (t === undefined) return;
      const n = ctx.g.move(t, "battlefield", { controller: ctx.controller });
      // Not targeted: protection from black doesn't stop the counter (ruling 2004-10-04). The exiled
      // creature as it last existed (CR 608.2h); the counter applies in layer 7c (CR 613.4c).
      if (n.zone === "battlefield" && exiledThrull(ctx)) ctx.g.addCounters(n.id, "+2/+2", 1);
    })],
  },
  ai: { targets: "helpful" },
});

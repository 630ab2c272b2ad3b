// Glyph of Doom: Choose target Wall creature. At this turn's next end of combat, destroy all creatures that were blocked by that creature this turn.
import { card, code } from "../dsl";
import { blockedByThisTurn } from "../../core/history";
export default card({
  name: "Glyph of Doom",
  spell: {
    targets: [{ text: "target Wall creature", object: { types: ["Creature"], subtypes: ["Wall"] } }],
    effect: [{ do: "delayed", index: 0, object: "target" }],
  },
  delayed: [{
    text: "Destroy all creatures that were blocked by that creature this turn.",
    at: { at: "end_of_combat" }, // CR 511.2: this turn's next end of combat
    // The blocks this turn are in the turn history (history.ts); each creature that is still the same object is destroyed.
    effect: [code((ctx) => {
      const wall = ctx.data.object;
      if (typeof wall !== "string") return;
      const ids = blockedByThisTurn(ctx.g, wall).map((b) => b.attacker).filter((id) => ctx.g.obj(id)?.zone === "battlefield");
      ctx.g.simultaneously(() => { for (const id of ids) ctx.g.destroy(id); });
    })],
  }],
  ai: { targets: "helpful" },
});

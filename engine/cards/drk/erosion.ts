// Erosion: Enchant land / At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {1} or 1 life.
import { card, code, enchant, land } from "../dsl";
import { Illegal } from "../../core/errors";
import { autoPay, canAutoPay, parseCost } from "../../core/mana";

export default card({
  name: "Erosion",
  enchant: enchant("land", land),
  triggers: [{
    text: "At the beginning of the upkeep of enchanted land's controller, destroy that land unless that player pays {1} or 1 life.",
    when: { on: "step", step: "upkeep", whose: "enchanted_controller" },
    effect: [code((ctx) => {
      const g = ctx.g;
      const p = ctx.who("that_player")[0];
      if (p !== "A" && p !== "B") return;
      // CR 118.12: a "pay or not" decision, always asked. CR 119.4: 1 life can be paid with 1 or more life.
      const mana = canAutoPay(g, p, parseCost("{1}"));
      const life = g.player(p).life >= 1;
      const cost = mana === life ? "{1} or 1 life" : mana ? "{1}" : "1 life";
      const pay = ctx.ask(p, `Pay ${cost}? If you don't, destroy the land enchanted by Erosion`, { type: "pay", cost }).value === true;
      if (pay && !mana && !life) throw new Illegal("cannot_pay", "You can't pay {1} or 1 life");
      if (pay) {
        // Which of the two, when both can be paid: 1 = {1}, 2 = 1 life (Oracle order).
        const how = mana && life ? ctx.chooseOption(p, "Pay {1} or 1 life?", ["Pay {1}", "Pay 1 life"]) : mana ? 1 : 2;
        if (how === 1) { autoPay(g, p, parseCost("{1}")); g.emit("paid", `${g.player(p).name} pays {1}`, { player: p }); }
        else g.loseLife(p, 1);
        return;
      }
      for (const id of ctx.who("enchanted")) g.destroy(id);
    })],
  }],
  ai: { targets: "harmful" },
});

// Cleansing: For each land, destroy that land unless any player pays 1 life.
import { card, code, land } from "../dsl";
import { Illegal } from "../../core/errors";
import { matches } from "../../core/filters";
import { other } from "../../types";

export default card({
  name: "Cleansing",
  spell: {
    effect: [code((ctx) => {
      const g = ctx.g;
      const lands = g.battlefield().filter((o) => matches(g, o, g.chars(o), land, { you: ctx.controller }));
      const ap = g.state.turn.active;
      // Each player's life as the payments so far leave it (CR 119.4: paying N life needs N or more).
      const life = { [ap]: g.player(ap).life, [other(ap)]: g.player(other(ap)).life } as Record<string, number>;
      const paid: Record<string, number> = {};
      const doomed: string[] = [];
      for (const o of lands) {
        let saved = false;
        // Land by land (timestamp order), each player in turn order (CR 101.4) is offered to pay
        // 1 life, until one does. A "pay or not" decision, always asked (CR 118.12).
        for (const p of [ap, other(ap)]) {
          const pay = ctx.ask(p, `Pay 1 life? If no player does, destroy ${o.name}`, { type: "pay", cost: "1 life" }).value === true;
          if (!pay) continue;
          if (life[p]! < 1) throw new Illegal("cannot_pay", "You can't pay 1 life");
          life[p]! -= 1;
          paid[p] = (paid[p] ?? 0) + 1;
          saved = true;
          break;
        }
        if (!saved) doomed.push(o.id);
      }
      for (const p of [ap, other(ap)]) if (paid[p]) g.loseLife(p, paid[p]!);
      g.simultaneously(() => { for (const id of doomed) g.destroy(id); });
    })],
  },
  ai: { value: 1 },
});

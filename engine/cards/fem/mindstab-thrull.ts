// Mindstab Thrull: Whenever this creature attacks and isn't blocked, you may sacrifice it. If you do, defending player discards three cards.
import { card, sacrifice } from "../dsl";
export default card({
  name: "Mindstab Thrull",
  // CR 509.3g; ruling 2004-10-04: the defending player chooses the cards.
  triggers: [{
    text: "Whenever this creature attacks and isn't blocked, you may sacrifice it. If you do, defending player discards three cards.",
    when: { on: "unblocked", self: true },
    effect: [{ do: "may", prompt: "Sacrifice Mindstab Thrull to make the defending player discard three cards?", then: [
      // "If you do": only if it is still yours to sacrifice (CR 701.21a).
      { do: "if", test: (ctx) => ctx.self()?.controller === ctx.controller, then: [sacrifice("self"), { do: "discard", who: "that_player", n: 3 }] },
    ] }],
  }],
  ai: { value: 1 },
});

// Necrite: Whenever this creature attacks and isn't blocked, you may sacrifice it. If you do, destroy target creature defending player controls. It can't be regenerated.
import { card, destroy, sacrifice, target } from "../dsl";
export default card({
  name: "Necrite",
  triggers: [{
    text: "Whenever this creature attacks and isn't blocked, you may sacrifice it. If you do, destroy target creature defending player controls. It can't be regenerated.",
    when: { on: "unblocked", self: true }, // CR 509.3g
    targets: [target("target creature defending player controls", { types: ["Creature"], controller: "opponent" })],
    effect: [{ do: "may", prompt: "Sacrifice Necrite to destroy the target creature?", then: [
      // "If you do": only if it is still yours to sacrifice.
      { do: "if", test: (ctx) => ctx.self()?.controller === ctx.controller, then: [sacrifice("self"), destroy("target", true)] },
    ] }],
    ai: { targets: "harmful" },
  }],
});

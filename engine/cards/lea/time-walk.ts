// Time Walk: Take an extra turn after this one.
import { card, code } from "../dsl";
export default card({
  name: "Time Walk",
  spell: {
    effect: [code((ctx) => {
      // CR 500.7: extra turns are taken in the reverse of the order they were created.
      ctx.g.addExtraTurn(ctx.controller);
    })],
  },
  ai: { value: 2.5, extraTurn: true },
});

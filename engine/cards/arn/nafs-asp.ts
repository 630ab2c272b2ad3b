// Nafs Asp: Whenever this creature deals damage to a player, that player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.
import { card, loseLife } from "../dsl";
const TEXT = "Whenever this creature deals damage to a player, that player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.";
export default card({
  name: "Nafs Asp",
  triggers: [{
    text: TEXT,
    // Ruling 2004-10-04: damage redirected to its controller still triggers it ("a player").
    when: { on: "deals_damage", self: true, to: "player" },
    // CR 603.7a: the delayed ability remembers "that player"; each damage event makes its own (ruling 2004-10-04).
    effect: [{ do: "delayed", index: 0, player: "that_player" }],
  }],
  delayed: [{
    text: "That player loses 1 life at the beginning of their next draw step unless they pay {1} before that draw step.",
    at: { at: "that_players_next_draw_step" },
    // Ruling 2004-10-04: they may pay any time they could pay a cost before that draw step
    // (whenever they have priority: an `activate` naming Nafs Asp); checked as it resolves.
    payBefore: "{1}",
    effect: [{ do: "if", test: (ctx) => !ctx.data.paid, then: [loseLife(1, "that_player")] }],
  }],
});

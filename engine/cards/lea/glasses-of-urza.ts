// Glasses of Urza: {T}: Look at target player's hand.
import { card, ability, code, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Glasses of Urza",
  abilities: [
    ability("{T}: Look at target player's hand.", tapCost(), [code((ctx) => {
      const p = ctx.target(0);
      // CR 701.20e: looking shows the cards only to the player who looks; recorded for the log.
      if (!p || !ctx.g.isPlayer(p)) return;
      // In network play the other program shows that hand to the looker first (CR 701.20e).
      ctx.g.lookAt(ctx.controller, [...ctx.g.player(p).hand]);
      // The log is read by both players: the cards are named only when they are the other player's
      // (who knows their own hand).
      const names = p !== ctx.controller ? `: ${ctx.g.player(p).hand.map((id) => ctx.g.obj(id)!.name).join(", ") || "no cards"}` : "";
      ctx.g.emit("look", `${ctx.g.player(ctx.controller).name} looks at ${ctx.g.player(p).name}'s hand${names}`, { player: ctx.controller, target: p });
    })], { targets: [targetPlayer], ai: { targets: "harmful", never: true } }),
  ],
});

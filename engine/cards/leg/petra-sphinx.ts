// Petra Sphinx: {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard.
import { card, ability, code, tapCost, targetPlayer } from "../dsl";
export default card({
  name: "Petra Sphinx",
  abilities: [
    ability("{T}: Target player chooses a card name, then reveals the top card of their library. If that card has the chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard.", tapCost(), [code((ctx) => {
      const g = ctx.g;
      const p = ctx.target(0);
      if (!p || !g.isPlayer(p)) return;
      // CR 201.4: the target player names a card, even with an empty library (ruling 2004-10-04).
      const name = ctx.chooseName(p, "Name a card. If the top card of your library has that name, it goes to your hand; otherwise to your graveyard.");
      g.emit("name", `${g.player(p).name} chooses the card name ${name}`, { player: p, name });
      const top = g.player(p).library[0];
      if (top === undefined) return; // nothing further happens, and no one loses for it (ruling 2004-10-04)
      g.reveal(p, [top]); // CR 701.20a
      g.move(top, g.obj(top)!.name === name ? "hand" : "graveyard");
    })], { targets: [targetPlayer], ai: { targets: "helpful" } }),
  ],
});

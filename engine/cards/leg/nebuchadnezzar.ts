// Nebuchadnezzar: {X}, {T}: Choose a card name. Target opponent reveals X cards at random from their hand. Then that player discards all cards with that name revealed this way. Activate only during your turn.
import { ability, card, code, tapCost, targetOpponent } from "../dsl";
export default card({
  name: "Nebuchadnezzar",
  abilities: [
    ability("{X}, {T}: Choose a card name. Target opponent reveals X cards at random from their hand. Then that player discards all cards with that name revealed this way. Activate only during your turn.", tapCost("{X}"), [
      // The name is chosen as the ability resolves (ruling 2009-10-01; CR 201.4), before the reveal.
      code((ctx) => {
        const p = ctx.target(0);
        if (!p || !ctx.g.isPlayer(p)) return;
        ctx.memo.name = ctx.chooseName(ctx.controller, "Choose a card name");
      }),
      code((ctx) => {
        const p = ctx.target(0);
        if (!p || !ctx.g.isPlayer(p) || typeof ctx.memo.name !== "string") return;
        const g = ctx.g;
        // X cards at random (all of them if X is the hand's size or more), revealed (CR 701.20a).
        const left = [...g.player(p).hand];
        const shown: string[] = [];
        for (let i = 0; i < ctx.x && left.length; i++) shown.push(left.splice(g.random(left.length), 1)[0]!);
        g.reveal(p, shown);
        const named = shown.filter((id) => g.obj(id)?.name === ctx.memo.name);
        g.simultaneously(() => { for (const id of named) g.discard(p, id); });
      }),
    ], { targets: [targetOpponent], timing: "your_turn", ai: { targets: "harmful" } }),
  ],
});

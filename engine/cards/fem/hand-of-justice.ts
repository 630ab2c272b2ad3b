// Hand of Justice: {T}, Tap three untapped white creatures you control: Destroy target creature.
import { card, destroy, tapCost, ability, targetCreature } from "../dsl";
export default card({
  name: "Hand of Justice",
  abilities: [ability("{T}, Tap three untapped white creatures you control: Destroy target creature.",
    // Three other creatures: this one is already tapped by {T} (CR 118.3, 602.2b); they may be
    // summoning sick (CR 302.6 restricts only their own {T} abilities), and one of them may be the
    // target (ruling 2004-10-04: targets are chosen before costs are paid, CR 601.2c, 601.2h).
    tapCost(undefined, { tapUntapped: { filter: { types: ["Creature"], colors: ["W"], other: true }, count: 3, text: "Tap three untapped white creatures you control" } }),
    [destroy()], { targets: [targetCreature], ai: { targets: "harmful" } })],
});

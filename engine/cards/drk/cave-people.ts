// Cave People: Whenever this creature attacks, it gets +1/-2 until end of turn. / {1}{R}{R}, {T}: Target creature gains mountainwalk until end of turn. (It can't be blocked as long as defending player controls a Mountain.)
import { ability, card, pump, tapCost, targetCreature } from "../dsl";
export default card({
  name: "Cave People",
  triggers: [{ text: "Whenever this creature attacks, it gets +1/-2 until end of turn.", when: { on: "attacks", self: true }, effect: [pump(1, -2, "self")] }],
  abilities: [ability("{1}{R}{R}, {T}: Target creature gains mountainwalk until end of turn.", tapCost("{1}{R}{R}"), [{ do: "grant", what: "target", keywords: ["mountainwalk"], until: "end_of_turn" }], {
    targets: [targetCreature],
    ai: { targets: "helpful" },
  })],
});

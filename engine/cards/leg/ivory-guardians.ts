// Ivory Guardians: Protection from red / Creatures named Ivory Guardians get +1/+1 as long as an opponent controls a nontoken red permanent.
import { anthem, card } from "../dsl";
import { countFor } from "../shared/permanents";

const nontokenRedOfOpponent = { colors: ["R" as const], token: false, controller: "opponent" as const };
export default card({
  name: "Ivory Guardians",
  keywords: ["protection from red"],
  // Every creature named Ivory Guardians, whoever controls it; applies once however many red
  // permanents; several Guardians are cumulative (rulings 2009-10-01). "An opponent" of this
  // Guardian's controller (CR 109.5).
  statics: [anthem(1, 1, { name: "Ivory Guardians" }, (g, self) => countFor(g, nontokenRedOfOpponent, g.chars(self).controller) > 0)],
});

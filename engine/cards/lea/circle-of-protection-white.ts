// Circle of Protection: White: {1}: The next time a white source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: White",
  abilities: [circleOfProtection({ colors: ["W"] }, "white")],
  ai: { bonus: 2 },
});

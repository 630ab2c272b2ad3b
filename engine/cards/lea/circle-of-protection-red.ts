// Circle of Protection: Red: {1}: The next time a red source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: Red",
  abilities: [circleOfProtection({ colors: ["R"] }, "red")],
  ai: { bonus: 2 },
});

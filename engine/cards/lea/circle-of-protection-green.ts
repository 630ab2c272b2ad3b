// Circle of Protection: Green: {1}: The next time a green source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: Green",
  abilities: [circleOfProtection({ colors: ["G"] }, "green")],
  ai: { bonus: 2 },
});

// Circle of Protection: Blue: {1}: The next time a blue source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: Blue",
  abilities: [circleOfProtection({ colors: ["U"] }, "blue")],
  ai: { bonus: 2 },
});

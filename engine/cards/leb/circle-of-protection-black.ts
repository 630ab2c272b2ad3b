// Circle of Protection: Black: {1}: The next time a black source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Circle of Protection: Black",
  abilities: [circleOfProtection({ colors: ["B"] }, "black")],
  ai: { bonus: 2 },
});

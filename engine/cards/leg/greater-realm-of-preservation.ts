// Greater Realm of Preservation: {1}{W}: The next time a black or red source of your choice would deal damage to you this turn, prevent that damage.
import { card } from "../dsl";
import { circleOfProtection } from "../families";
export default card({
  name: "Greater Realm of Preservation",
  abilities: [circleOfProtection({ colors: ["B", "R"] }, "black or red", "{1}{W}")],
  ai: { bonus: 2 },
});

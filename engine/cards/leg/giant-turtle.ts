// Giant Turtle: This creature can't attack if it attacked during your last turn.
import { card } from "../dsl";
export default card({
  name: "Giant Turtle",
  keywords: ["can't attack if it attacked during your last turn"],
});

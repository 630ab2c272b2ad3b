// Righteous Avengers: Plainswalk (This creature can't be blocked as long as defending player controls a Plains.)
import { card } from "../dsl";
export default card({
  name: "Righteous Avengers",
  keywords: ["plainswalk"],
});

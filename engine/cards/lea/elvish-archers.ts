// Elvish Archers: First strike
import { card } from "../dsl";
export default card({
  name: "Elvish Archers",
  keywords: ["first strike"],
});

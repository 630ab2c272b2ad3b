// Scryb Sprites: Flying
import { card } from "../dsl";
export default card({
  name: "Scryb Sprites",
  keywords: ["flying"],
});

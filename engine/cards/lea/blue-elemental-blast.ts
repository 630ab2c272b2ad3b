// Blue Elemental Blast: Choose one — / • Counter target red spell. / • Destroy target red permanent.
import { card } from "../dsl";
import { elementalBlast } from "../families";
export default card({
  name: "Blue Elemental Blast",
  ...elementalBlast("R"),
});

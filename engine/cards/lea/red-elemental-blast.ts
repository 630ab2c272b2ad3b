// Red Elemental Blast: Choose one — / • Counter target blue spell. / • Destroy target blue permanent.
import { card } from "../dsl";
import { elementalBlast } from "../families";
export default card({
  name: "Red Elemental Blast",
  ...elementalBlast("U"),
});

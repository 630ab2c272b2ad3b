// Argothian Treefolk: Prevent all damage that would be dealt to this creature by artifact sources.
import { card } from "../dsl";
export default card({
  name: "Argothian Treefolk",
  // CR 615, 609.7c: a static prevention of damage from sources with a quality.
  prevents: [{ to: "self", from: { types: ["Artifact"] } }],
});

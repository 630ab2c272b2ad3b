// Desert Nomads: Desertwalk / Prevent all damage that would be dealt to this creature by Deserts.
import { card } from "../dsl";
export default card({
  name: "Desert Nomads",
  keywords: ["desertwalk"],
  // CR 615: "Deserts" are sources with the land subtype Desert.
  prevents: [{ to: "self", from: { subtypes: ["Desert"] } }],
});

// Blood Moon: Nonbasic lands are Mountains.
import { card } from "../dsl";
export default card({
  name: "Blood Moon",
  // CR 305.7, 305.8, 613.1d: each land without the supertype basic loses its land types and rules text
  // (its "enters tapped"/"when enters" abilities too, rulings) and is a Mountain with "{T}: Add {R}";
  // its name and supertypes stay (ruling 2021-03-19).
  statics: [{ affects: { types: ["Land"], notSupertypes: ["Basic"] }, layer: "4", mod: { setLandTypes: ["Mountain"] } }],
  ai: { value: 1 },
});

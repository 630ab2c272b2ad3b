// Kird Ape: This creature gets +1/+2 as long as you control a Forest.
import { anthem, card } from "../dsl";
import { youControlA } from "../words";
export default card({
  name: "Kird Ape",
  // CR 611.3a, 613.4c: checked continuously, layer 7c; any land with the subtype Forest counts.
  statics: [anthem(1, 2, "self", youControlA("Forest"))],
});

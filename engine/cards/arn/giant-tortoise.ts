// Giant Tortoise: This creature gets +0/+3 as long as it's untapped.
import { anthem, card } from "../dsl";
export default card({
  name: "Giant Tortoise",
  // CR 611.3a, 613.4c: checked continuously, layer 7c.
  statics: [anthem(0, 3, "self", (_g, self) => !self.tapped)],
});

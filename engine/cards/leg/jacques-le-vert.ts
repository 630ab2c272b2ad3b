// Jacques le Vert: Green creatures you control get +0/+2.
import { anthem, card } from "../dsl";

// Jacques is green himself, so he gets +0/+2 too (ruling 2004-10-04).
export default card({
  name: "Jacques le Vert",
  statics: [anthem(0, 2, { colors: ["G"], controller: "you" })],
});

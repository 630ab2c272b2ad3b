// Gray Ogre: 
import { card, creature } from "../dsl";
export default card({
  name: "Gray Ogre",
  // A vanilla creature: no rules text.
});

// People of the Woods: People of the Woods's toughness is equal to the number of Forests you control.
import { card } from "../dsl";
export default card({
  name: "People of the Woods",
  // CR 604.3: a characteristic-defining ability (layer 7a) for toughness; power stays the printed 1.
  cda: { power: 1, toughness: { count: { subtypes: ["Forest"], controller: "you" } } },
});

// Shatterstorm: Destroy all artifacts. They can't be regenerated.
import { artifact, card, destroy } from "../dsl";
export default card({
  name: "Shatterstorm",
  spell: { effect: [destroy({ all: artifact }, true)] },
});

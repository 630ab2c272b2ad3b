// Powerleech: Whenever an artifact an opponent controls becomes tapped or an opponent activates an artifact's ability without {T} in its activation cost, you gain 1 life.
import { card, artifact, gainLife } from "../dsl";
const text = "Whenever an artifact an opponent controls becomes tapped or an opponent activates an artifact's ability without {T} in its activation cost, you gain 1 life.";
export default card({
  name: "Powerleech",
  triggers: [
    { text, when: { on: "tapped", filter: { ...artifact, controller: "opponent" } }, effect: [gainLife(1)] },
    // CR 602.2, 605.3a: the opponent activates it (any artifact's ability), mana abilities included.
    { text, when: { on: "activated", by: "opponent", filter: artifact, withoutTap: true }, effect: [gainLife(1)] },
  ],
});

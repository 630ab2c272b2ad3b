// Atog: Sacrifice an artifact: This creature gets +2/+2 until end of turn.
import { card, ability, artifact, pump } from "../dsl";
export default card({
  name: "Atog",
  // No {T} in the cost: it may be activated any number of times, even the turn Atog arrives (CR 302.6).
  abilities: [ability("Sacrifice an artifact: This creature gets +2/+2 until end of turn.", { sacrifice: { filter: artifact, count: 1, text: "Sacrifice an artifact" } }, [pump(2, 2, "self")])],
});

// Fire Drake: Flying / {R}: This creature gets +1/+0 until end of turn. Activate only once each turn.
import { card, selfPump } from "../dsl";
export default card({
  name: "Fire Drake",
  keywords: ["flying"],
  // CR 602.5b: "Activate only once each turn".
  abilities: [{ ...selfPump("{R}: This creature gets +1/+0 until end of turn. Activate only once each turn.", "{R}", 1, 0), oncePerTurn: true }],
});

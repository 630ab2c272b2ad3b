// Goblin Rock Sled: Trample / This creature doesn't untap during your untap step if it attacked during your last turn. / This creature can't attack unless defending player controls a Mountain.
import { card } from "../dsl";
import { attackedDuringLastTurnOf } from "../../core/history";
export default card({
  name: "Goblin Rock Sled",
  // CR 508.1c: an attack restriction, judged as attackers are declared.
  keywords: ["trample", "can't attack unless defending player controls a mountain"],
  // CR 502.3: judged in its controller's untap step; "your last turn" is the controller's turn before this one.
  untapRules: [{ doesntUntap: "self", condition: (g, self) => attackedDuringLastTurnOf(g, self.id, g.chars(self).controller) }],
});

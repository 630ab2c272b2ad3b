// Clockwork Avian: Flying / This creature enters with four +1/+0 counters on it. / At end of combat, if this creature attacked or blocked this combat, remove a +1/+0 counter from it. / {X}, {T}: Put up to X +1/+0 counters on this creature. This ability can't cause the total number of +1/+0 counters on this creature to be greater than four. Activate only during your upkeep.
import { card } from "../dsl";
import { clockwork } from "../shared/clockwork";
export default card(clockwork("Clockwork Avian", 4, "four", ["flying"]));

// Vaevictis Asmadi: Flying / At the beginning of your upkeep, sacrifice Vaevictis Asmadi unless you pay {B}{R}{G}. / {B}: Vaevictis Asmadi gets +1/+0 until end of turn. / {R}: Vaevictis Asmadi gets +1/+0 until end of turn. / {G}: Vaevictis Asmadi gets +1/+0 until end of turn.
import { card, selfPump } from "../dsl";
import { upkeepOrSacrifice } from "../families";

export default card({
  name: "Vaevictis Asmadi",
  keywords: ["flying"],
  triggers: [{ ...upkeepOrSacrifice("{B}{R}{G}"), text: "At the beginning of your upkeep, sacrifice Vaevictis Asmadi unless you pay {B}{R}{G}." }],
  abilities: (["B", "R", "G"] as const).map((c) => selfPump(`{${c}}: Vaevictis Asmadi gets +1/+0 until end of turn.`, `{${c}}`, 1, 0)),
  ai: { bonus: -1 },
});

// Tangle Kelp: Enchant creature / When this Aura enters, tap enchanted creature. / Enchanted creature doesn't untap during its controller's untap step if it attacked during its controller's last turn.
import { card, enchantCreature, tap } from "../dsl";
import { attackedDuringLastTurnOf } from "../../core/history";
export default card({
  name: "Tangle Kelp",
  enchant: enchantCreature,
  triggers: [{ text: "When this Aura enters, tap enchanted creature.", when: { on: "enters", self: true }, effect: [tap("enchanted")] }],
  // CR 502.3: judged in the untap step; "its controller's last turn" is that player's turn before this one.
  untapRules: [{ doesntUntap: "enchanted", condition: (g, self) => {
    const host = self.attachedTo && !g.isPlayer(self.attachedTo) ? g.obj(self.attachedTo) : undefined;
    return !!host && attackedDuringLastTurnOf(g, host.id, g.chars(host).controller);
  } }],
  ai: { targets: "harmful" },
});

// Vodalian Knights: First strike / This creature can't attack unless defending player controls an Island. / When you control no Islands, sacrifice this creature. / {U}: This creature gains flying until end of turn.
import { ability, card } from "../dsl";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Vodalian Knights",
  keywords: ["first strike", attacksOnlyIslandOwners],
  triggers: [noIslandsSacrifice],
  abilities: [ability("{U}: This creature gains flying until end of turn.", { mana: "{U}" }, [{ do: "grant", what: "self", keywords: ["flying"], until: "end_of_turn" }], { ai: { trick: true } })],
});

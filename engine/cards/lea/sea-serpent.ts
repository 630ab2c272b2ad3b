// Sea Serpent: This creature can't attack unless defending player controls an Island. / When you control no Islands, sacrifice this creature.
import { card } from "../dsl";
import { attacksOnlyIslandOwners, noIslandsSacrifice } from "../shared/island-creatures";
export default card({
  name: "Sea Serpent",
  keywords: [attacksOnlyIslandOwners],
  triggers: [noIslandsSacrifice],
});

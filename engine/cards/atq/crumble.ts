// Crumble: Destroy target artifact. It can't be regenerated. That artifact's controller gains life equal to its mana value.
import { card, destroy, gainLife, targetArtifact } from "../dsl";
export default card({
  name: "Crumble",
  spell: {
    targets: [targetArtifact],
    // The controller and mana value are those the artifact last had on the battlefield (CR 608.2h).
    // An illegal target means the spell doesn't resolve: no life (ruling 2004-10-04, CR 608.2b).
    effect: [destroy("target", true), gainLife({ stat: "manaValue", of: "target" }, { controllerOf: "target" })],
  },
  ai: { targets: "harmful" },
});

// Terror: Destroy target nonartifact, nonblack creature. It can't be regenerated.
import { card, destroy, target } from "../dsl";
export default card({
  name: "Terror",
  spell: { targets: [target("target nonartifact, nonblack creature", { types: ["Creature"], notTypes: ["Artifact"], notColors: ["B"] })], effect: [destroy("target", true)] },
  ai: { value: 2.6 },
});

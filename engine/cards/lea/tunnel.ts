// Tunnel: Destroy target Wall. It can't be regenerated.
import { card, destroy, target } from "../dsl";
export default card({
  name: "Tunnel",
  spell: { targets: [target("target Wall", { subtypes: ["Wall"] })], effect: [destroy("target", true)] },
  ai: { targets: "harmful" },
});

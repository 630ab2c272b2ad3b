// Northern Paladin: {W}{W}, {T}: Destroy target black permanent.
import { ability, card, destroy, tapCost, target } from "../dsl";
export default card({
  name: "Northern Paladin",
  abilities: [ability("{W}{W}, {T}: Destroy target black permanent.", tapCost("{W}{W}"), [destroy()], { targets: [target("target black permanent", { colors: ["B"] })] })],
});

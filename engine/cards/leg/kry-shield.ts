// Kry Shield: {2}, {T}: Prevent all damage that would be dealt this turn by target creature you control. That creature gets +0/+X until end of turn, where X is its mana value.
import { ability, card, preventBy, pump, tapCost, target } from "../dsl";
export default card({
  name: "Kry Shield",
  abilities: [
    ability("{2}, {T}: Prevent all damage that would be dealt this turn by target creature you control. That creature gets +0/+X until end of turn, where X is its mana value.", tapCost("{2}"),
      [preventBy("target"), pump(0, { stat: "manaValue", of: "target" }, "target")],
      { targets: [target("target creature you control", { types: ["Creature"], controller: "you" })] }),
  ],
  ai: { targets: "helpful" },
});

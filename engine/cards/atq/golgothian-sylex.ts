// Golgothian Sylex: {1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.
import { card, ability, sacrifice, tapCost } from "../dsl";
export default card({
  name: "Golgothian Sylex",
  // All are sacrificed at once (CR 701.21a), the Sylex itself included (its name is from Antiquities).
  abilities: [ability("{1}, {T}: Each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.", tapCost("{1}"),
    [sacrifice({ all: { firstPrinting: "ATQ", token: false } })])],
});

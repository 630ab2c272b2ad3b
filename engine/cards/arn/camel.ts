// Camel: Banding / As long as this creature is attacking, prevent all damage Deserts would deal to this creature and to creatures banded with this creature.
import { card } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import { bandMates } from "../../core/banding";

/** This creature, or an attacking creature in its band (CR 702.22: "banded with"), while it attacks. */
const selfOrBanded = (g: Game, self: GameObject, to?: string): boolean =>
  !!self.attacking && (to === self.id || bandMates(g, self).some((m) => m.id === to));

export default card({
  name: "Camel",
  keywords: ["banding"], // CR 702.22
  // CR 615: static prevention; Deserts' damage in combat too, from animated Deserts (ruling 2004-10-04).
  prevents: [{ from: { subtypes: ["Desert"] }, condition: selfOrBanded }],
});

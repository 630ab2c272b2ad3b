// Wall of Caltrops: Defender (This creature can't attack.) / Whenever this creature blocks a creature, if at least one other Wall creature is blocking that creature and no non-Wall creatures are blocking that creature, this creature gains banding until end of turn.
import { card } from "../dsl";
import type { Filter } from "../types";
import { matches } from "../../core/filters";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";

const wall: Filter = { types: ["Creature"], subtypes: ["Wall"] };

/** At least one other Wall creature and no non-Wall creature blocks the attacker (CR 603.4: checked as it triggers and resolves). */
function onlyWallsBlock(g: Game, self: GameObject, attacker: unknown): boolean {
  if (typeof attacker !== "string") return false;
  const blockers = g.battlefield().filter((o) => o.blocking?.includes(attacker));
  const isWall = (o: GameObject) => matches(g, o, g.chars(o), wall, { you: g.chars(self).controller });
  return blockers.some((o) => o.id !== self.id && isWall(o)) && blockers.every((o) => o.id === self.id || isWall(o));
}

export default card({
  name: "Wall of Caltrops",
  keywords: ["defender"],
  triggers: [{
    text: "Whenever this creature blocks a creature, if at least one other Wall creature is blocking that creature and no non-Wall creatures are blocking that creature, this creature gains banding until end of turn.",
    when: { on: "blocks", self: true, each: true }, // CR 509.3b: once for each creature it blocks
    condition: (g, self, data) => onlyWallsBlock(g, self, data.object),
    // Ruling 2004-10-04: banding comes as it resolves in the declare blockers step; then its
    // controller divides the blocked creature's combat damage among its blockers (CR 702.22j).
    effect: [{ do: "grant", what: "self", keywords: ["banding"], until: "end_of_turn" }],
  }],
});

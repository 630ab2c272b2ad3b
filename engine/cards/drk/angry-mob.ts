// Angry Mob: Trample / During your turn, Angry Mob's power and toughness are each equal to 2 plus the number of Swamps your opponents control. During turns other than yours, Angry Mob's power and toughness are each 2.
import { card } from "../dsl";
import type { Filter } from "../types";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { PlayerId } from "../../types";
import { matches } from "../../core/filters";
import { worded } from "../words";
const swampOfOpponent: Filter = { subtypes: ["Swamp"], controller: "opponent" };
// CR 604.3: a characteristic-defining ability, working in every zone; the land type is data
// (cards/words.ts), for text-changing effects (CR 612).
const mob = worded(swampOfOpponent, (w) => (g: Game, self: GameObject, you: PlayerId): number =>
  g.state.turn.active !== you ? 2 : 2 + g.battlefield().filter((o) => matches(g, o, g.chars(o), w, { you, source: self.id })).length);
export default card({
  name: "Angry Mob",
  keywords: ["trample"],
  cda: { power: mob, toughness: mob },
});

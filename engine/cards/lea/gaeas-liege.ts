// Gaea's Liege: As long as Gaea's Liege isn't attacking, its power and toughness are each equal to the number of Forests you control. As long as Gaea's Liege is attacking, its power and toughness are each equal to the number of Forests defending player controls. / {T}: Target land becomes a Forest until this creature leaves the battlefield.
import { card, ability, tapCost, targetLand } from "../dsl";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { PlayerId } from "../../types";
import { matches } from "../../core/filters";
import { worded } from "../words";

// CR 604.3, 613.4a: a characteristic-defining ability; "Forests" are permanents with the land type
// Forest now (CR 305.7: a land made a Forest counts, a Forest made something else doesn't).
// In a two-player game the defending player is the active player's opponent (CR 506.2).
// The land type is data (cards/words.ts), for text-changing effects (CR 612).
const forests = worded({ subtypes: ["Forest"] }, (w) => (g: Game, self: GameObject, you: PlayerId): number => {
  const whose = self.zone === "battlefield" && self.attacking ? "opponent" : "you";
  return g.battlefield().filter((o) => matches(g, o, g.chars(o), { ...w, controller: whose }, { you, source: self.id })).length;
});

export default card({
  name: "Gaea's Liege",
  cda: { power: forests, toughness: forests },
  abilities: [
    // CR 305.7: the land's types become Forest (it loses its other land types and rules text), for as
    // long as Gaea's Liege stays on the battlefield (CR 611.2b); supertypes unchanged (ruling).
    ability("{T}: Target land becomes a Forest until this creature leaves the battlefield.", tapCost(), [
      { do: "becomes", what: "target", landTypes: ["Forest"], until: { while: [] } },
    ], { targets: [targetLand] }),
  ],
});

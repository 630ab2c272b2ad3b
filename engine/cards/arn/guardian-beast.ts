// Guardian Beast: As long as this creature is untapped, noncreature artifacts you control can't be enchanted, they have indestructible, and other players can't gain control of them. This effect doesn't remove Auras already attached to those artifacts.
import { card, grants } from "../dsl";
import { CANT_GAIN_CONTROL } from "../../core/game";

// "Can't be enchanted" that "doesn't remove Auras already attached": no Aura spell can target them
// (CR 303.4a); "other players can't gain control of them" stops control-changing effects and
// exchanges (Game.gainControl, Game.exchangeControl; CR 701.12a).
const keywords = ["can't be the target of aura spells", "indestructible", CANT_GAIN_CONTROL];

export default card({
  name: "Guardian Beast",
  statics: [grants({ types: ["Artifact"], notTypes: ["Creature"], controller: "you" }, keywords, { condition: (_g, self) => !self.tapped })],
});

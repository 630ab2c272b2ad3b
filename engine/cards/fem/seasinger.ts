// Seasinger: When you control no Islands, sacrifice this creature. / You may choose not to untap this creature during your untap step. / {T}: Gain control of target creature whose controller controls an Island for as long as you control this creature and this creature remains tapped.
import { card, ability, creature, mayChooseNotToUntap, tapCost, target } from "../dsl";
import { noIslandsSacrifice } from "../shared/island-creatures";
import { gainControl } from "../shared/control";
import { worded } from "../words";
import type { Game } from "../../core/game";
import type { GameObject } from "../../core/state";
import type { Chars } from "../../core/layers";
export default card({
  name: "Seasinger",
  triggers: [noIslandsSacrifice],
  untapRules: [mayChooseNotToUntap], // CR 502.3
  abilities: [
    // The Island is a targeting condition, checked on activation and resolution only (ruling 2007-09-16);
    // control of Seasinger and its being tapped are checked from activation on (CR 611.2b).
    ability("{T}: Gain control of target creature whose controller controls an Island for as long as you control this creature and this creature remains tapped.", tapCost(),
      [gainControl("target", { while: ["you_control", "tapped"] })],
      { targets: [target("target creature whose controller controls an Island", { ...creature, where: worded({ landType: "Island" }, (w) => (g: Game, _o: GameObject, c: Chars) => g.controlsLandType(c.controller, w.landType)) })] }),
  ],
});

// Island Sanctuary: If you would draw a card during your draw step, instead you may skip that draw. If you do, until your next turn, you can't be attacked except by creatures with flying and/or islandwalk.
import { card } from "../dsl";
export default card({
  name: "Island Sanctuary",
  // CR 614.1a: each draw during your draw step (engine/core/replace-events.ts); the attack
  // restriction (CR 508.1c) lasts until your next turn, even if the Sanctuary leaves.
  playerRules: [{ players: "you", maySkipDrawStepDraw: { thenCantBeAttackedExcept: "flying_or_islandwalk" } }],
});

// Dingus Egg: Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to that land's controller.
import { card, damage, land } from "../dsl";
export default card({
  name: "Dingus Egg",
  triggers: [{
    text: "Whenever a land is put into a graveyard from the battlefield, this artifact deals 2 damage to that land's controller.",
    // The land as it last existed: its controller then (CR 603.10a, 608.2h).
    when: { on: "put_into_graveyard", filter: land },
    effect: [damage(2, "that_player")],
  }],
});
